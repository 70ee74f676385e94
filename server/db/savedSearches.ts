import { and, count, desc, eq, gt, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchQuery } from '../contract';
import type { Executor } from './client';
import { savedSearches, savedSearchMatches, users } from './schema';
import { searchFilters, shapeOf, type SearchShape } from './search';

// Saved community searches (issue 23) and who has matched each: a member is news to a saver
// once, so saving records everyone who matches then, and a listing change records (and
// announces) only who matches for the first time. Who matches is the community search's own
// condition (db/search.ts searchFilters), read with a search's values bound or from its row.

export type SavedSearchRow = typeof savedSearches.$inferSelect;

const queryOf = (row: SavedSearchRow) => row.query as SavedSearchQuery;

/** The search's filters with its own values bound as parameters. */
const boundFilters = (query: SavedSearchQuery): SQL =>
  searchFilters(shapeOf(query), (name) => sql`${query[name]}`);

/** The filters of every saved search of one shape, read from its own row. */
const rowFilters = (shape: SearchShape): SQL =>
  searchFilters(shape, (name) =>
    name === 'experienceYears'
      ? sql`(${savedSearches.query} ->> 'experienceYears')::integer`
      : sql`(${savedSearches.query} ->> ${sql.raw(`'${name}'`)})`,
  );

export function createSavedSearchesRepository(db: Executor) {
  const own = (userId: number, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    /** The member's saved searches, newest first. */
    list(userId: number): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /** One of the member's own; undefined for another member's or an unknown id. */
    async find(userId: number, id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(own(userId, id));
      return row;
    },

    /** Saves take turns per member, so two at once cannot both pass the limit. */
    async lockOwner(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The member's saved searches' names, to refuse a second of one name. */
    async names(userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: savedSearches.id, name: savedSearches.name })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
    },

    /** Saves one and records everyone who matches it now: they are not news. */
    async insert(values: {
      userId: number;
      name: string;
      query: SavedSearchQuery;
      now: Date;
    }): Promise<SavedSearchRow> {
      const [row] = await db
        .insert(savedSearches)
        .values({
          userId: values.userId,
          name: values.name,
          query: values.query,
          createdAt: values.now,
          openedAt: values.now,
        })
        .returning();
      await db.execute(sql`
        insert into ${savedSearchMatches} (saved_search_id, member_id, matched_at)
        select ${row!.id}::integer, ${users.id}, ${values.now.toISOString()}::timestamptz
        from ${users}
        where ${boundFilters(values.query)}`);
      return row!;
    },

    async rename(userId: number, id: number, name: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.update(savedSearches).set({ name }).where(own(userId, id)).returning();
      return row;
    },

    async markOpened(userId: number, id: number, now: Date): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ openedAt: now })
        .where(own(userId, id))
        .returning();
      return row;
    },

    /** Whether there was one to delete (its matches go with it). */
    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(own(userId, id))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },

    /**
     * How many listed members match it now, and how many of them matched it for the first time
     * after the member last opened it. One query per saved search (at most SAVED_SEARCH_MAX).
     */
    async counts(row: SavedSearchRow): Promise<{ matches: number; newMatches: number }> {
      const [counted] = await db
        .select({
          matches: count(),
          newMatches: sql<number>`count(${savedSearchMatches.memberId})`.mapWith(Number),
        })
        .from(users)
        .leftJoin(
          savedSearchMatches,
          and(
            eq(savedSearchMatches.memberId, users.id),
            eq(savedSearchMatches.savedSearchId, row.id),
            gt(savedSearchMatches.matchedAt, row.openedAt),
          ),
        )
        .where(boundFilters(queryOf(row)));
      return { matches: counted?.matches ?? 0, newMatches: counted?.newMatches ?? 0 };
    },

    /**
     * After `memberId`'s listing may have changed: the other members' saved searches that the
     * member matches now and never matched before, each recorded as matched at `now` (so it is
     * news once). Cost: one query for the candidates (saved searches without a row for the
     * member), then one per shape of filter among them (at most 24), each a join of the one
     * member's row with those searches; nothing scans the membership.
     */
    async recordNewMatches(memberId: number, now: Date): Promise<SavedSearchRow[]> {
      const candidates = await db
        .select()
        .from(savedSearches)
        .where(
          and(
            ne(savedSearches.userId, memberId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(savedSearchMatches)
                .where(
                  and(
                    eq(savedSearchMatches.savedSearchId, savedSearches.id),
                    eq(savedSearchMatches.memberId, memberId),
                  ),
                ),
            ),
          ),
        );
      if (candidates.length === 0) return [];
      const byShape = new Map<string, { shape: SearchShape; ids: number[] }>();
      for (const row of candidates) {
        const shape = shapeOf(queryOf(row));
        const key = JSON.stringify(shape);
        const group = byShape.get(key) ?? { shape, ids: [] };
        group.ids.push(row.id);
        byShape.set(key, group);
      }
      const matched = new Set<number>();
      for (const { shape, ids } of byShape.values()) {
        const rows = await db
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .innerJoin(users, eq(users.id, memberId))
          .where(and(inArray(savedSearches.id, ids), rowFilters(shape)));
        for (const { id } of rows) matched.add(id);
      }
      if (matched.size === 0) return [];
      // A concurrent change of the same member may have recorded one already: it is news once.
      const inserted = await db
        .insert(savedSearchMatches)
        .values([...matched].map((id) => ({ savedSearchId: id, memberId, matchedAt: now })))
        .onConflictDoNothing()
        .returning({ id: savedSearchMatches.savedSearchId });
      const news = new Set(inserted.map(({ id }) => id));
      return candidates.filter((row) => news.has(row.id));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
