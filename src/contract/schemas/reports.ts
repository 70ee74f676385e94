import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { TEXT_MIN } from '../limits';
import { messages } from '../messages';
import { REPORT_DECISIONS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_STATES } from '../vetting';
import { idSchema, isoDateTimeSchema, optionalText, requiredText, text } from './common';
import { actorSchema, memberRefSchema, pageOf, pageQueryShape } from './operators';

// 'Report this profile' (POST /v1/profiles/{id}/reports, signed in, one open report per
// reporter and profile) and the operators' queue (GET /v1/admin/reports), where resolving or
// dismissing one is an audited decision.

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: apiMessages.unknownReason });
export const reportStateSchema = z.enum(REPORT_STATES);

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
  subject: memberRefSchema,
  reporter: memberRefSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: actorSchema.nullable(),
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

// Resolving (action taken, e.g. the member unpublished) or dismissing needs a note.
export const reportDecisionBodySchema = z.strictObject({
  action: z.enum(REPORT_DECISIONS, { error: apiMessages.unknownAction }),
  note: requiredText(REPORT_NOTE_MAX),
});
export type ReportDecisionBody = z.input<typeof reportDecisionBodySchema>;
