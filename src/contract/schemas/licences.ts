import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { FIELD_MAX } from '../limits';
import { LICENCE_DECISIONS, LICENCE_SOURCE_MAX } from '../licences';
import { DECISION_NOTE_MAX } from '../vetting';
import { verificationStateSchema } from './career';
import {
  idSchema,
  isoDateTimeSchema,
  monthDateSchema,
  optionalText,
  regionSchema,
  text,
} from './common';
import { actorSchema, memberRefSchema, pageOf, pageQueryShape } from './operators';

// The reviewers' side of the licence ledger (issue 24, src/contract/licences.ts):
// - GET  /v1/admin/licences?state=unverified   licences in one state (default unverified),
//                                              oldest change first, paginated
// - POST /v1/admin/licences/{id}/decision      verified (against a named source) or revoked,
//                                              with a note; audited, and the member is told
// A decision names the version the reviewer saw (`reviewedVersion`, the licence's updatedAt): a
// licence the member changed since answers 400 and nothing changes.

export const licenceItemSchema = z.object({
  id: idSchema,
  member: memberRefSchema,
  name: text().max(FIELD_MAX),
  organization: text().max(FIELD_MAX),
  identifier: text().max(FIELD_MAX).nullable(),
  jurisdiction: regionSchema.nullable(),
  issuedDate: monthDateSchema,
  expirationDate: monthDateSchema.nullable(),
  url: text().nullable(),
  verificationState: verificationStateSchema,
  verifiedAt: isoDateTimeSchema.nullable(),
  verifiedBy: actorSchema.nullable(),
  verificationSource: text().max(LICENCE_SOURCE_MAX).nullable(),
  verificationNote: text().max(DECISION_NOTE_MAX).nullable(),
  // The version a decision names (reviewedVersion).
  updatedAt: isoDateTimeSchema,
});
export type LicenceItem = z.infer<typeof licenceItemSchema>;

export const licenceQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    verificationStateSchema.default('unverified'),
  ),
  ...pageQueryShape,
});
export type LicenceQuery = z.infer<typeof licenceQuerySchema>;
export const licencePageSchema = pageOf(licenceItemSchema);
export type LicencePage = z.infer<typeof licencePageSchema>;

const licenceDecisionShape = {
  decision: z.enum(LICENCE_DECISIONS, { error: apiMessages.chooseLicenceDecision }),
  // The state board's lookup URL, or a named source ("Phoned the Ohio board").
  source: optionalText(LICENCE_SOURCE_MAX),
  note: optionalText(DECISION_NOTE_MAX),
};

const sourceGiven = (body: { decision: string; source: string | null | undefined }) =>
  body.decision !== 'verified' || Boolean(body.source);

export const licenceDecisionBodySchema = z
  .strictObject({
    ...licenceDecisionShape,
    source: licenceDecisionShape.source.optional().default(null),
    note: licenceDecisionShape.note.optional().default(null),
    reviewedVersion: isoDateTimeSchema,
  })
  .refine(sourceGiven, { message: apiMessages.licenceSourceRequired, path: ['source'] });
export type LicenceDecisionBody = z.input<typeof licenceDecisionBodySchema>;

// The decision form of the operator screen: the body without the version (the item gives it).
export const licenceDecisionFormSchema = z
  .object(licenceDecisionShape)
  .refine(sourceGiven, { message: apiMessages.licenceSourceRequired, path: ['source'] });
export type LicenceDecisionFormInput = z.input<typeof licenceDecisionFormSchema>;
export type LicenceDecisionForm = z.output<typeof licenceDecisionFormSchema>;
