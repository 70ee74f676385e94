import { apiErrorMessages, isApiErrorCode, type ApiErrorCode, messages } from '@/contract';

// Spec 8: every failure the client sees is one ApiError of four kinds, and every text a
// member reads about it comes from the catalogue below.

export type ApiErrorKind = 'CLIENT' | 'SERVER' | 'NETWORK' | 'INTERNAL';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  data?: unknown;
  code?: ApiErrorCode;
  field?: string;
  cause?: unknown;
  retryAfterMs?: number;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; undefined for NETWORK and most INTERNAL errors. */
  readonly status: number | undefined;
  /** The parsed response body, when there was one. */
  readonly data: unknown;
  /** The contract's error code from the body (`{ code, message }`), when it had one. */
  readonly code: ApiErrorCode | undefined;
  /** The refused field of a validation failure (`paid`, `positions.0.title`), when named. */
  readonly field: string | undefined;
  /** The answer's Retry-After, in milliseconds, when it had one (a 503 that sheds load). */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.code = init.code;
    this.field = init.field;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** True for a 404 ResourceNotFound, which watch and team calls treat as benign. */
  get isNotFound(): boolean {
    return this.code === 'ResourceNotFound' || (this.code === undefined && this.status === 404);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const kindOfStatus = (status: number): ApiErrorKind => (status >= 500 ? 'SERVER' : 'CLIENT');

interface FetchErrorLike {
  name: string;
  message: string;
  response?: { status: number; statusText?: string; headers?: Headers };
  data?: unknown;
}

const isFetchError = (value: unknown): value is FetchErrorLike =>
  value instanceof Error && value.name === 'FetchError';

const bodyOf = (data: unknown): { code?: ApiErrorCode; message?: string; field?: string } => {
  if (typeof data !== 'object' || data === null) return {};
  const { code, message, field } = data as { code?: unknown; message?: unknown; field?: unknown };
  return {
    code: isApiErrorCode(code) ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    field: typeof field === 'string' ? field : undefined,
  };
};

/**
 * Retry-After (RFC 9110 10.2.3) in milliseconds: delay-seconds or an HTTP date; undefined when
 * absent or unreadable.
 */
export const retryAfterMs = (
  value: string | null | undefined,
  now = Date.now(),
): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/** An ApiError from an HTTP answer (used by the client and by the upload call). */
export const httpError = (
  status: number,
  data: unknown,
  statusText = '',
  headers?: Headers,
): ApiError => {
  const body = bodyOf(data);
  return new ApiError({
    kind: kindOfStatus(status),
    status,
    data,
    code: body.code,
    field: body.field,
    message: body.message ?? (statusText || `HTTP ${status}`),
    retryAfterMs: retryAfterMs(headers?.get('retry-after')),
  });
};

/** Maps anything thrown below a store (ofetch, fetch, our own code) to one ApiError. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isFetchError(error)) {
    if (error.response)
      return httpError(
        error.response.status,
        error.data,
        error.response.statusText,
        error.response.headers,
      );
    // ofetch gives a FetchError without a response when the request got no answer.
    return new ApiError({ kind: 'NETWORK', message: error.message, cause: error });
  }
  // fetch itself rejects with a TypeError when the network fails.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    return new ApiError({ kind: 'NETWORK', message: error.message, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'INTERNAL', message, cause: error });
};

// ---- The message catalogue of spec 8, verbatim (typos included) ----

export const texts = {
  fallback: 'Something went wrong',
  noConnection: 'No connection',
  invalidLogin: apiErrorMessages.invalidLogin,
  throttled: apiErrorMessages.requestThrottled,
  signupConflict: 'Try a different email address.',
  testimonialResend: apiErrorMessages.testimonialResendTooSoon,
  refreshTimeout: 'Timed out while attempting to refresh auth token',
  image: messages.image,
  postSuccess: 'Submission successful! Your post should appear within 24 hours.',
  postFailure: 'An error occurred. Please try again later.',
  backgroundCheckFailure: 'An error occurred',
  passwordUpdated: 'Password updated',
  loadFailure: 'Something went wrong. Please refresh or try again later.',
  noData: 'No data found.',
  watchRemoved: 'Removed from watch list.',
  watchAdded: 'Added to watch list.',
  requestSent: 'Request sent!',
  teamJoined: (name: string): string => `You are oficially on ${name}'s team!`,
  teamDeclined: (name: string): string => `You have declined ${name}'s invitation.`,
} as const;

/** Where a failure happened, for the few situations spec 8 words differently. */
export type ErrorContext =
  'login' | 'signup' | 'testimonialResend' | 'upload' | 'post' | 'backgroundCheck' | 'load';

const contextTexts: Partial<Record<ErrorContext, string>> = {
  testimonialResend: texts.testimonialResend,
  upload: texts.image,
  post: texts.postFailure,
  backgroundCheck: texts.backgroundCheckFailure,
  load: texts.loadFailure,
};

/** True when a sign-up failed because the e-mail is taken (spec 8: back to step 1). */
export const isSignupConflict = (error: ApiError): boolean =>
  error.code === 'ResourceConflict' || error.status === 409;

/** A refusal with the server's own sentence that is not a wait (nor a sign-in) problem. */
const isOtherRefusal = (error: ApiError): boolean =>
  error.kind === 'CLIENT' &&
  (error.code === 'InvalidRequest' ||
    error.code === 'ResourceNotFound' ||
    error.code === 'ResourceConflict');

/** The text a member reads for a failure (spec 8), 'Something went wrong' when nothing fits. */
export const errorMessage = (error: unknown, context?: ErrorContext): string => {
  const apiError = toApiError(error);
  if (apiError.kind === 'NETWORK') return texts.noConnection;
  if (context === 'login' && apiError.code === 'InvalidCredentials') return texts.invalidLogin;
  if (context === 'signup' && isSignupConflict(apiError)) return texts.signupConflict;
  // Spec 8 words a resend refused inside the seven days; a resend refused for another reason
  // (the writer asked for no more e-mail, the request was written meanwhile) says that reason.
  if (context === 'testimonialResend' && isOtherRefusal(apiError)) return apiError.message;
  // A resend inside the seven days is throttled, yet spec 8 words it for the situation.
  const situational = context && contextTexts[context];
  if (situational) return situational;
  if (apiError.code === 'RequestThrottled') return texts.throttled;
  if (apiError.kind === 'INTERNAL' && apiError.message === texts.refreshTimeout) {
    return texts.refreshTimeout;
  }
  return texts.fallback;
};

/**
 * A refused request (a 4xx carrying the contract's `{ code, message }`) reads as the server's own
 * sentence ('Select a valid year.', 'Position not found'); anything else as errorMessage says.
 */
export const serverMessage = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.kind === 'CLIENT' && apiError.code ? apiError.message : errorMessage(apiError);
};
