import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { SAVED_SEARCH_NAME_MAX } from '../limits';
import { messages } from '../messages';
import {
  experienceYearsSchema,
  expertiseKeySchema,
  idSchema,
  isoDateTimeSchema,
  professionSchema,
  regionSchema,
  text,
} from './common';
import { profileSearchQuerySchema } from './profileSearch';

// Saved community searches (issue 23): a member names a search and keeps it (at most
// SAVED_SEARCH_MAX); a member who newly matches it is news to them once (notification kind
// 'saved_search_match'). Beyond the issue: each one shows how many members match now and how
// many of them are new since the member last ran it.
//
// - GET    /v1/user/searches              my saved searches, newest first
// - POST   /v1/user/searches              { name, query } saves one (201)
// - PATCH  /v1/user/searches/{id}         { name } renames it
// - POST   /v1/user/searches/{id}/opened  the member ran it: nothing is new any more
// - DELETE /v1/user/searches/{id}         forgets it (204)
// Another member's saved search answers 404, never 403.

/**
 * The filters a saved search keeps: the community search's query without its paging, read by
 * the same schema, so a saved query is normalised as the search itself runs it (spec 7's rule:
 * no 'ALL', no expertise without a profession, no searchByRegion without a region).
 */
// "Licensed in" (issue 24) is not kept: who matches it changes with the clock (a licence ends
// with its month), which the saved searches' announcements do not follow.
export const savedSearchQuerySchema = profileSearchQuerySchema.transform(
  ({ limit: _limit, offset: _offset, licensedIn: _licensedIn, ...filters }) => filters,
);
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

/** The stored filters as answers carry them (already normalised). */
export const savedSearchFiltersSchema = z.object({
  profession: professionSchema.optional(),
  expertise: expertiseKeySchema.optional(),
  region: regionSchema.optional(),
  experienceYears: experienceYearsSchema.optional(),
  searchByRegion: z.boolean(),
});

export const savedSearchNameSchema = text({ error: apiMessages.nameThisSearch })
  .trim()
  .min(1, apiMessages.nameThisSearch)
  .max(SAVED_SEARCH_NAME_MAX, messages.maxLength(SAVED_SEARCH_NAME_MAX));

export const savedSearchSchema = z.object({
  id: idSchema,
  name: text().max(SAVED_SEARCH_NAME_MAX),
  query: savedSearchFiltersSchema,
  createdAt: isoDateTimeSchema,
  /** When the member last ran it from the list (at first, when it was saved). */
  openedAt: isoDateTimeSchema,
  /** Listed members who match it now. */
  matches: z.number().int().min(0),
  /** Of those, how many matched it for the first time after openedAt. */
  newMatches: z.number().int().min(0),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.array(savedSearchSchema);

export const savedSearchBodySchema = z.strictObject({
  name: savedSearchNameSchema,
  query: savedSearchQuerySchema,
});
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

export const savedSearchPatchBodySchema = z.strictObject({
  name: savedSearchNameSchema,
});
export type SavedSearchPatchBody = z.infer<typeof savedSearchPatchBodySchema>;
