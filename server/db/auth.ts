import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ChangeFeed } from './changes';
import type { Executor } from './client';
import { ReadCache } from './readCache';
import { refreshTokens, resetTokens, sessions, users } from './schema';

// Login sessions (refresh-token families), their refresh tokens, and password-reset tokens.
// Only hashes of tokens are stored; the rules (rotation, the reuse window) are auth/tokens.ts.

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Executor) {
  // The session check of every authenticated request also loads the member, so routes that
  // need the member (GET /v1/user) cost one query in all. Prepared on first use: over the
  // app's database, once per app.
  let sessionUser: ReturnType<typeof prepareSessionUser> | undefined;
  const prepareSessionUser = () =>
    db
      .select({
        user: users,
        revokedAt: sessions.revokedAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
      .prepare('session_user');

  return {
    sessionUser(sessionId: string) {
      sessionUser ??= prepareSessionUser();
      return sessionUser.execute({ sessionId });
    },

    async insertSession(session: {
      id: string;
      userId: number;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the member, but `except` (the one changing the password). */
    async revokeSessionsOf(userId: number, now: Date, except?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            except === undefined ? undefined : ne(sessions.id, except),
            isNull(sessions.revokedAt),
          ),
        );
    },

    async insertRefreshToken(token: {
      sessionId: string;
      tokenHash: string;
      createdAt: Date;
      parentId?: number;
    }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /** The token's id with its session, whatever state either is in. */
    async findRefreshToken(
      tokenHash: string,
    ): Promise<{ id: number; session: SessionRow } | undefined> {
      const [row] = await db
        .select({ id: refreshTokens.id, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Whether the refresh token belongs to an account that is suspended now. */
    async isHeldBySuspended(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return Boolean(row?.suspendedAt);
    },

    /**
     * Marks the token used if it still is unused; false when another use got there first.
     * The condition is part of the update, so exactly one of two concurrent uses wins.
     */
    async markRefreshTokenUsed(id: number, now: Date): Promise<boolean> {
      const marked = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return marked.length > 0;
    },

    async refreshTokenUsedAt(id: number): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, id));
      return row?.usedAt;
    },

    /** Whether the child issued for `parentId` is this token and still unused. */
    async isUnusedChild(parentId: number, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.parentId, parentId),
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
          ),
        );
      return row !== undefined;
    },

    async insertResetToken(token: {
      userId: number;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(resetTokens).values(token);
    },

    /**
     * Uses the reset token if it is unused and unexpired, and answers its member; claiming
     * and using it is one statement, so it works exactly once.
     */
    async claimResetToken(tokenHash: string, now: Date): Promise<number | undefined> {
      const [claimed] = await db
        .update(resetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(resetTokens.tokenHash, tokenHash),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: resetTokens.userId });
      return claimed?.userId;
    },

    /** Every reset link of the member stops working (the password changed, whichever way). */
    async endPasswordResets(userId: number): Promise<void> {
      await db
        .delete(resetTokens)
        .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export type SessionUser = Awaited<ReturnType<AuthRepository['sessionUser']>>[number];

/**
 * The session check of every request that reads (issue 25 §5): the session behind an access
 * token, with its member, kept in this instance's memory until the change feed says the member
 * or one of their sessions changed (a sign-out, a suspension, a profile edit, on any instance).
 * Writes and operator requests read fresh (`fresh`): they act on the member as the database
 * holds them now. The member's row is shared by the requests that read it: never changed.
 */
export function createSessionCache(auth: AuthRepository, feed: ChangeFeed) {
  const cache = new ReadCache<string, SessionUser | undefined>(feed, {
    ttlMs: 30_000,
    maxEntries: 10_000,
  });
  feed.subscribe((change) => {
    if (change.kind === 'member') cache.evictTag(change.userId);
  });
  const load = async (sessionId: string) => (await auth.sessionUser(sessionId))[0];
  return {
    /** The session, not revoked, with its member; undefined when there is none. */
    user(sessionId: string, { fresh = false } = {}): Promise<SessionUser | undefined> {
      if (fresh) return load(sessionId);
      return cache.read(sessionId, () => load(sessionId), {
        keep: (row) => row !== undefined,
        tag: (row) => row!.user.id,
      });
    },
    get size() {
      return cache.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
