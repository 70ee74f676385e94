import { http, type HttpHandler } from 'msw';
import { apiMessages } from '@/contract';
import { api, errorResponse } from '../http';
import { scenarioState } from './common';

// Sign-in, sign-up and token states.

const expired = () => errorResponse('InvalidCredentials', apiMessages.tokenExpired);

/** Login refused: RequestThrottled ('Too many requests. Please try again in a few minutes.'). */
export const throttledLogin = (): HttpHandler[] => [
  http.post(api('/v1/oauth/token'), () =>
    errorResponse('RequestThrottled', apiMessages.requestThrottled),
  ),
];

/**
 * The first authenticated request answers 401 "Access token expired"; the client refreshes
 * (the default token handler rotates the pair) and retries, which the defaults then answer.
 */
export const expiredTokenThenRefresh = (): HttpHandler[] => {
  const once = scenarioState(() => ({ answered: false }));
  return [
    http.all(api('/v1/*'), ({ request }) => {
      if (once.answered || !request.headers.get('authorization')) return undefined;
      once.answered = true;
      return expired();
    }),
  ];
};

/** The token has expired and the refresh token is gone: the session ends locally. */
export const refreshInvalid = (): HttpHandler[] => [
  http.post(api('/v1/oauth/token'), async ({ request }) => {
    const body = (await request.clone().json()) as { grantType?: string };
    if (body.grantType !== 'refresh_token') return undefined;
    return errorResponse('InvalidRequest', apiMessages.refreshTokenInvalid);
  }),
  http.all(api('/v1/*'), ({ request }) =>
    request.headers.get('authorization') ? expired() : undefined,
  ),
];

/** Sign-up with a taken e-mail: 409 ResourceConflict ('Try a different email address.'). */
export const signupConflict = (): HttpHandler[] => [
  http.post(api('/v1/users'), () => errorResponse('ResourceConflict', apiMessages.emailTaken)),
];
