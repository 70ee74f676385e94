import { texts as errorTexts } from '@/api/errors';

/** The audit log (/admin/audit). */
export const auditLogTexts = {
  title: 'Audit log',
  intro:
    'Every operator action and role change, newest first. Nothing here can be edited or deleted.',
  filters: 'Filter the audit log',
  action: 'Action',
  allActions: 'All actions',
  actor: 'Done by',
  anyone: 'Anyone',
  commandLine: 'Command line',
  me: (name: string) => `Me (${name})`,
  operator: (name: string) => name,
  operatorId: (id: number) => `Operator #${id}`,
  about: 'About',
  memberId: (id: number) => `Member #${id}`,
  clearMember: (name: string) => `Show entries about everyone, not only ${name}`,
  everyone: 'Everyone',
  list: 'Audit entries',
  loading: 'Loading the audit log',
  empty: 'No audit entries yet',
  noMatch: 'No audit entries match these filters',
  showAll: 'Show every entry',
  failure: errorTexts.loadFailure,
  retry: 'Try again',
  showMore: 'Show more',
  shown: (shown: number, total: number) => `${shown} of ${total}`,
} as const;
