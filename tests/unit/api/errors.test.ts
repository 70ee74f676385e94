import { FetchError } from 'ofetch';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  httpError,
  isSignupConflict,
  serverMessage,
  texts,
  toApiError,
} from '@/api';
import { apiErrorMessages } from '@/contract';
import { api } from '@mocks/http';
import { createTestClient } from '../helpers';
import { mockServer } from '../setup';

describe('toApiError', () => {
  it('classifies answers by status: CLIENT below 500, SERVER from 500', () => {
    expect(httpError(404, { code: 'ResourceNotFound', message: 'x' })).toMatchObject({
      kind: 'CLIENT',
      status: 404,
      code: 'ResourceNotFound',
      message: 'x',
    });
    expect(httpError(502, 'Bad gateway', 'Bad Gateway')).toMatchObject({
      kind: 'SERVER',
      status: 502,
      code: undefined,
      data: 'Bad gateway',
      message: 'Bad Gateway',
    });
  });

  it('keeps the field a validation failure names (issue 38), and only a string one', () => {
    const refused = httpError(400, {
      code: 'InvalidRequest',
      message: 'Select a valid option.',
      field: 'paid',
    });
    expect(refused).toMatchObject({ code: 'InvalidRequest', field: 'paid' });
    expect(serverMessage(refused)).toBe('Select a valid option.');
    expect(httpError(404, { code: 'ResourceNotFound', message: 'x' }).field).toBeUndefined();
    expect(
      httpError(400, { code: 'InvalidRequest', message: 'x', field: 3 }).field,
    ).toBeUndefined();
  });

  it('ignores codes outside the contract', () => {
    expect(httpError(400, { code: 'Weird', message: 'm' }).code).toBeUndefined();
  });

  it('a request with no answer is NETWORK; anything else is INTERNAL', () => {
    expect(toApiError(new FetchError('fetch failed')).kind).toBe('NETWORK');
    expect(toApiError(new TypeError('Failed to fetch')).kind).toBe('NETWORK');
    expect(toApiError(new Error('bug'))).toMatchObject({ kind: 'INTERNAL', message: 'bug' });
    expect(toApiError('odd')).toMatchObject({ kind: 'INTERNAL', message: 'odd' });
  });

  it('keeps an ApiError as it is', () => {
    const error = new ApiError({ kind: 'SERVER', message: 'x', status: 500 });
    expect(toApiError(error)).toBe(error);
  });

  it('reads status, data and code from a real answer', async () => {
    mockServer.use(
      http.post(api('/v1/thing'), () =>
        HttpResponse.json({ code: 'ResourceConflict', message: 'taken' }, { status: 409 }),
      ),
    );
    const error = await createTestClient()
      .request('/v1/thing', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'CLIENT',
      status: 409,
      code: 'ResourceConflict',
      data: { code: 'ResourceConflict', message: 'taken' },
    });
    expect(isSignupConflict(error as ApiError)).toBe(true);
  });
});

