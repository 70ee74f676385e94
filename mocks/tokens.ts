import type { TokenClaims, TokenResponse } from '@/contract';
import { db, nextId, type MockSession } from './db';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** A JWT-shaped token (unsigned: the mocks trust themselves) carrying `claims`. */
export const mockJwt = (claims: TokenClaims & Record<string, unknown>): string =>
  [
    base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'mock-signature',
  ].join('.');

export const mockJwtClaims = (token: string): (TokenClaims & { jti?: number }) | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(fromBase64Url(payload)) as TokenClaims & { jti?: number };
  } catch {
    return null;
  }
};

/**
 * The account a refresh token was issued to, even once its session has ended (the server
 * tells a suspended account's holder why its refresh is refused).
 */
export const refreshTokenUserId = (token: string): number | undefined => {
  const match = /^mock-refresh-\d+-(\d+)$/.exec(token);
  return match ? Number(match[1]) : undefined;
};

/** Issues (and records) a fresh token pair for a user. */
export function issueTokens(
  userId: number,
  now = Date.now(),
  ttlSeconds = db.settings.accessTokenTtlSeconds,
) {
  const iat = Math.floor(now / 1000);
  const jti = nextId();
  const session: MockSession = {
    userId,
    accessToken: mockJwt({ sub: String(userId), iat, exp: iat + ttlSeconds, jti }),
    refreshToken: `mock-refresh-${jti}-${userId}`,
  };
  db.sessions.push(session);
  const answer: TokenResponse = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    tokenType: 'Bearer',
    expiresIn: ttlSeconds,
  };
  return answer;
}
