import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { cardColumns } from './columns';
import { users, watchEntries } from './schema';

// Watch entries (spec 4): a row means "watching"; stopping removes it.

export function createWatchRepository(db: Executor) {
  const pair = (userId: number, watchedId: number) =>
    and(eq(watchEntries.userId, userId), eq(watchEntries.watchedId, watchedId));

  return {
    /** The cards of the members `userId` watches, newest first. */
    async cards(userId: number) {
      const rows = await db
        .select({ card: cardColumns })
        .from(watchEntries)
        .innerJoin(users, eq(users.id, watchEntries.watchedId))
        .where(eq(watchEntries.userId, userId))
        .orderBy(desc(watchEntries.createdAt), desc(watchEntries.id));
      return rows.map(({ card }) => card);
    },

    /** Idempotent: watching again changes nothing. */
    async add(userId: number, watchedId: number, now: Date): Promise<void> {
      await db
        .insert(watchEntries)
        .values({ userId, watchedId, createdAt: now })
        .onConflictDoNothing();
    },

    /** Whether there was an entry to remove. */
    async remove(userId: number, watchedId: number): Promise<boolean> {
      const removed = await db
        .delete(watchEntries)
        .where(pair(userId, watchedId))
        .returning({ id: watchEntries.id });
      return removed.length > 0;
    },

    /** Who watches `watchedId` (they hear of what the member publishes or changes). */
    async watcherIds(watchedId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: watchEntries.userId })
        .from(watchEntries)
        .where(eq(watchEntries.watchedId, watchedId))
        .orderBy(watchEntries.userId);
      return rows.map((row) => row.userId);
    },

    async isWatching(userId: number, watchedId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: watchEntries.id })
        .from(watchEntries)
        .where(pair(userId, watchedId));
      return row !== undefined;
    },
  };
}

export type WatchRepository = ReturnType<typeof createWatchRepository>;
