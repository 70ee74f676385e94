import { ALL } from './allStates';
import type { Profession } from './enums';
import type { LocationCode, RegionCode } from './regions';

// The community search's plain functions (spec 7). No zod and no schema types: the schema of
// the query (schemas/profileSearch.ts) reads through the rule below, and the API client and the
// form use both functions without loading zod.

/** The fields of a community search that the rule reads. */
interface SearchRuleFields {
  profession?: Profession;
  expertise?: string;
  region?: LocationCode;
  searchByRegion?: boolean;
}

/** The fields as the rule leaves them: never 'ALL', never one without what it qualifies. */
interface RuledSearchFields {
  expertise?: string;
  region?: RegionCode;
  searchByRegion: boolean;
}

/**
 * Spec 7's rule for a community search, the one place it is written: 'ALL' ("All States") is
 * no filter, expertise counts only with a profession, and searchByRegion only with a region.
 * The schema reads every query through it, the form keeps its draft by it, and the params below
 * apply it again, so a search built by hand is sent the same way.
 */
export const normaliseProfileSearch = <Q extends SearchRuleFields>(
  search: Q,
): Omit<Q, keyof RuledSearchFields> & RuledSearchFields => {
  const region = search.region === ALL ? undefined : (search.region as RegionCode | undefined);
  return {
    ...search,
    expertise: search.profession ? search.expertise : undefined,
    region,
    searchByRegion: Boolean(region && search.searchByRegion),
  };
};

/**
 * A search as query parameters, the one writing of it (the API's query and the community URL):
 * the rule applied, then each value that is set, as text. Spec 7: empty values are not sent,
 * and neither is a false flag. Parameters come in the order of the search's own fields.
 */
export const toProfileSearchParams = <Q extends SearchRuleFields>(
  search: Q,
): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(normaliseProfileSearch(search))) {
    if (value !== undefined && value !== null && value !== '' && value !== false) {
      params[name] = String(value);
    }
  }
  return params;
};
