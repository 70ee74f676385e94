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
import { isHttpUrl } from '../urls';

// Building blocks shared by the resource schemas. Write schemas trim text and turn '' into
// null for optional fields, so a cleared input and a missing value are stored the same way.

// The SPA runs under a Content-Security-Policy without 'unsafe-eval'. Zod compiles object parsers
// with `new Function` and probes for it when the first object schema is built; the browser reports
// that probe as a violation even though zod catches it. So, before any schema is built: no JIT in
// a browser (its forms are small); the server keeps it.
if ('window' in globalThis) z.config({ jitless: true });

// Every string of the contract is made by text(). A NUL is refused by PostgreSQL (a 500 where
// bad input must get a 400) and a lone UTF-16 surrogate has no UTF-8 form (it would be stored
// as U+FFFD, silently changed): both are refused first, with their own message.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string): boolean =>
  !value.includes('\u0000') && !loneSurrogate.test(value);
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isWellFormedText, { error: messages.characters, abort: true });

// Ids are Postgres `integer` serials: positive and 32-bit.
export const idSchema = z.number().int().positive().max(2_147_483_647);
// Numbers in paths and query strings are written in canonical decimal only: Number() would
// also read '0x10', '1e1', ' 1', '+1', '1.0' and '01', so one record would answer to many URLs.
const canonicalInteger = /^(0|[1-9][0-9]*)$/;
// Path parameters arrive as strings.
export const idParamSchema = text()
  .regex(canonicalInteger, messages.invalidPattern)
  .transform(Number)
  .pipe(idSchema);
export const idParamsSchema = z.strictObject({ id: idParamSchema });
export const uuidSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const isoDateSchema = text({ error: messages.required })
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
export const expertiseKeySchema = text().max(40);

// Upload keys are minted by the server as '<kind>/<name>'; the pattern keeps a client from
// pointing its avatar at another path.
export const uploadKeySchema = text()
  .max(200)
  .regex(/^(covers|avatars)\/[A-Za-z0-9][A-Za-z0-9._-]*$/, messages.invalidPattern);

// Required text (spec 5 "Text: at least 2 characters"): trimmed, 2..max.
export const requiredText = (max: number, message: string = messages.text) =>
  text({ error: message }).trim().min(TEXT_MIN, message).max(max, messages.maxLength(max));

// Optional text: '' or null means "not set" and becomes null; a value still needs 2 characters.
export const optionalText = (max: number, message: string = messages.text) =>
  text({ error: message })
    .trim()
    .max(max, messages.maxLength(max))
    .refine((value) => value === '' || value.length >= TEXT_MIN, message)
    .nullable()
    .transform((value) => (value === '' ? null : value));

// E-mail addresses are trimmed and lower-cased so uniqueness does not depend on case.
export const emailField = (max: number, message: string = messages.email) =>
  text({ error: message })
    .trim()
    .toLowerCase()
    .max(max, messages.maxLength(max))
    .regex(z.regexes.email, message);

export const httpUrlField = (max: number, message: string) =>
  text({ error: message }).trim().max(max, messages.maxLength(max)).refine(isHttpUrl, message);

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

// Select inputs and query strings hand over strings; '' means nothing chosen. A string that is
// not a canonical decimal integer stays a string, so the number schema after it refuses it.
export const selectedNumber = (value: unknown): unknown =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'string' && canonicalInteger.test(value)
      ? Number(value)
      : value;

// A checkbox that must be ticked.
export const requiredCheck = z.literal(true, { error: messages.required });
