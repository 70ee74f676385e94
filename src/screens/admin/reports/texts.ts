import { texts as errorTexts } from '@/api/errors';
import type { ReportState } from '@/contract';

/** /admin/reports: the reports queue. */
export const reportQueueTexts = {
  heading: 'Reports',
  lead: 'Profiles members reported, oldest first. Resolve a report once you acted on the member; dismiss it when nothing needs doing.',
  tabs: 'Report states',
  list: (state: string) => `${state} reports`,
  empty: {
    open: 'No reports are open',
    resolved: 'No resolved reports yet',
    dismissed: 'No dismissed reports',
  } satisfies Record<ReportState, string>,
  loading: 'Loading reports',
  failure: errorTexts.loadFailure,
  retry: 'Try again',
  more: 'Show more',
  count: (shown: number, total: number) => `${shown} of ${total}`,
  reportedBy: 'Reported by',
  deletedHint: 'The member deleted the account after this report. Decide it to close it.',
  noNote: 'No note.',
  actOn: 'Open member page',
  actOnLabel: (name: string) => `Open member page of ${name}`,
  resolve: 'Resolve',
  resolveLabel: (name: string) => `Resolve the report about ${name}`,
  dismiss: 'Dismiss',
  dismissLabel: (name: string) => `Dismiss the report about ${name}`,
  resolveTitle: (name: string) => `Resolve the report about ${name}?`,
  resolveBody:
    'Resolve it when you acted on the member (unpublished or suspended them, or asked them to fix their profile). Choose what you did and say how.',
  dismissTitle: (name: string) => `Dismiss the report about ${name}?`,
  dismissBody:
    'Dismiss it when nothing needs doing. Choose why and say more, for the next operator who reads it.',
  decidedBy: (state: string, name: string) => `${state} by ${name}`,
  someone: 'an operator',
  resolved: 'Report resolved.',
  dismissed: 'Report dismissed.',
} as const;
