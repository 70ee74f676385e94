import { DELETED_MEMBER_LABEL } from '@/contract';

/** The operator shell's and the shared operator widgets' texts, in one place. */
export const adminTexts = {
  navLabel: 'Operator',
  navHeading: 'Operator',
  reviews: 'Reviews',
  members: 'Members',
  posts: 'Posts',
  reports: 'Reports',
  licences: 'Licenses',
  audit: 'Audit log',
  /** Read after a count beside a queue's name: "Reviews 3 waiting". */
  waiting: 'waiting',
  loading: 'Loading the page',
} as const;

/** How long something has waited, in the largest whole unit: "3 days", "5 hours". */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return minutes <= 1 ? 'a minute' : unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 21, 2026, 3:00 PM UTC": operators in several places read one clock. */
export const formatDateTime = (iso: string): string => `${dateTime.format(new Date(iso))} UTC`;
/** "Nov 21, 2026". */
export const formatDate = (iso: string): string => date.format(new Date(iso));

/** The audit log's words (AuditEntryList, the audit screen). */
export const auditTexts = {
  entries: 'Audit entries',
  empty: 'No audit entries yet.',
  commandLine: 'Command line',
  system: 'Guildhall',
  seed: 'Demo seed',
  deletedMember: DELETED_MEMBER_LABEL,
  deletedOperator: 'Deleted operator',
  reason: 'Reason',
  note: 'Note',
  member: 'Member',
  actorWithRole: (name: string, role: string) => `${name} (${role})`,
} as const;

export const roleLabels = { member: 'Member', reviewer: 'Reviewer', admin: 'Admin' } as const;
