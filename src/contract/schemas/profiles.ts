import { z } from 'zod';
import { foreignExpertises } from '../expertise';
import { ALL } from '../regions';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX } from '../limits';
import { apiMessages } from '../apiMessages';
import { messages } from '../messages';
import type { ExperienceBucket, Profession } from '../enums';
import type { LocationCode } from '../regions';
import { profileCardSchema } from './card';
import { certificationSchema, educationSchema, positionSchema } from './career';
import {
  experienceYearsSchema,
  expertiseKeySchema,
  locationCodeSchema,
  professionSchema,
  selectedNumber,
} from './common';
import { testimonialSchema } from './testimonials';
import { userSchema } from './user';

// GET /v1/profiles/{id}: a member's public profile. No account e-mail and no contact details
// (those are revealed one member at a time below); only published testimonials.
export const profileSchema = userSchema
  .omit({ email: true, website: true, contactEmail: true, contactPhone: true })
  .extend({
    certifications: z.array(certificationSchema),
    educations: z.array(educationSchema),
    positions: z.array(positionSchema),
    testimonials: z.array(testimonialSchema),
  });
export type Profile = z.infer<typeof profileSchema>;

// GET /v1/profiles/{id}/contact: a signed-in member reveals another's contact details; the
// server records the view and rate limits it against scraping. The member's own GET /v1/user
// still carries them (settings edit them there).
export const profileContactSchema = userSchema.pick({
  website: true,
  contactEmail: true,
  contactPhone: true,
});
export type ProfileContact = z.infer<typeof profileContactSchema>;

// ---- Community search: GET /v1/profiles?{query} ----

// The filter object of the search screen; every field may be empty.
export interface ProfileSearchFilter {
  profession?: Profession | '' | null;
  expertise?: string | null;
  region?: LocationCode | '' | null;
  experienceYears?: ExperienceBucket | '' | null;
  searchByRegion?: boolean | null;
  limit?: number;
  offset?: number;
}

const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

// The server's reading of the query: lenient about the same things the client drops, strict
// about values (an unknown profession or a foreign expertise is InvalidRequest).
// A paging number of the query string, refused in a sentence that names it.
const queryInteger = (name: string, min: number, max: number) =>
  z
    .number({ error: apiMessages.queryInteger(name) })
    .int(apiMessages.queryInteger(name))
    .min(min, messages.minValue(min))
    .max(max, messages.maxValue(max));

export const profileSearchQuerySchema = z
  .object({
    profession: z.preprocess(blankToUndefined, professionSchema.optional()),
    expertise: z.preprocess(blankToUndefined, expertiseKeySchema.optional()),
    region: z.preprocess(blankToUndefined, locationCodeSchema.optional()),
    experienceYears: z.preprocess(selectedNumber, experienceYearsSchema.optional()),
    searchByRegion: z.preprocess(
      (value) =>
        value === 'true' || value === '1'
          ? true
          : value === 'false' || value === '0'
            ? false
            : blankToUndefined(value),
      z.boolean().optional(),
    ),
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
  .transform((query) => {
    const region = query.region && query.region !== ALL ? query.region : undefined;
    return {
      profession: query.profession,
      expertise: query.profession ? query.expertise : undefined,
      region,
      experienceYears: query.experienceYears,
      searchByRegion: region ? (query.searchByRegion ?? false) : false,
      limit: query.limit,
      offset: query.offset,
    };
  });
export type ProfileSearchQuery = z.output<typeof profileSearchQuerySchema>;

// Only published, complete profiles, in a deterministic order, with the total available.
export const profileSearchResultSchema = z.object({
  items: z.array(profileCardSchema),
  total: z.number().int().min(0),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX),
  offset: z.number().int().min(0),
});
export type ProfileSearchResult = z.infer<typeof profileSearchResultSchema>;
