import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  reportDecisionBodySchema,
  reportItemSchema,
  reportPageSchema,
  reportQuerySchema,
  type ReportItem,
  type ReportPage,
  type Role,
} from '../../contract';
import { badRequest, conflict, notFound } from '../../errors';
import { route } from '../../http/route';
import { toReportItem } from '../../operators/serialize';

// The operators' queue of reports ('Report this profile', docs/architecture.md "Operators and
// vetting"): resolving or dismissing one is an audited decision.
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/reports',
      summary: 'Reports of profiles in one state (default open), oldest first, paginated',
      tag: 'admin',
      auth: 'operator',
      query: reportQuerySchema,
      response: reportPageSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'Forbidden'],
    },
    async ({ query }): Promise<ReportPage> => {
      const { rows, total } = await ctx.repos.reports.list(query);
      return { items: rows.map(toReportItem), total, limit: query.limit, offset: query.offset };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/reports/:id/decisions',
      summary: 'Resolve (action taken) or dismiss an open report, with a note; audited',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: reportDecisionBodySchema,
      response: reportItemSchema,
      errors: [
        'InvalidRequest',
        'Unauthorized',
        'InvalidCredentials',
        'Forbidden',
        'ResourceNotFound',
        'ResourceConflict',
      ],
    },
    async ({ params, body, auth, request }): Promise<ReportItem> => {
      await ctx.transaction(async (tx) => {
        const found = await tx.reports.find(params.id);
        if (!found) throw notFound(apiMessages.reportNotFound);
        // A report about an operator is decided by another operator.
        if (found.report.subjectId === auth.userId) {
          throw badRequest(apiMessages.operatorsCannotActOnThemselves);
        }
        const at = ctx.now();
        // Only an open report changes: of two operators deciding at once, one wins.
        const decided = await tx.reports.decide({
          id: params.id,
          action: body.action,
          resolvedBy: auth.userId,
          note: body.note,
          at,
        });
        if (!decided) throw conflict(apiMessages.reportNotOpen);
        await tx.audit.record({
          actor: { kind: 'member', id: auth.userId, role: auth.user.role as Role },
          action: body.action === 'resolve' ? 'report.resolve' : 'report.dismiss',
          subject: { kind: 'report', id: decided.id },
          memberId: decided.subjectId,
          // The report's own reason code, so the log reads what the report was about.
          reason: decided.reason,
          note: body.note,
          requestId: request.id,
          at,
        });
      });
      const item = await ctx.repos.reports.find(params.id);
      return toReportItem(item!);
    },
  );
}
