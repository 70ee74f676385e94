import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { revokeSession, rotateRefreshToken, startSession } from '../auth/tokens';
import type { AppContext } from '../context';
import {
  apiMessages,
  tokenInfoSchema,
  tokenRequestBodySchema,
  tokenResponseSchema,
  type ClientCredentials,
} from '../contract';
import { users } from '../db/schema';
import { listingWrite, refreshCompletion } from '../members/store';
import { badRequest, invalidCredentials, unauthorized } from '../errors';
import { route } from '../http/route';

/** clientId/clientSecret are configuration; the SPA's are public, so they identify, not guard. */
export function checkClient(ctx: AppContext, body: ClientCredentials): void {
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
      errors: ['InvalidRequest', 'InvalidCredentials', 'Unauthorized', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      if (body.grantType === 'refresh_token') {
        await ctx.throttle.hit('refresh', request.ip);
        const tokens = await ctx.db.transaction((tx) =>
          rotateRefreshToken(ctx, tx, body.refreshToken),
        );
        if (!tokens) throw badRequest(apiMessages.refreshTokenInvalid);
        return tokens;
      }
      // Every attempt counts against the IP and the account before the password is hashed, so
      // concurrent guesses cannot all get in; a successful one is given back, so a member who
      // logs in many times is never throttled.
      const attempt = await ctx.throttle.attempt('login', request.ip, body.username);
      const [user] = await ctx.db
        .select({ id: users.id, passwordHash: users.passwordHash, complete: users.complete })
        .from(users)
        .where(eq(users.email, body.username));
      const valid = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await ctx.dummyHash().then(() => false);
      if (!user || !valid) throw invalidCredentials(apiMessages.invalidLogin);
      await attempt.succeeded();
      // An open position grows by a month each month, so a profile can become complete with
      // no write at all: logging in is when that is noticed.
      if (!user.complete)
        await listingWrite(ctx, (tx) => refreshCompletion(tx, user.id, ctx.now()));
      return ctx.db.transaction((tx) => startSession(ctx, tx, user.id));
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
      await revokeSession(ctx, ctx.db, auth.sessionId);
    },
  );
}
