import type { FastifyInstance } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { queuePasswordReset } from '../auth/resets';
import { hashToken } from '../auth/secret';
import { rotateRefreshToken, startSession } from '../auth/tokens';
import type { AppContext } from '../context';
import {
  apiMessages,
  passwordResetBodySchema,
  passwordResetTokenBodySchema,
  tokenInfoSchema,
  tokenRequestBodySchema,
  tokenResponseSchema,
  type ClientCredentials,
} from '../contract';
import { badRequest, forbidden, invalidCredentials, unauthorized } from '../errors';
import { route } from '../http/route';
import { memberListingWrite } from '../members/savedSearches';

// Logging in and out (the OAuth-style token endpoint) and the password reset, which the SPA
// and the mocks count as auth too; the reset keeps its /v1/users/password paths.

/** clientId/clientSecret are configuration; the SPA's are public, so they identify, not guard. */
function checkClient(ctx: AppContext, body: ClientCredentials): void {
  if (body.clientId !== ctx.config.clientId || body.clientSecret !== ctx.config.clientSecret) {
    throw unauthorized(apiMessages.unknownClient);
  }
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/oauth/token',
      summary: 'Log in (password grant) or refresh the tokens (refresh_token grant)',
      tag: 'auth',
      auth: 'none',
      body: tokenRequestBodySchema,
      response: tokenResponseSchema,
      errors: [
        'InvalidRequest',
        'InvalidCredentials',
        'Unauthorized',
        'Forbidden',
        'RequestThrottled',
      ],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      if (body.grantType === 'refresh_token') {
        await ctx.throttle.hit('refresh', request.ip);
        const tokens = await ctx.transaction((tx) =>
          rotateRefreshToken(ctx, tx.auth, body.refreshToken),
        );
        if (!tokens) {
          // A suspension ended the session; its holder is told why rather than "invalid".
          if (await ctx.repos.auth.isHeldBySuspended(hashToken(body.refreshToken))) {
            throw forbidden(apiMessages.accountSuspended);
          }
          throw badRequest(apiMessages.refreshTokenInvalid);
        }
        return tokens;
      }
      // Every attempt counts against the IP and the account before the password is hashed, so
      // concurrent guesses cannot all get in; a successful one is given back, so a member who
      // logs in many times is never throttled.
      const attempt = await ctx.throttle.attempt('login', request.ip, body.username);
      const user = await ctx.repos.users.findByEmail(body.username);
      const valid = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await ctx.dummyHash().then(() => false);
      if (!user || !valid) throw invalidCredentials(apiMessages.invalidLogin);
      await attempt.succeeded();
      // An older hash (scrypt, or weaker parameters) is replaced now that the password is known.
      if (needsRehash(user.passwordHash, ctx.config.passwords)) {
        const passwordHash = await hashPassword(body.password, ctx.config.passwords);
        await ctx.repos.users.replacePasswordHash(user.id, user.passwordHash, passwordHash);
      }
      // After the password check, so a stranger learns nothing about the account.
      if (user.suspendedAt) throw forbidden(apiMessages.accountSuspended);
      // An open position grows by a month each month, so a profile can become complete with
      // no write at all: logging in is when that is noticed.
      if (!user.complete) {
        await memberListingWrite(ctx, user.id, (tx) =>
          tx.profiles.refreshCompletion(user.id, ctx.now()),
        );
      }
      // The suspension is read again where the session starts, under the member's row lock that
      // a suspension takes too (routes/admin/members.ts): one committed while the password was
      // hashed is seen here, and one that commits later finds this session to end.
      return ctx.transaction(async (tx) => {
        await tx.reviews.lockMember(user.id);
        const current = await tx.users.find(user.id);
        if (!current) throw invalidCredentials(apiMessages.invalidLogin);
        if (current.suspendedAt) throw forbidden(apiMessages.accountSuspended);
        return startSession(ctx, tx.auth, user.id);
      });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/oauth/token',
      summary: 'Check the access token; answers its claims',
      tag: 'auth',
      auth: 'required',
      response: tokenInfoSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ request }) => {
      const header = request.headers.authorization ?? '';
      const token = header.replace(/^Bearer\s+/i, '');
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
        sub: string;
        exp: number;
        iat: number;
      };
      return { sub: claims.sub, exp: claims.exp, iat: claims.iat };
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/v1/oauth/token',
      summary: 'Log out: ends the session (access and refresh tokens stop working)',
      tag: 'auth',
      auth: 'required',
      status: 204,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      await ctx.repos.auth.revokeSession(auth.sessionId, ctx.now());
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/users/password/token',
      summary: 'Start a password reset: e-mails a single-use link (answers 204 either way)',
      tag: 'users',
      auth: 'none',
      body: passwordResetTokenBodySchema,
      status: 204,
      errors: ['InvalidRequest', 'Unauthorized', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      await ctx.throttle.hit('reset', request.ip, body.username);
      const user = await ctx.repos.users.findByEmail(body.username);
      // The answer is the same whether or not the account exists.
      if (!user) return;
      const mailId = await ctx.transaction((tx) => queuePasswordReset(ctx, tx, user));
      void ctx.mailer.deliver([mailId]);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/users/password',
      summary: 'Finish a password reset with the e-mailed token; ends every session',
      tag: 'users',
      auth: 'none',
      body: passwordResetBodySchema,
      status: 204,
      errors: ['InvalidRequest', 'Unauthorized', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      await ctx.throttle.hit('reset', request.ip);
      const passwordHash = await hashPassword(body.password, ctx.config.passwords);
      const done = await ctx.transaction(async (tx) => {
        const userId = await tx.auth.claimResetToken(hashToken(body.token), ctx.now());
        if (userId === undefined) return false;
        await tx.users.update(userId, { passwordHash });
        await tx.auth.endPasswordResets(userId);
        await tx.auth.revokeSessionsOf(userId, ctx.now());
        return true;
      });
      if (!done) throw badRequest(apiMessages.resetLinkInvalid);
    },
  );
}
