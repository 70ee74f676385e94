import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { ADMIN_SEARCH_MAX, MEMBER_ACTIONS, MODERATION_REASONS } from '../vetting';
import { auditEntrySchema } from './audit';
import { isoDateTimeSchema, regionSchema, text } from './common';
import {
  decisionNoteSchema,
  memberRefSchema,
  pageOf,
  pageQueryShape,
  requireNoteForOther,
} from './operators';
import { reportItemSchema } from './reports';
import { reviewSummarySchema } from './reviews';

// The operators' member page (GET /v1/admin/members/{id}), the search by name or e-mail
// (GET /v1/admin/members?q=), and what an operator may do to a member: unpublish or republish
// the profile, suspend the account or lift the suspension, each with a reason (audited).
// Nothing here changes a member's own content.

export const memberQuerySchema = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    text().max(ADMIN_SEARCH_MAX).default(''),
  ),
  ...pageQueryShape,
});
export type MemberQuery = z.infer<typeof memberQuerySchema>;
export const memberPageSchema = pageOf(memberRefSchema.extend({ createdAt: isoDateTimeSchema }));
export type MemberPage = z.infer<typeof memberPageSchema>;

export const adminMemberSchema = z.object({
  member: memberRefSchema.extend({
    createdAt: isoDateTimeSchema,
    city: text().nullable(),
    region: regionSchema.nullable(),
    eligible: z.boolean(),
    suspendedAt: isoDateTimeSchema.nullable(),
  }),
  reviews: z.array(reviewSummarySchema),
  reportsAbout: z.array(reportItemSchema),
  reportsBy: z.array(reportItemSchema),
  // Every audit entry about the member, newest first (decisions on their reviews included).
  audit: z.array(auditEntrySchema),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const moderationReasonSchema = z.enum(MODERATION_REASONS, {
  error: apiMessages.unknownReason,
});

// POST /v1/admin/members/{id}/actions
export const memberActionBodySchema = z
  .strictObject({
    action: z.enum(MEMBER_ACTIONS, { error: apiMessages.unknownAction }),
    reason: moderationReasonSchema,
    note: decisionNoteSchema,
  })
  .superRefine(requireNoteForOther);
export type MemberActionBody = z.input<typeof memberActionBodySchema>;
