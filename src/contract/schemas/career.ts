import { z } from 'zod';
import { parseYearMonth, toMonthStart } from '../dates';
import {
  CERTIFICATION_KINDS,
  VERIFICATION_STATES,
  verificationStateOf,
  type StoredVerificationState,
} from '../licences';
import {
  CERTIFICATION_EXPIRY_SPAN_YEARS,
  CERTIFICATION_URL_MAX,
  FIELD_MAX,
  POSITION_DESCRIPTION_MAX,
} from '../limits';
import { messages } from '../messages';
import {
  idSchema,
  isoDateSchema,
  monthDateSchema,
  optionalText,
  regionSchema,
  requiredText,
  text,
} from './common';

// Career records (spec 3) and their write bodies. Dates are month precision: a body may carry
// any valid 'yyyy-mm-dd', and it is normalised to the first of its month before storage.

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

const monthStartDate = isoDateSchema.transform(toMonthStart);
const yearSchema = z
  .number({ error: messages.year })
  .int(messages.year)
  .min(YEAR_MIN, messages.year)
  .max(YEAR_MAX, messages.year);

// ---- Certification ----

// A certification or a licence (issue 24, the licence ledger: src/contract/licences.ts).
export const certificationKindSchema = z.enum(CERTIFICATION_KINDS, { error: messages.select });
export const verificationStateSchema = z.enum(VERIFICATION_STATES);

