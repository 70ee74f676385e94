import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ALL, type ProfileSearchQuery, type ProfileSearchResult } from '../contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { toCard } from './serialize';
import { cardColumns } from './store';

/**
 * Community search (spec 7, ARCHITECTURE.md): only published, complete members; `region`
 * matches practice locations (that state or ALL), or residence with `searchByRegion`;
 * `experienceYears` is a bucket key. Ordered by last name, first name, id, so pages are stable.
 */
export async function searchProfiles(
  db: Database,
  query: ProfileSearchQuery,
): Promise<ProfileSearchResult> {
  const filters: SQL[] = [eq(users.published, true), eq(users.complete, true)];
  if (query.profession) filters.push(eq(users.profession, query.profession));
  if (query.expertise) {
    filters.push(sql`${users.expertises} @> array[${query.expertise}]::text[]`);
  }
  if (query.region) {
    filters.push(
      query.searchByRegion
        ? eq(users.region, query.region)
        : sql`${users.locations} && array[${query.region}, ${ALL}]::text[]`,
    );
  }
  if (query.experienceYears !== undefined) {
    filters.push(eq(users.experienceYears, query.experienceYears));
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => toCard(row)),
    total: totals[0]?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
