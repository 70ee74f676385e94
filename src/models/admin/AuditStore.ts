import type { Instance } from 'mobx-state-tree';
import type { AuditAction, AuditPage, AuditSubjectKind } from '@/contract';
import { pagedList } from './pagedList';

/**
 * The log's filters (GET /v1/admin/audit?member=&actor=&action=&subjectKind=&subjectId=), as the
 * URL carries them.
 */
export interface AuditFilters {
  member?: number;
  /** An operator's id, or 'cli' for the command line. */
  actor?: number | 'cli';
  action?: AuditAction;
  /** Entries about one kind of subject; with subjectId, about one subject. */
  subjectKind?: AuditSubjectKind;
  subjectId?: number;
}

const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  a.member === b.member &&
  a.actor === b.actor &&
  a.action === b.action &&
  a.subjectKind === b.subjectKind &&
  a.subjectId === b.subjectId;

/**
 * The audit log as /admin/audit pages through it: newest first, filtered by the member an entry
 * concerns, its actor, its action and its subject. The log is append-only, so a page never changes under
 * the reader; "Show more" asks for the next one.
 */
export const AuditStoreModel = pagedList({
  query: {} as AuditFilters,
  list: (api, filters, page): Promise<AuditPage> => api.audit.list({ ...filters, ...page }),
})
  .named('AuditStore')
  .views((self) => ({
    /** The filters as loaded. */
    get filters(): AuditFilters {
      return self.query;
    },
    isShowing(filters: AuditFilters): boolean {
      return self.loaded && sameFilters(self.query, filters);
    },
  }));

export type AuditStore = Instance<typeof AuditStoreModel>;
