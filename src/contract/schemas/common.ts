import { z } from 'zod';
import { isIsoDate } from '../dates';
import {
  EMPLOYMENT_STATUSES,
  EXPERIENCE_BUCKETS,
  IMAGE_CONTENT_TYPES,
  INDEPENDENT_STATUSES,
  CAREER_STAGES,
  PROFESSIONS,
  TEAM_RELATION_STATUSES,
  TESTIMONIAL_STATUSES,
  UPLOAD_KINDS,
} from '../enums';
import { ALL, LOCATION_CODES, REGION_CODES } from '../regions';
import { TEXT_MIN } from '../limits';
import { messages } from '../messages';

// Building blocks shared by the resource schemas. Write schemas trim text and turn '' into
// null for optional fields, so a cleared input and a missing value are stored the same way.

// Ids are Postgres `integer` serials: positive and 32-bit.
export const idSchema = z.number().int().positive().max(2_147_483_647);
// Path parameters arrive as strings.
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.strictObject({ id: idParamSchema });
export const uuidSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const isoDateSchema = z
  .string({ error: messages.required })
  .max(10)
  .refine(isIsoDate, messages.invalidPattern);
// Career dates are the first of a month (spec 3: "stored as year-month-01").
export const monthDateSchema = isoDateSchema.refine(
  (value) => value.endsWith('-01'),
  messages.invalidPattern,
);

export const professionSchema = z.enum(PROFESSIONS, { error: messages.select });
export const experienceYearsSchema = z.literal(EXPERIENCE_BUCKETS, { error: messages.select });
export const employmentStatusSchema = z.enum(EMPLOYMENT_STATUSES, { error: messages.select });
export const independentStatusSchema = z.enum(INDEPENDENT_STATUSES, { error: messages.select });
export const careerStageSchema = z.enum(CAREER_STAGES, { error: messages.select });
export const regionSchema = z.enum(REGION_CODES, { error: messages.select });
export const locationCodeSchema = z.enum(LOCATION_CODES, { error: messages.select });
export const testimonialStatusSchema = z.enum(TESTIMONIAL_STATUSES);
export const teamRelationStatusSchema = z.enum(TEAM_RELATION_STATUSES);
export const uploadKindSchema = z.enum(UPLOAD_KINDS);
export const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: messages.image });
export const expertiseKeySchema = z.string().max(40);

// Upload keys are minted by the server as '<kind>/<name>'; the pattern keeps a client from
// pointing its avatar at another path.
export const uploadKeySchema = z
  .string()
  .max(200)
  .regex(/^(covers|avatars)\/[A-Za-z0-9][A-Za-z0-9._-]*$/, messages.invalidPattern);

// Required text (spec 5 "Text: at least 2 characters"): trimmed, 2..max.
export const requiredText = (max: number, message: string = messages.text) =>
  z.string({ error: message }).trim().min(TEXT_MIN, message).max(max, messages.maxLength(max));

// Optional text: '' or null means "not set" and becomes null; a value still needs 2 characters.
export const optionalText = (max: number, message: string = messages.text) =>
  z
    .string({ error: message })
    .trim()
    .max(max, messages.maxLength(max))
    .refine((value) => value === '' || value.length >= TEXT_MIN, message)
    .nullable()
    .transform((value) => (value === '' ? null : value));

// E-mail addresses are trimmed and lower-cased so uniqueness does not depend on case.
export const emailField = (max: number, message: string = messages.email) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(max, messages.maxLength(max))
    .regex(z.regexes.email, message);

// Only http(s) links with a dotted host: anything else (javascript:, data:) must never be
// rendered as a link on a profile.
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const httpUrlField = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, messages.maxLength(max)).refine(isHttpUrl, message);

// Spec 5: at least one; ALL excludes every other code; no duplicates.
export const locationsSchema = z
  .array(locationCodeSchema, { error: messages.pickOne })
  .min(1, messages.pickOne)
  .max(LOCATION_CODES.length)
  .refine((codes) => !codes.includes(ALL) || codes.length === 1, messages.select)
  .refine((codes) => new Set(codes).size === codes.length, messages.select);

export const expertisesSchema = z
  .array(expertiseKeySchema, { error: messages.pickOne })
  .min(1, messages.pickOne)
  .max(40)
  .refine((keys) => new Set(keys).size === keys.length, messages.select);

// Select inputs hand over strings; '' means nothing chosen.
export const selectedNumber = (value: unknown): unknown =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

// A checkbox that must be ticked.
export const requiredCheck = z.literal(true, { error: messages.required });
