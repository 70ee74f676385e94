import type { AuthRecord, TokenClaims, TokenResponse } from './schemas/auth';

// The SPA checks the auth record it keeps and every token answer it gets before any screen
// renders, so these checks are plain functions rather than the zod schemas of schemas/auth.ts:
// zod then loads with the first screen that validates a form, not with the landing page.
// tests/unit/contract/auth-guards.test.ts holds each guard to its schema's verdicts.

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

/** tokenClaimsSchema: `sub` is the user id as a string; `exp` and `iat` in seconds. */
export const isTokenClaims = (value: unknown): value is TokenClaims =>
  isObject(value) &&
  typeof value.sub === 'string' &&
  /^[1-9]\d*$/.test(value.sub) &&
  isPositiveInt(value.exp) &&
  isPositiveInt(value.iat);

/** authRecordSchema: what the client keeps in local storage. */
export const isAuthRecord = (value: unknown): value is AuthRecord =>
  isObject(value) &&
  isText(value.accessToken, 4096) &&
  isText(value.refreshToken, 512) &&
  isTokenClaims(value.claims);

/** tokenResponseSchema: the answer of POST /v1/oauth/token. */
export const isTokenResponse = (value: unknown): value is TokenResponse =>
  isObject(value) &&
  isText(value.accessToken, 4096) &&
  isText(value.refreshToken, 512) &&
  value.tokenType === 'Bearer' &&
  isPositiveInt(value.expiresIn);
