import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { TESTIMONIAL_RELATIONSHIPS } from '../enums';
import { FIELD_MAX, TEXT_MIN, TESTIMONIAL_CONFLICT_MAX, TESTIMONIAL_CONTENT_MAX } from '../limits';
import { messages } from '../messages';
import { profileCardSchema } from './card';
import { YEAR_MIN } from './career';
import {
  emailField,
  idSchema,
  isoDateTimeSchema,
  requiredText,
  selectedNumber,
  testimonialStatusSchema,
  text,
  uuidSchema,
} from './common';

export const testimonialRelationshipSchema = z.enum(TESTIMONIAL_RELATIONSHIPS, {
  error: messages.select,
});

// What the writer disclosed with the text (issue 24; the SEC Marketing Rule asks for it):
// shown inline beside the testimonial, never behind a link or in smaller type.
export const testimonialProvenanceSchema = z.object({
  relationship: testimonialRelationshipSchema,
  periodFrom: z.number().int(),
  // null: still working together.
  periodTo: z.number().int().nullable(),
  // Paid or otherwise compensated for the testimonial.
  paid: z.boolean(),
  // '' when the writer declared no material conflict.
  conflict: text().max(TESTIMONIAL_CONFLICT_MAX),
  // When the writer confirmed the text and these disclosures.
  confirmedAt: isoDateTimeSchema,
});
export type TestimonialProvenance = z.infer<typeof testimonialProvenanceSchema>;

// Testimonials (spec 3). A request is created with the writer's name and e-mail (pending);
// the writer fills company, position and content through /testimonial/{uuid}; the member
// then publishes or unpublishes it. The writer's e-mail is never returned: the uuid page is
// public and the member already knows whom they asked.
export const testimonialSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  name: text().max(FIELD_MAX),
  // null until the writer sends the testimonial.
  company: text().max(FIELD_MAX).nullable(),
  position: text().max(FIELD_MAX).nullable(),
  content: text().max(TESTIMONIAL_CONTENT_MAX).nullable(),
  status: testimonialStatusSchema,
  createdAt: isoDateTimeSchema,
  // The relationship the member named in the request (the writer's page preselects it).
  requestedRelationship: testimonialRelationshipSchema.nullable(),
  // null until written, and for testimonials written before disclosures existed.
  provenance: testimonialProvenanceSchema.nullable(),
  // The requesting member.
  user: profileCardSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// POST /v1/testimonials: create a pending request and e-mail the link (docs/architecture.md "testimonial request path").
// `relationship` (issue 24) is optional: what the member was to the writer, as they remember it.
export const testimonialRequestBodySchema = z.strictObject({
  name: requiredText(FIELD_MAX),
  email: emailField(FIELD_MAX),
  relationship: testimonialRelationshipSchema.optional(),
});
export type TestimonialRequestBody = z.infer<typeof testimonialRequestBodySchema>;
// The form's select hands over '' while nothing is chosen: that is "not named".
export const testimonialRequestFormSchema = testimonialRequestBodySchema.extend({
  relationship: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    testimonialRelationshipSchema.optional(),
  ),
});
export type TestimonialRequestForm = z.input<typeof testimonialRequestFormSchema>;

// PATCH /v1/testimonials/{id}: the member publishes or unpublishes a written testimonial.
// A pending one cannot be patched (the server answers InvalidRequest). The words are the
// writer's alone (issue 24): a body that tries to change them is refused with its own
// message, never silently ignored.
const writersOnly = z.never({ error: apiMessages.testimonialTextLocked }).optional();
export const testimonialPatchSchema = z.strictObject({
  status: z.enum(['published', 'unpublished']),
  company: writersOnly,
  position: writersOnly,
  content: writersOnly,
});
export type TestimonialPatch = z.infer<typeof testimonialPatchSchema>;

// Years worked together: 'from' and 'to' are not in the future (the calendar year of the
// clock that parses), and 'to' is not before 'from'.
const periodYear = z
  .number({ error: messages.year })
  .int(messages.year)
  .min(YEAR_MIN, messages.year);
const currentYear = () => new Date().getUTCFullYear();
function checkPeriod(
  period: { periodFrom: number; periodTo: number | null },
  ctx: z.RefinementCtx,
): void {
  const year = currentYear();
  if (period.periodFrom > year) {
    ctx.addIssue({ code: 'custom', message: messages.futureYear, path: ['periodFrom'] });
  }
  if (period.periodTo === null) return;
  if (period.periodTo > year) {
    ctx.addIssue({ code: 'custom', message: messages.futureYear, path: ['periodTo'] });
  } else if (period.periodTo < period.periodFrom) {
    ctx.addIssue({ code: 'custom', message: messages.periodOrder, path: ['periodTo'] });
  }
}

const testimonialText = {
  company: requiredText(FIELD_MAX),
  position: requiredText(FIELD_MAX),
  content: requiredText(TESTIMONIAL_CONTENT_MAX),
};

/** The writer's 'To' select: still working together. */
export const PERIOD_PRESENT = 'present';

// The writer's form: spec 5's three fields (all required, 2+ characters), then the
// disclosures (issue 24), each a required choice; a declared conflict needs its description.
export const testimonialWriteFormSchema = z
  .object({
    ...testimonialText,
    relationship: z.preprocess(
      (value) => (value === '' ? undefined : value),
      testimonialRelationshipSchema,
    ),
    periodFrom: z.preprocess(selectedNumber, periodYear),
    periodTo: z.preprocess(
      (value) => (value === PERIOD_PRESENT ? null : selectedNumber(value)),
      periodYear.nullable(),
    ),
    paid: z.enum(['yes', 'no'], { error: messages.select }),
    conflictChoice: z.enum(['none', 'declared'], { error: messages.select }),
    conflict: text()
      .trim()
      .max(TESTIMONIAL_CONFLICT_MAX, messages.maxLength(TESTIMONIAL_CONFLICT_MAX)),
  })
  .superRefine((form, ctx) => {
    checkPeriod(form, ctx);
    if (form.conflictChoice === 'declared' && form.conflict.length < TEXT_MIN) {
      ctx.addIssue({ code: 'custom', message: messages.conflict, path: ['conflict'] });
    }
  });
/** What the inputs hold (strings from the selects). */
export type TestimonialWriteFormInput = z.input<typeof testimonialWriteFormSchema>;
export type TestimonialWriteForm = z.output<typeof testimonialWriteFormSchema>;

// PUT /v1/testimonials/uuid/{uuid}. The spec sends the testimonial object; only these keys
// are accepted so a writer cannot set status, name or owner. `uuid`, when sent, must match
// the path. After it the status is 'unpublished' and a second PUT is refused. The disclosures
// (issue 24) are required: `periodTo` null is "still working together", `conflict` '' is
// "no material conflict", anything else describes it (2+ characters).
export const testimonialWriteBodySchema = z
  .strictObject({
    ...testimonialText,
    relationship: testimonialRelationshipSchema,
    periodFrom: periodYear,
    periodTo: periodYear.nullable(),
    paid: z.boolean({ error: messages.select }),
    conflict: text({ error: messages.conflict })
      .trim()
      .max(TESTIMONIAL_CONFLICT_MAX, messages.maxLength(TESTIMONIAL_CONFLICT_MAX))
      .refine((value) => value === '' || value.length >= TEXT_MIN, messages.conflict),
    uuid: uuidSchema.optional(),
  })
  .superRefine(checkPeriod);
export type TestimonialWriteBody = z.infer<typeof testimonialWriteBodySchema>;
export const uuidParamsSchema = z.strictObject({ uuid: uuidSchema });
