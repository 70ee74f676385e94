import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_KINDS } from '../vetting';
import { idSchema, isoDateTimeSchema, text } from './common';
import { actorSchema, pageOf, pageQueryShape } from './operators';

// The append-only audit log (GET /v1/admin/audit): who did what to whom, why, and when. No
// endpoint edits or deletes an entry; the database refuses it too.

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export const auditSubjectKindSchema = z.enum(AUDIT_SUBJECT_KINDS);

export const auditEntrySchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  actor: actorSchema,
  action: auditActionSchema,
  subject: z.object({
    kind: auditSubjectKindSchema,
    id: idSchema,
    // The member the entry concerns (the subject itself, or the member behind a review, a post
    // or a report), and their name; null once the account is deleted.
    memberId: idSchema.nullable(),
    memberName: text().nullable(),
  }),
  // A reason code of the action's list (review, moderation, post or report reasons).
  reason: text().nullable(),
  note: text().nullable(),
  requestId: text().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ?member=12 (entries about a member, whatever the subject), ?actor=34 or ?actor=cli, ?action,
// and the subject.
export const auditQuerySchema = z
  .object({
    member: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      idSchema.optional(),
    ),
    actor: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .union([
          z.literal('cli'),
          text()
            .regex(/^[1-9][0-9]*$/)
            .transform(Number)
            .pipe(idSchema),
        ])
        .optional(),
    ),
    action: z.preprocess(
      (value) => (value === '' ? undefined : value),
      auditActionSchema.optional(),
    ),
    // ?subjectKind=review&subjectId=12: the entries of one subject (a review's page asks so);
    // a kind alone lists every entry about that kind of subject.
    subjectKind: z.preprocess(
      (value) => (value === '' ? undefined : value),
      auditSubjectKindSchema.optional(),
    ),
    subjectId: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      idSchema.optional(),
    ),
    ...pageQueryShape,
  })
  .superRefine((query, ctx) => {
    if (query.subjectId !== undefined && query.subjectKind === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: apiMessages.subjectIdNeedsKind,
        path: ['subjectKind'],
      });
    }
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
