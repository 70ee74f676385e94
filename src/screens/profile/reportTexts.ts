import { texts as errorTexts } from '@/api/errors';
import { REPORT_NOTE_MAX, REPORT_REASONS, reportReasonLabels } from '@/contract';

/**
 * 'Report this profile' on another member's profile (docs/architecture.md "Operators and
 * vetting"). Kept apart from texts.ts, which other profile work edits at the same time.
 */
export const reportTexts = {
  open: 'Report this profile',
  reported: 'You reported this profile; our reviewers will look at it.',
  title: (name: string) => `Report ${name}'s profile`,
  description:
    'Tell our reviewers what is wrong. They look at every report; the member is not told who sent it.',
  reason: 'Reason',
  choose: 'Select one',
  reasons: REPORT_REASONS.map((value) => ({ value, label: reportReasonLabels[value] })),
  note: 'Note (optional)',
  noteHelp: `What our reviewers should know, up to ${REPORT_NOTE_MAX} characters.`,
  cancel: 'Cancel',
  send: 'Send report',
  sent: 'Thanks — our reviewers will look at this profile.',
  throttled: errorTexts.throttled,
} as const;
