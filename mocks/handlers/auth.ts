import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  passwordResetBodySchema,
  passwordResetTokenBodySchema,
  tokenRequestBodySchema,
} from '@/contract';
import { db, findUserByEmail, nextId } from '../db';
import { api, checkClient, fail, noContent, readBody, requireUser } from '../http';
import { issueTokens, mockJwtClaims } from '../tokens';

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
      return HttpResponse.json(issueTokens(user.id));
    }
    // Refresh tokens rotate: the old pair is gone once used.
    const session = db.sessions.find((s) => s.refreshToken === body.refreshToken);
    if (!session) return fail('InvalidRequest', apiMessages.refreshTokenInvalid);
    db.sessions.splice(db.sessions.indexOf(session), 1);
    return HttpResponse.json(issueTokens(session.userId));
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