export const certificationSchema = z.object({
  id: idSchema,
  name: text().max(FIELD_MAX),
  organization: text().max(FIELD_MAX),
  issuedDate: monthDateSchema,
  expirationDate: monthDateSchema.nullable(),
  identifier: text().max(FIELD_MAX).nullable(),
  url: text().max(CERTIFICATION_URL_MAX).nullable(),
  kind: certificationKindSchema,
  // The state that issued a licence.
  jurisdiction: regionSchema.nullable(),
  // What a licence's badge reads now (derived from the stored state and the clock); null for a
  // certification, which reviewers do not verify.
  verificationState: verificationStateSchema.nullable(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** The badge a stored certification answers with at `now` (server and mocks alike). */
export const certificationVerificationState = (
  row: {
    kind: string;
    verificationState: string;
    expirationDate: string | null;
  },
  now: Date,
): Certification['verificationState'] =>
  row.kind === 'licence'
    ? verificationStateOf(
        {
          verificationState: row.verificationState as StoredVerificationState,
          expirationDate: row.expirationDate,
        },
        now,
      )
    : null;

// Expiry is not before the issue month and at most 20 years after the issue year (spec 5).
// Exported so the server can check a PATCH merged with the stored record.
export const isValidCertificationSpan = (
  issuedDate: string,
  expirationDate: string | null,
): boolean => {
  if (expirationDate === null) return true;
  const issued = parseYearMonth(issuedDate);
  const expires = parseYearMonth(expirationDate);
  return (
    toMonthStart(expirationDate) >= toMonthStart(issuedDate) &&
    expires.year <= issued.year + CERTIFICATION_EXPIRY_SPAN_YEARS
  );
};

/**
 * What is wrong with a certification as it would be stored (a body, or a patch merged with the
 * stored record), or null: the span of its dates, and a licence without its issuing state.
 */
export const certificationProblem = (row: {
  issuedDate: string;
  expirationDate: string | null;
  kind: string;
  jurisdiction: string | null;
}): { message: string; path: 'expirationDate' | 'jurisdiction' } | null => {
  if (!isValidCertificationSpan(row.issuedDate, row.expirationDate)) {
    return { message: messages.year, path: 'expirationDate' };
  }
  if (row.kind === 'licence' && row.jurisdiction === null) {
    return { message: messages.jurisdiction, path: 'jurisdiction' };
  }
  return null;
};

const certificationFields = {
  name: requiredText(FIELD_MAX),
  organization: requiredText(FIELD_MAX),
  issuedDate: monthStartDate,
  expirationDate: monthStartDate.nullable(),
  identifier: optionalText(FIELD_MAX),
  // "URL free text" (spec 5); the client renders it as a link only when it is http(s).
  url: optionalText(CERTIFICATION_URL_MAX),
  kind: certificationKindSchema,
  // A state of the list (never 'ALL'); required for a licence.
  jurisdiction: regionSchema.nullable(),
};

// POST /v1/certifications
export const certificationBodySchema = z
  .strictObject({
    ...certificationFields,
    expirationDate: certificationFields.expirationDate.optional().default(null),
    identifier: certificationFields.identifier.optional().default(null),
    url: certificationFields.url.optional().default(null),
    kind: certificationFields.kind.optional().default('certification'),
    jurisdiction: certificationFields.jurisdiction.optional().default(null),
  })
  .superRefine((body, ctx) => {
    const problem = certificationProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type CertificationBody = z.input<typeof certificationBodySchema>;

// PATCH /v1/certifications/{id}; the span rule is checked here only when both dates come, and
// a licence's state when kind and state both come (the server checks the merged record too).
export const certificationPatchSchema = z
  .strictObject(certificationFields)
  .partial()
  .refine(
    (body) =>
      body.issuedDate === undefined ||
      body.expirationDate === undefined ||
      isValidCertificationSpan(body.issuedDate, body.expirationDate),
    { message: messages.year, path: ['expirationDate'] },
  )
  .refine((body) => !(body.kind === 'licence' && body.jurisdiction === null), {
    message: messages.jurisdiction,
    path: ['jurisdiction'],
  });
export type CertificationPatch = z.input<typeof certificationPatchSchema>;

// ---- Education ----

export const educationSchema = z.object({
  id: idSchema,
  organization: text().max(FIELD_MAX),
  degree: text().max(FIELD_MAX),
  fieldOfStudy: text().max(FIELD_MAX).nullable(),
  issuedYear: z.number().int(),
});
export type Education = z.infer<typeof educationSchema>;

const educationFields = {
  organization: requiredText(FIELD_MAX),
  degree: requiredText(FIELD_MAX),
  fieldOfStudy: optionalText(FIELD_MAX),
  issuedYear: yearSchema,
};
export const educationBodySchema = z.strictObject({
  ...educationFields,
  fieldOfStudy: educationFields.fieldOfStudy.optional().default(null),
});
export type EducationBody = z.input<typeof educationBodySchema>;
export const educationPatchSchema = z.strictObject(educationFields).partial();
export type EducationPatch = z.input<typeof educationPatchSchema>;

// ---- Position ----

export const positionSchema = z.object({
  id: idSchema,
  title: text().max(FIELD_MAX),
  company: text().max(FIELD_MAX),
  startDate: monthDateSchema,
  // null means Present.
  endDate: monthDateSchema.nullable(),
  location: text().max(FIELD_MAX).nullable(),
  description: text().max(POSITION_DESCRIPTION_MAX).nullable(),
});
export type Position = z.infer<typeof positionSchema>;

export const isValidPositionSpan = (startDate: string, endDate: string | null): boolean =>
  endDate === null || toMonthStart(endDate) >= toMonthStart(startDate);

const positionFields = {
  title: requiredText(FIELD_MAX),
  company: requiredText(FIELD_MAX),
  startDate: monthStartDate,
  endDate: monthStartDate.nullable(),
  location: optionalText(FIELD_MAX),
  description: optionalText(POSITION_DESCRIPTION_MAX),
};
export const positionBodySchema = z
  .strictObject({
    ...positionFields,
    endDate: positionFields.endDate.optional().default(null),
    location: positionFields.location.optional().default(null),
    description: positionFields.description.optional().default(null),
  })
  .refine((body) => isValidPositionSpan(body.startDate, body.endDate), {
    message: messages.year,
    path: ['endDate'],
  });
export type PositionBody = z.input<typeof positionBodySchema>;
export const positionPatchSchema = z
  .strictObject(positionFields)
  .partial()
  .refine(
    (body) =>
      body.startDate === undefined ||
      body.endDate === undefined ||
      isValidPositionSpan(body.startDate, body.endDate),
    { message: messages.year, path: ['endDate'] },
  );
export type PositionPatch = z.input<typeof positionPatchSchema>;
