import { createHmac, randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../context';
import { apiMessages, type TokenResponse } from '../contract';
import type { AuthRepository } from '../db/auth';
import { invalidCredentials, unauthorized } from '../errors';
import { hashToken, newOpaqueToken } from './secret';
import type { AuthInfo } from './types';

const ALGORITHM = 'HS256';
const ISSUER = 'guildhall';

/**
 * The signing secret as a WebCrypto key, imported once per secret. Given the bytes, jose imports
 * them again on every sign and verify, which is a measurable part of every signed-in request.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    const raw = new Uint8Array(secret);
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

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
    .sign(await hmacKey(ctx.keys.jwt));
}

const answer = async (
  ctx: AppContext,
  auth: Pick<AuthInfo, 'userId' | 'sessionId'>,
  refreshToken: string,
): Promise<TokenResponse> => ({
  accessToken: await signAccessToken(ctx, auth),
  refreshToken,
  tokenType: 'Bearer',
  expiresIn: ctx.config.accessTokenTtlSeconds,
});

/**
 * The refresh token that replaces `parent`: HMAC-SHA256(refresh key, parent). Deriving it,
 * rather than drawing a random one, lets a parent presented again within the reuse window
 * answer the very same child while the server keeps no usable token: only the child's SHA-256
 * is stored, and deriving the child takes both the parent (which only its holder has) and the
 * server's key. The first token of a session is random, so every chain is unpredictable.
 */
const childToken = (ctx: AppContext, parent: string): string =>
  createHmac('sha256', ctx.keys.refresh).update(parent).digest('base64url');

async function tokenPair(
  ctx: AppContext,
  repo: AuthRepository,
  auth: Pick<AuthInfo, 'userId' | 'sessionId'>,
  parent?: { id: number; token: string },
): Promise<TokenResponse> {
  const refreshToken = parent ? childToken(ctx, parent.token) : newOpaqueToken();
  await repo.insertRefreshToken({
    sessionId: auth.sessionId,
    tokenHash: hashToken(refreshToken),
    createdAt: ctx.now(),
    parentId: parent?.id,
  });
  return answer(ctx, auth, refreshToken);
}

/**
 * A new login session (refresh-token family) with its first token pair; `repo` is the auth
 * repository of the transaction that writes both.
 */
export async function startSession(
  ctx: AppContext,
  repo: AuthRepository,
  userId: number,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const now = ctx.now();
  await repo.insertSession({
    id: sessionId,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000),
  });
  return tokenPair(ctx, repo, { userId, sessionId });
}

/**
 * Refresh-token grant: the token is used once and replaced. A used token presented again
 * within `refreshReuseWindowSeconds` of its rotation (two tabs refreshing at once, an answer
 * lost on the way) answers the child already issued for it while that child is unused, as
 * Supabase Auth does. Otherwise it means the token leaked (or was replayed), so the whole
 * family is revoked and both parties must log in again. Answers null for every refusal (the
 * caller throws after the transaction committed, so the revocation is kept).
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  repo: AuthRepository,
  presented: string,
): Promise<TokenResponse | null> {
  const row = await repo.findRefreshToken(hashToken(presented));
  if (!row) return null;
  const { session } = row;
  if (session.revokedAt || session.expiresAt <= ctx.now()) return null;
  const auth = { userId: session.userId, sessionId: session.id };
  // Marking it used only if still unused lets exactly one of two concurrent uses rotate it.
  if (await repo.markRefreshTokenUsed(row.id, ctx.now())) {
    return tokenPair(ctx, repo, auth, { id: row.id, token: presented });
  }
  // Read again: a concurrent rotation has committed by now (its row lock held our update back).
  const usedAt = await repo.refreshTokenUsedAt(row.id);
  const windowMs = ctx.config.refreshReuseWindowSeconds * 1000;
  if (usedAt && ctx.now().getTime() - usedAt.getTime() < windowMs) {
    const child = childToken(ctx, presented);
    // Only while the child is the session's current token: if it rotated too, the family has
    // moved on and this is a replay.
    if (await repo.isUnusedChild(row.id, hashToken(child))) return answer(ctx, auth, child);
  }
  await repo.revokeSession(session.id, ctx.now());
  return null;
}

/**
 * Access tokens whose signature was checked, with their claims, per signing secret (issue 25
 * §5: jose's verification was 11 % of the server's time under GET /v1/user). The same string
 * signed by the same secret verifies the same way every time, so only its expiry is checked
 * again; the session behind it is still checked on every request. At most this many, the
 * oldest dropped first.
 */
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, JWTPayload>>();
function verifiedTokensOf(secret: Uint8Array): Map<string, JWTPayload> {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  return verified;
}

export interface VerifiedToken extends AuthInfo {
  exp: number;
  iat: number;
}

/**
 * Checks the signature, the algorithm, expiry and that the session was not ended. `fresh` reads
 * the session from the database; otherwise it may come from the session cache, which the
 * change feed keeps current (server/db/auth.ts createSessionCache).
 */
export async function verifyAccessToken(
  ctx: AppContext,
  token: string,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<VerifiedToken> {
  const verified = verifiedTokensOf(ctx.keys.jwt);
  let payload = verified.get(token);
  // A token verified before answers from memory until it expires; then jose says so again.
  if (!payload || (payload.exp ?? 0) <= Math.floor(ctx.now().getTime() / 1000)) {
    try {
      ({ payload } = await jwtVerify(token, await hmacKey(ctx.keys.jwt), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: ctx.now(),
      }));
    } catch (error) {
      verified.delete(token);
      if (error instanceof joseErrors.JWTExpired) {
        throw invalidCredentials(apiMessages.tokenExpired);
      }
      throw unauthorized(apiMessages.accessTokenInvalid);
    }
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
  }
  const userId = Number(payload.sub);
  const sessionId = payload.sid;
  if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string') {
    throw unauthorized(apiMessages.accessTokenInvalid);
  }
  const session = await ctx.repos.sessions.user(sessionId, { fresh });
  if (!session || session.user.id !== userId || session.revokedAt) {
    throw unauthorized(apiMessages.sessionEnded);
  }
  return {
    userId,
    sessionId,
    user: session.user,
    secondFactorAt: session.secondFactorAt,
    exp: payload.exp ?? 0,
    iat: payload.iat ?? 0,
  };
}
