import { http, HttpResponse } from 'msw';
import { auditQuerySchema } from '@/contract';
import { db } from '../../db';
import { api, parseQuery } from '../../http';
import { requireOperator, toAuditEntry } from './shared';

// The append-only audit log (docs/architecture.md "Operators and vetting"): read only, newest
// first, by the member an entry concerns, its actor (an operator's id, or the command line),
// its action and its subject, as server/routes/admin/audit.ts answers it.

export const adminAuditHandlers = [
  http.get(api('/v1/admin/audit'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, auditQuerySchema);
    const rows = db.audit
      .filter((row) => query.member === undefined || row.memberId === query.member)
      .filter((row) =>
        query.actor === undefined
          ? true
          : query.actor === 'cli'
            ? row.actorKind === 'cli'
            : row.actorId === query.actor,
      )
      .filter((row) => query.action === undefined || row.action === query.action)
      .filter((row) => query.subjectKind === undefined || row.subjectKind === query.subjectKind)
      .filter((row) => query.subjectId === undefined || row.subjectId === query.subjectId)
      .sort((a, b) => b.id - a.id);
    return HttpResponse.json({
      items: rows.slice(query.offset, query.offset + query.limit).map(toAuditEntry),
      total: rows.length,
      limit: query.limit,
      offset: query.offset,
    });
  }),
];
