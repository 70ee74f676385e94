import type { AuditAction, AuditPage, AuditSubjectKind } from '@/contract';
import type { ApiClient } from '../client';

export interface AuditList {
  /** Entries about this member, whatever the subject (a review of theirs, a report about them). */
  member?: number;
  /** Entries by this operator, or by the command line. */
  actor?: number | 'cli';
  action?: AuditAction;
  /** Entries about one kind of subject, or one subject with its id (a review's own). */
  subjectKind?: AuditSubjectKind;
  subjectId?: number;
  limit?: number;
  offset?: number;
}

/** The append-only audit log: GET /v1/admin/audit (newest first, paged). Nothing edits it. */
export const adminAuditApi = (client: ApiClient) => ({
  list: ({
    member,
    actor,
    action,
    subjectKind,
    subjectId,
    limit,
    offset,
  }: AuditList = {}): Promise<AuditPage> =>
    client.request<AuditPage>('/v1/admin/audit', {
      query: { member, actor, action, subjectKind, subjectId, limit, offset },
    }),
});

export type AdminAuditApi = ReturnType<typeof adminAuditApi>;