describe('errorMessage: the catalogue of spec 8', () => {
  const client = (code: string, status: number) => httpError(status, { code, message: 'm' });

  it('says "No connection" for network errors, whatever the context', () => {
    const network = new ApiError({ kind: 'NETWORK', message: 'x' });
    expect(errorMessage(network)).toBe('No connection');
    expect(errorMessage(network, 'login')).toBe('No connection');
  });

  it('names wrong credentials on login only', () => {
    expect(errorMessage(client('InvalidCredentials', 401), 'login')).toBe(
      'Invalid username or password',
    );
    expect(errorMessage(client('InvalidCredentials', 401))).toBe('Something went wrong');
  });

  it('asks to wait when throttled, unless the situation has its own words', () => {
    expect(errorMessage(client('RequestThrottled', 429), 'login')).toBe(
      'Too many requests. Please try again in a few minutes.',
    );
    expect(errorMessage(client('RequestThrottled', 429))).toBe(
      'Too many requests. Please try again in a few minutes.',
    );
    expect(errorMessage(client('RequestThrottled', 429), 'testimonialResend')).toBe(
      'You can only send testimonial request once every seven days.',
    );
  });

  it('sends sign-up conflicts back with "Try a different email address."', () => {
    expect(errorMessage(client('ResourceConflict', 409), 'signup')).toBe(
      'Try a different email address.',
    );
    expect(errorMessage(httpError(409, null), 'signup')).toBe('Try a different email address.');
  });

  it('words a refused resend by its reason: the wait as spec 8 has it, any other as it is', () => {
    const optedOut = httpError(400, {
      code: 'InvalidRequest',
      message: apiErrorMessages.testimonialWriterOptedOut,
    });
    expect(errorMessage(optedOut, 'testimonialResend')).toBe(
      'The writer asked for no more e-mail from Guildhall, so this request cannot be sent again.',
    );
    expect(errorMessage(client('ResourceNotFound', 404), 'testimonialResend')).toBe('m');
    const tooSoon = httpError(429, {
      code: 'RequestThrottled',
      message: apiErrorMessages.testimonialResendTooSoon,
    });
    expect(errorMessage(tooSoon, 'testimonialResend')).toBe(
      'You can only send testimonial request once every seven days.',
    );
    for (const failure of [
      httpError(500, { code: 'InternalError', message: 'm' }),
      client('Unauthorized', 401),
    ]) {
      expect(errorMessage(failure, 'testimonialResend')).toBe(
        'You can only send testimonial request once every seven days.',
      );
    }
    // Outside the resend, a refusal keeps the context's words.
    expect(errorMessage(optedOut, 'post')).toBe('An error occurred. Please try again later.');
  });

  it('words failures by context', () => {
    const failure = client('InvalidRequest', 400);
    expect(errorMessage(failure, 'upload')).toBe('Please select an image file 8MB or smaller');
    expect(errorMessage(failure, 'post')).toBe('An error occurred. Please try again later.');
    expect(errorMessage(failure, 'backgroundCheck')).toBe('An error occurred');
    expect(errorMessage(failure, 'load')).toBe(
      'Something went wrong. Please refresh or try again later.',
    );
  });

  it('passes the refresh-lock timeout through and falls back to "Something went wrong"', () => {
    expect(errorMessage(new Error(texts.refreshTimeout))).toBe(
      'Timed out while attempting to refresh auth token',
    );
    expect(errorMessage(new Error('bug'))).toBe('Something went wrong');
    expect(errorMessage(httpError(500, null))).toBe('Something went wrong');
  });

  it('holds the success and notice texts verbatim', () => {
    expect(texts.postSuccess).toBe(
      'Submission successful! Your post should appear within 24 hours.',
    );
    expect(texts.passwordUpdated).toBe('Password updated');
    expect(texts.noData).toBe('No data found.');
    expect(texts.watchRemoved).toBe('Removed from watch list.');
    expect(texts.watchAdded).toBe('Added to watch list.');
    expect(texts.requestSent).toBe('Request sent!');
    expect(texts.teamJoined('Priya')).toBe("You are oficially on Priya's team!");
    expect(texts.teamDeclined('Priya')).toBe("You have declined Priya's invitation.");
  });
});

describe("serverMessage: a refused save in the server's own words", () => {
  it('reads the message of a 4xx with a contract code', () => {
    const refused = httpError(400, { code: 'InvalidRequest', message: 'Select a valid year.' });
    expect(serverMessage(refused)).toBe('Select a valid year.');
  });

  it('falls back to the catalogue for server failures, codeless answers and no answer', () => {
    expect(serverMessage(httpError(500, { code: 'InternalError', message: 'boom' }))).toBe(
      'Something went wrong',
    );
    expect(serverMessage(httpError(400, 'Bad Request', 'Bad Request'))).toBe(
      'Something went wrong',
    );
    expect(serverMessage(new ApiError({ kind: 'NETWORK', message: 'x' }))).toBe('No connection');
  });
});
