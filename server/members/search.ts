import type { ProfileSearchQuery, ProfileSearchResult } from '../contract';
import type { SearchRepository } from '../db/search';
import { toCard } from './serialize';

/**
 * Community search (spec 7, docs/architecture.md "search: region"): only published, complete members; `region`
 * matches practice locations (that state or ALL), or residence with `searchByRegion`;
 * `experienceYears` is a bucket key; `licensedIn` a state where the member holds a verified
 * licence that has not ended at `today` (the app's clock). Ordered by last name, first name, id, so pages are stable.
 * The SQL lives in db/search.ts as prepared statements.
 */
export async function searchProfiles(
  search: SearchRepository,
  query: ProfileSearchQuery,
  today: Date,
): Promise<ProfileSearchResult> {
  const { rows, total } = await search.members(query, today);
  return {
    items: rows.map((card) => toCard(card)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
