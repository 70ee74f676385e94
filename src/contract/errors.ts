// The closed set of error codes the API answers with. The first five are named by the spec;
// the others cover cases the spec leaves open, so the client never has to guess from a
// status alone:
// - Unauthorized: no bearer token, or one that fails verification for any reason but expiry.
//   An expired token answers InvalidCredentials with a message containing 'expired', because
//   that is what the client's refresh logic keys on (spec 7).
// - Forbidden: signed in, but the action is not yours (e.g. a relation you are not part of).
// - InternalError: the server failed; never used for bad input.
// - EmailNotVerified: signed in, but the action e-mails someone else and the member's own
//   address is not verified yet (issue 38); the client offers to resend the verification e-mail.
export const API_ERROR_CODES = [
  'InvalidCredentials',
  'InvalidRequest',
  'ResourceNotFound',
  'ResourceConflict',
  'RequestThrottled',
  'Unauthorized',
  'Forbidden',
  'InternalError',
  'EmailNotVerified',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

// The status each code is answered with, so server and mocks agree.
export const apiErrorStatus: Record<ApiErrorCode, number> = {
  InvalidCredentials: 401,
  InvalidRequest: 400,
  ResourceNotFound: 404,
  ResourceConflict: 409,
  RequestThrottled: 429,
  Unauthorized: 401,
  Forbidden: 403,
  InternalError: 500,
  EmailNotVerified: 403,
};

// Messages the client matches on (spec 7 and 8); the server must use these texts.
export const apiErrorMessages = {
  tokenExpired: 'Access token expired',
  refreshTokenInvalid: 'Refresh token is invalid',
  // The session was ended on the server (a password change elsewhere): the client signs out.
  sessionEnded: 'Session has ended',
  // Spec 8's texts for InvalidCredentials on login and for a testimonial re-sent too soon.
  invalidLogin: 'Invalid username or password',
  testimonialResendTooSoon: 'You can only send testimonial request once every seven days.',
  // A resend refused for another reason reads as that reason (issue 38 §8), not as spec 8's.
  testimonialWriterOptedOut:
    'The writer asked for no more e-mail from Guildhall, so this request cannot be sent again.',
  // Spec 8's RequestThrottled message, answered by every throttled endpoint.
  requestThrottled: 'Too many requests. Please try again in a few minutes.',
} as const;

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
