import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { POST_LINK_MAX } from '../limits';
import {
  POST_DECISIONS,
  POST_REASONS,
  POST_REJECT_REASONS,
  POST_STATES,
  postReasonsFor,
  type PostReason,
} from '../vetting';
import { idSchema, isoDateTimeSchema, text } from './common';
import {
  actorSchema,
  decisionNoteSchema,
  memberRefSchema,
  pageOf,
  pageQueryShape,
  requireNoteForOther,
} from './operators';

// The posted links' moderation queue (GET /v1/admin/posts): approved links are published in
// the feed the social wall reads (GET /api/feeds/posts.rss).

export const postStateSchema = z.enum(POST_STATES);
export const postRejectReasonSchema = z.enum(POST_REJECT_REASONS, {
  error: apiMessages.unknownReason,
});
// An approval's or a rejection's reason (posts approved before issue 38 have none).
export const postReasonSchema = z.enum(POST_REASONS, { error: apiMessages.unknownReason });

export const postItemSchema = z.object({
  id: idSchema,
  link: text().max(POST_LINK_MAX),
  state: postStateSchema,
  createdAt: isoDateTimeSchema,
  member: memberRefSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: actorSchema.nullable(),
  reason: postReasonSchema.nullable(),
  note: text().nullable(),
});
export type PostItem = z.infer<typeof postItemSchema>;

export const postQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    postStateSchema.default('pending'),
  ),
  ...pageQueryShape,
});
export type PostQuery = z.infer<typeof postQuerySchema>;
export const postPageSchema = pageOf(postItemSchema);
export type PostPage = z.infer<typeof postPageSchema>;

// Approving or rejecting names a reason from the decision's list (and a note with `other`).
export const postDecisionBodySchema = z
  .strictObject({
    action: z.enum(POST_DECISIONS, { error: apiMessages.unknownAction }),
    reason: postReasonSchema.optional(),
    note: decisionNoteSchema,
  })
  .superRefine((body, ctx) => {
    if (!body.reason) {
      ctx.addIssue({ code: 'custom', message: apiMessages.chooseReason, path: ['reason'] });
    } else if (!(postReasonsFor(body.action) as readonly PostReason[]).includes(body.reason)) {
      ctx.addIssue({ code: 'custom', message: apiMessages.reasonNotForAction, path: ['reason'] });
    }
    requireNoteForOther(body, ctx);
  });
export type PostDecisionBody = z.input<typeof postDecisionBodySchema>;
