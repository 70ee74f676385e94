import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  passwordResetBodySchema,
  passwordResetTokenBodySchema,
  tokenRequestBodySchema,
  type TokenResponse,
} from '@/contract';
import { db, findUserByEmail, nextId } from '../db';
import { api, checkClient, fail, noContent, readBody, requireUser } from '../http';
import { issueTokens, mockJwtClaims, refreshTokenUserId } from '../tokens';

const isSuspended = (userId: number) => db.suspensions.some((row) => row.userId === userId);

// The server's default reuse window (REFRESH_TOKEN_REUSE_INTERVAL).
const REUSE_WINDOW_MS = 10_000;

/**
 * A rotated refresh token presented again: within the reuse window it answers the pair issued
 * for it (while that pair is still the session's); later, it ends that session too.
 */
function reusedRefreshToken(token: string) {
  const rotated = db.rotatedRefreshTokens.find((r) => r.token === token);
  const child = rotated && db.sessions.find((s) => s.refreshToken === rotated.child);
  if (!rotated || !child) return fail('InvalidRequest', apiMessages.refreshTokenInvalid);
  if (Date.now() - rotated.at >= REUSE_WINDOW_MS) {
    db.sessions.splice(db.sessions.indexOf(child), 1);
    return fail('InvalidRequest', apiMessages.refreshTokenInvalid);
  }
  const answer: TokenResponse = {
    accessToken: child.accessToken,
    refreshToken: child.refreshToken,
    tokenType: 'Bearer',
    expiresIn: db.settings.accessTokenTtlSeconds,
  };
  return HttpResponse.json(answer);
}

export const authHandlers = [
  // Password and refresh-token grants.
  http.post(api('/v1/oauth/token'), async ({ request }) => {
    const body = await readBody(request, tokenRequestBodySchema);
    checkClient(body);
    if (body.grantType === 'password') {
      const user = findUserByEmail(body.username);
      if (!user || user.password !== body.password) {
        return fail('InvalidCredentials', apiMessages.invalidLogin);
      }
      // After the password check, so a stranger learns nothing about the account.
      if (isSuspended(user.id)) return fail('Forbidden', apiMessages.accountSuspended);
      return HttpResponse.json(issueTokens(user.id));
    }
    // Refresh tokens rotate: the old pair is gone once used.
    const session = db.sessions.find((s) => s.refreshToken === body.refreshToken);
    if (!session) {
      // A suspension ended the session; its holder is told why rather than "invalid".
      const holder = refreshTokenUserId(body.refreshToken);
      if (holder !== undefined && isSuspended(holder)) {
        return fail('Forbidden', apiMessages.accountSuspended);
      }
      return reusedRefreshToken(body.refreshToken);
    }
    db.sessions.splice(db.sessions.indexOf(session), 1);
    const tokens = issueTokens(session.userId);
    db.rotatedRefreshTokens.push({
      token: session.refreshToken,
      child: tokens.refreshToken,
      at: Date.now(),
    });
    return HttpResponse.json(tokens);
  }),

  http.get(api('/v1/oauth/token'), ({ request }) => {
    requireUser(request);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const { sub, exp, iat } =
      mockJwtClaims(token) ?? fail('Unauthorized', apiMessages.accessTokenInvalid);
    return HttpResponse.json({ sub, exp, iat });
  }),

  http.delete(api('/v1/oauth/token'), ({ request }) => {
    const user = requireUser(request);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    db.sessions = db.sessions.filter((s) => !(s.userId === user.id && s.accessToken === token));
    return noContent();
  }),

  // Never tells whether the e-mail exists.
  http.post(api('/v1/users/password/token'), async ({ request }) => {
    const body = await readBody(request, passwordResetTokenBodySchema);
    checkClient(body);
    const user = findUserByEmail(body.username);
    if (user) {
      const token = `mock-reset-${nextId()}`;
      db.resetTokens.push({ token, userId: user.id });
      const query = new URLSearchParams({ token, username: user.email });
      db.outbox.push({ to: user.email, kind: 'passwordReset', link: `/reset-password?${query}` });
    }
    return noContent();
  }),

  http.post(api('/v1/users/password'), async ({ request }) => {
    const body = await readBody(request, passwordResetBodySchema);
    checkClient(body);
    const reset = db.resetTokens.find((r) => r.token === body.token);
    const user = reset && db.users.find((u) => u.id === reset.userId);
    if (!reset || !user) return fail('InvalidRequest', apiMessages.resetLinkInvalid);
    user.password = body.password;
    db.resetTokens = db.resetTokens.filter((r) => r.userId !== user.id);
    // A new password ends every session of the account.
    db.sessions = db.sessions.filter((s) => s.userId !== user.id);
    return noContent();
  }),
];
