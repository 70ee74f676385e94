import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { AppContext, AuthInfo } from '../context';
import { apiErrorMessages, type TokenResponse } from '../contract';
import type { Executor } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { invalidCredentials, unauthorized } from '../errors';
import { hashToken, newOpaqueToken } from './secret';

const ALGORITHM = 'HS256';
const ISSUER = 'guildhall';

async function signAccessToken(
  ctx: AppContext,
  auth: Pick<AuthInfo, 'userId' | 'sessionId'>,
): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ sid: auth.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(auth.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.accessTokenTtlSeconds)
    .sign(ctx.keys.jwt);
}

async function tokenPair(
  ctx: AppContext,
  tx: Executor,
  auth: Pick<AuthInfo, 'userId' | 'sessionId'>,
): Promise<TokenResponse> {
  const refreshToken = newOpaqueToken();
  await tx.insert(refreshTokens).values({
    sessionId: auth.sessionId,
    tokenHash: hashToken(refreshToken),
    createdAt: ctx.now(),
  });
  return {
    accessToken: await signAccessToken(ctx, auth),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ctx.config.accessTokenTtlSeconds,
  };
}

/** A new login session (refresh-token family) with its first token pair. */
export async function startSession(
  ctx: AppContext,
  tx: Executor,
  userId: number,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const now = ctx.now();
  await tx.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000),
  });
  return tokenPair(ctx, tx, { userId, sessionId });
}

export const revokeSession = (ctx: AppContext, tx: Executor, sessionId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/**
 * Refresh-token grant: the token is used once and replaced. Presenting a used token means it
 * leaked (or was replayed), so the whole family is revoked and both parties must log in again.
 * Answers null for every refusal (the caller throws after the transaction committed, so the
 * revocation is kept).
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  tx: Executor,
  presented: string,
): Promise<TokenResponse | null> {
  const [row] = await tx
    .select({ id: refreshTokens.id, usedAt: refreshTokens.usedAt, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return null;
  const { session } = row;
  if (session.revokedAt || session.expiresAt <= ctx.now()) return null;
  // Marking it used only if still unused makes two concurrent uses count as a reuse.
  const marked = await tx
    .update(refreshTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (row.usedAt || marked.length === 0) {
    await revokeSession(ctx, tx, session.id);
    return null;
  }
  return tokenPair(ctx, tx, { userId: session.userId, sessionId: session.id });
}

export interface VerifiedToken extends AuthInfo {
  exp: number;
  iat: number;
}

/** Checks the signature, the algorithm, expiry and that the session was not ended. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<VerifiedToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, ctx.keys.jwt, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: ctx.now(),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw invalidCredentials(apiErrorMessages.tokenExpired);
    }
    throw unauthorized('Access token is invalid');
  }
  const userId = Number(payload.sub);
  const sessionId = payload.sid;
  if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string') {
    throw unauthorized('Access token is invalid');
  }
  const [session] = await ctx.queries.sessionUser(sessionId);
  if (!session || session.user.id !== userId || session.revokedAt) {
    throw unauthorized('Session has ended');
  }
  return { userId, sessionId, user: session.user, exp: payload.exp ?? 0, iat: payload.iat ?? 0 };
}
