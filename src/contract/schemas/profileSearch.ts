import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { foreignExpertises } from '../expertise';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX } from '../limits';
import { messages } from '../messages';
import { normaliseProfileSearch } from '../profileSearch';
import { profileCardSchema } from './card';
import {
  experienceYearsSchema,
  expertiseKeySchema,
  locationCodeSchema,
  professionSchema,
  regionSchema,
  selectedNumber,
} from './common';

// Community search: GET /v1/profiles?{query}. Its own module, apart from the profile's schemas,
// because the community screen loads it (and zod with it) only once a URL holds a search.

const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

// A paging number of the query string, refused in a sentence that names it.
const queryInteger = (name: string, min: number, max: number) =>
  z
    .number({ error: apiMessages.queryInteger(name) })
    .int(apiMessages.queryInteger(name))
    .min(min, messages.minValue(min))
    .max(max, messages.maxValue(max));

// The filters of a search; a new filter is a field here, and the form, the SQL and the mocks'
// filter read it from the query.
const profileSearchFilters = {
  profession: z.preprocess(blankToUndefined, professionSchema.optional()),
  expertise: z.preprocess(blankToUndefined, expertiseKeySchema.optional()),
  region: z.preprocess(blankToUndefined, locationCodeSchema.optional()),
  experienceYears: z.preprocess(selectedNumber, experienceYearsSchema.optional()),
  // "Licensed in" (issue 24): members with a verified licence of that state that has not
  // ended; distinct from `region` ("Practices in").
  licensedIn: z.preprocess(blankToUndefined, regionSchema.optional()),
  searchByRegion: z.preprocess(
    (value) =>
      value === 'true' || value === '1'
        ? true
        : value === 'false' || value === '0'
          ? false
          : blankToUndefined(value),
    z.boolean().optional(),
  ),
};

// The reading of the query: lenient about the same things the client drops (empty values, and
// what spec 7's rule removes), strict about values (an unknown profession or a foreign expertise
// is InvalidRequest). Its output, ProfileSearchQuery, is the one shape of a search from the
// community URL to the SQL.
export const profileSearchQuerySchema = z
  .object({
    ...profileSearchFilters,
    limit: z.preprocess(
      selectedNumber,
      queryInteger('limit', 1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
    ),
    offset: z.preprocess(selectedNumber, queryInteger('offset', 0, SEARCH_OFFSET_MAX).default(0)),
  })
  .superRefine((query, ctx) => {
    if (
      query.profession &&
      query.expertise &&
      foreignExpertises(query.profession, [query.expertise]).length
    ) {
      ctx.addIssue({ code: 'custom', message: messages.select, path: ['expertise'] });
    }
  })
  .transform(normaliseProfileSearch);
export type ProfileSearchQuery = z.output<typeof profileSearchQuerySchema>;

/**
 * The search a URL describes (a shared link, a reload, Back), read with the schema but as a link
 * deserves: a value the API would refuse (an unknown state, another profession's expertise) is
 * ignored, not an error. Undefined when the URL names no filter.
 */
export function readProfileSearchQuery(params: URLSearchParams): ProfileSearchQuery | undefined {
  const query = Object.fromEntries(params);
  if (!Object.keys(query).some((name) => Object.hasOwn(profileSearchFilters, name))) {
    return undefined;
  }
  return readLeniently(query);
}

function readLeniently(query: Record<string, string>): ProfileSearchQuery {
  const parsed = profileSearchQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.entries(query).filter(([name]) => !refused.has(name));
  // Every issue names a parameter, so each round drops one at least (and {} always reads).
  return readLeniently(kept.length < Object.keys(query).length ? Object.fromEntries(kept) : {});
}

// Only published, complete profiles, in a deterministic order, with the total available.
export const profileSearchResultSchema = z.object({
  items: z.array(profileCardSchema),
  total: z.number().int().min(0),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX),
  offset: z.number().int().min(0),
});
export type ProfileSearchResult = z.infer<typeof profileSearchResultSchema>;
