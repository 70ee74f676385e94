import type { FastifyInstance } from 'fastify';
import { auditPageSchema, auditQuerySchema, type AuditPage } from '../../contract';
import { route } from '../../http/route';
import { toAuditEntry } from '../../operators/serialize';

// The append-only audit log (docs/architecture.md "Operators and vetting"): read only. No
// endpoint edits or deletes an entry, and the table's trigger refuses it anyway.
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/audit',
      summary:
        'The audit log, newest first, by member (?member=id), actor (?actor=id or cli), action and subject (?subjectKind=review&subjectId=id); paginated',
      tag: 'admin',
      auth: 'operator',
      query: auditQuerySchema,
      response: auditPageSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'Forbidden'],
    },
    async ({ query }): Promise<AuditPage> => {
      const { rows, total } = await ctx.repos.audit.list(query);
      return { items: rows.map(toAuditEntry), total, limit: query.limit, offset: query.offset };
    },
  );
}
