import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { TEXT_MIN } from '../limits';
import { messages } from '../messages';
import {
  REPORT_DECISIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_RESOLUTION_REASONS,
  REPORT_STATES,
  reportResolutionReasonsFor,
  type ReportResolutionReason,
} from '../vetting';
import { idSchema, isoDateTimeSchema, optionalText, requiredText, text } from './common';
import { actorSchema, memberRefSchema, pageOf, pageQueryShape } from './operators';

// 'Report this profile' (POST /v1/profiles/{id}/reports, signed in, one open report per
// reporter and profile) and the operators' queue (GET /v1/admin/reports), where resolving or
// dismissing one is an audited decision.

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: apiMessages.unknownReason });
export const reportStateSchema = z.enum(REPORT_STATES);
export const reportResolutionReasonSchema = z.enum(REPORT_RESOLUTION_REASONS, {
  error: apiMessages.unknownReason,
});

export const reportBodySchema = z.strictObject({
  reason: reportReasonSchema,
  note: optionalText(REPORT_NOTE_MAX).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;
// The dialog's form: the same rules as the body (a note is optional, and when given it is
// text of at least TEXT_MIN characters), with the form's own messages.
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: apiMessages.chooseReason }),
  note: text()
    .trim()
    .max(REPORT_NOTE_MAX, messages.maxLength(REPORT_NOTE_MAX))
    .refine((value) => value === '' || value.length >= TEXT_MIN, messages.text),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

// What the reporter gets back: the report is queued (never who handles it).
export const reportReceiptSchema = z.object({
  id: idSchema,
  state: reportStateSchema,
  createdAt: isoDateTimeSchema,
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const reportItemSchema = z.object({
  id: idSchema,
  reason: reportReasonSchema,
  note: text().nullable(),
  state: reportStateSchema,
  createdAt: isoDateTimeSchema,
  // null once the member reported deleted the account: the report stays until decided.
  subject: memberRefSchema.nullable(),
  reporter: memberRefSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: actorSchema.nullable(),
  // null for an open report (and for reports decided before issue 38).
  resolutionReason: reportResolutionReasonSchema.nullable(),
  resolutionNote: text().nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    reportStateSchema.default('open'),
  ),
  ...pageQueryShape,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export const reportPageSchema = pageOf(reportItemSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;

// Resolving (action taken, e.g. the member unpublished) or dismissing names a reason from the
// decision's list, and a note.
export const reportDecisionBodySchema = z
  .strictObject({
    action: z.enum(REPORT_DECISIONS, { error: apiMessages.unknownAction }),
    reason: reportResolutionReasonSchema.optional(),
    note: requiredText(REPORT_NOTE_MAX),
  })
  .superRefine((body, ctx) => {
    if (!body.reason) {
      ctx.addIssue({ code: 'custom', message: apiMessages.chooseReason, path: ['reason'] });
    } else if (
      !(reportResolutionReasonsFor(body.action) as readonly ReportResolutionReason[]).includes(
        body.reason,
      )
    ) {
      ctx.addIssue({ code: 'custom', message: apiMessages.reasonNotForAction, path: ['reason'] });
    }
  });
export type ReportDecisionBody = z.input<typeof reportDecisionBodySchema>;
