import { z } from 'zod';
import {
  NOTICE_RESPONSE_MAX,
  REVIEW_DECISIONS,
  REVIEW_REASONS,
  REVIEW_STATES,
  REVIEW_TRIGGERS,
  reasonsFor,
  ELIGIBILITY_FIELDS,
} from '../vetting';
import { apiMessages } from '../apiMessages';
import { certificationSchema, educationSchema, positionSchema } from './career';
import { idSchema, isoDateTimeSchema, professionSchema, requiredText, text } from './common';
import {
  actorSchema,
  decisionNoteSchema,
  memberRefSchema,
  pageOf,
  pageQueryShape,
  requireNoteForOther,
} from './operators';
import { profileSchema } from './profiles';
import { testimonialSchema } from './testimonials';

// The review queue (GET /v1/admin/reviews), one review (GET /v1/admin/reviews/{id}) and its
// decisions (POST /v1/admin/reviews/{id}/decisions); and the member's own view of their check
// (GET /v1/user/check), their answer to a notice and a request for a re-review.

export const reviewStateSchema = z.enum(REVIEW_STATES);
export const reviewTriggerSchema = z.enum(REVIEW_TRIGGERS);
export const reviewReasonSchema = z.enum(REVIEW_REASONS, { error: apiMessages.unknownReason });

// One answer eligibility rests on, before and after (a re-check highlights what changed).
export const eligibilityChangeSchema = z.object({
  field: z.enum(ELIGIBILITY_FIELDS),
  from: z.union([text(), z.number()]).nullable(),
  to: z.union([text(), z.number()]).nullable(),
  changedAt: isoDateTimeSchema,
});
export type EligibilityChange = z.infer<typeof eligibilityChangeSchema>;

export const reviewSummarySchema = z.object({
  id: idSchema,
  state: reviewStateSchema,
  trigger: reviewTriggerSchema,
  openedAt: isoDateTimeSchema,
  member: memberRefSchema,
  // The operator who started it; null while it waits.
  reviewer: actorSchema.nullable(),
  // Set while a notice waits for the member's answer.
  noticeDueAt: isoDateTimeSchema.nullable(),
  responded: z.boolean(),
  decidedAt: isoDateTimeSchema.nullable(),
  reason: reviewReasonSchema.nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewQuerySchema = z.object({
  // Open reviews (submitted, in review, notice) unless a state is named.
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum([...REVIEW_STATES, 'open']).default('open'),
  ),
  profession: z.preprocess(
    (value) => (value === '' ? undefined : value),
    professionSchema.optional(),
  ),
  ...pageQueryShape,
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;
export const reviewPageSchema = pageOf(reviewSummarySchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

// A position with the months it counts towards the 96 of the completion rule.
export const reviewedPositionSchema = positionSchema.extend({ months: z.number().int().min(0) });

// Everything one decision needs, on one page: the profile as the community sees it, the career
// behind it, every testimonial with its status, the eligibility answers and when each changed,
// the member's earlier reviews. The SSN digits are not here: they are asked for (and audited).
export const reviewDetailSchema = z.object({
  review: reviewSummarySchema.extend({
    note: text().nullable(),
    decidedBy: actorSchema.nullable(),
    noticeReason: reviewReasonSchema.nullable(),
    noticeNote: text().nullable(),
    noticeSentAt: isoDateTimeSchema.nullable(),
    response: text().nullable(),
    respondedAt: isoDateTimeSchema.nullable(),
    changes: z.array(eligibilityChangeSchema),
    // Whether a background check (SSN digits) is on file for the member.
    hasSsn: z.boolean(),
  }),
  profile: profileSchema.omit({ testimonials: true, hasContact: true }),
  account: z.object({ email: text(), createdAt: isoDateTimeSchema }),
  positions: z.array(reviewedPositionSchema),
  positionMonths: z.number().int().min(0),
  educations: z.array(educationSchema),
  certifications: z.array(certificationSchema),
  testimonials: z.array(testimonialSchema),
  eligibility: z.object({
    eligible: z.boolean(),
    complete: z.boolean(),
    // The latest change of each answer, null when never changed since sign-up.
    changedAt: z.object({
      employmentStatus: isoDateTimeSchema.nullable(),
      independentStatus: isoDateTimeSchema.nullable(),
      experienceYears: isoDateTimeSchema.nullable(),
    }),
  }),
  history: z.array(reviewSummarySchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

// POST /v1/admin/reviews/{id}/decisions. One transaction: the review's state, the profile's
// visibility, the audit entry and the member's notification and e-mail.
export const reviewDecisionBodySchema = z
  .strictObject({
    action: z.enum(REVIEW_DECISIONS, { error: apiMessages.unknownAction }),
    reason: reviewReasonSchema,
    note: decisionNoteSchema,
  })
  .superRefine((body, ctx) => {
    if (!reasonsFor(body.action).includes(body.reason)) {
      ctx.addIssue({ code: 'custom', message: apiMessages.reasonNotForAction, path: ['reason'] });
    }
    requireNoteForOther(body, ctx);
  });
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

// POST /v1/admin/reviews/{id}/ssn: the last four digits, shown on request (audited).
export const revealedSsnSchema = z.object({ last4: text().regex(/^\d{4}$/) });
export type RevealedSsn = z.infer<typeof revealedSsnSchema>;

// ---- The member's side ----

// GET /v1/user/check: the member's latest review, as the member may see it (no reviewer).
export const myCheckSchema = z.object({
  state: reviewStateSchema,
  trigger: reviewTriggerSchema,
  openedAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  // The reason of a notice or of the decision (never a note meant for operators).
  reason: reviewReasonSchema.nullable(),
  noticeDueAt: isoDateTimeSchema.nullable(),
  response: text().nullable(),
  canRespond: z.boolean(),
  canRequestReReview: z.boolean(),
});
export type MyCheck = z.infer<typeof myCheckSchema>;
export const myCheckAnswerSchema = myCheckSchema.nullable();

// POST /v1/user/check/response: the member's answer to an adverse notice, once.
export const noticeResponseBodySchema = z.strictObject({
  response: requiredText(NOTICE_RESPONSE_MAX),
});
export type NoticeResponseBody = z.infer<typeof noticeResponseBodySchema>;
