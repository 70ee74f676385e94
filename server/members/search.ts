import type { ProfileSearchQuery, ProfileSearchResult } from '../contract';
import type { Queries } from '../db/queries';
import { toCard } from './serialize';

/**
 * Community search (spec 7, ARCHITECTURE.md): only published, complete members; `region`
 * matches practice locations (that state or ALL), or residence with `searchByRegion`;
 * `experienceYears` is a bucket key. Ordered by last name, first name, id, so pages are stable.
 * The SQL lives in db/queries.ts as prepared statements.
 */
export async function searchProfiles(
  queries: Queries,
  query: ProfileSearchQuery,
): Promise<ProfileSearchResult> {
  const { rows, total } = await queries.search(query);
  return {
    items: rows.map((card) => toCard(card)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
