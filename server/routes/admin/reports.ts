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
} from '../../contract';
import { route } from '../../http/route';
import { toReportItem } from '../../operators/serialize';
import { decideInQueue, DECISION_ERRORS, QUEUE_ERRORS } from './decision';

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
      errors: QUEUE_ERRORS,
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
      summary:
        'Resolve (action taken) or dismiss an open report, with a reason code and a note; audited',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: reportDecisionBodySchema,
      response: reportItemSchema,
      errors: DECISION_ERRORS,
    },
    async ({ params, body, auth, request }): Promise<ReportItem> => {
      await decideInQueue(ctx, auth, request.id, {
        find: (tx) => tx.reports.find(params.id),
        notFound: apiMessages.reportNotFound,
        // A report about an operator is decided by another operator, an admin (decision.ts).
        memberOf: (found) => found.report.subjectId,
        // Only an open report changes.
        decide: (tx, at) =>
          tx.reports.decide({
            id: params.id,
            action: body.action,
            resolvedBy: auth.userId,
            reason: body.reason!,
            note: body.note,
            at,
          }),
        notOpen: apiMessages.reportNotOpen,
        audit: (decided) => ({
          action: body.action === 'resolve' ? 'report.resolve' : 'report.dismiss',
          subject: { kind: 'report', id: decided.id },
          memberId: decided.subjectId,
          // The decision's reason code (issue 38); the report's own is on the report.
          reason: decided.resolutionReason,
          note: body.note,
        }),
      });
      const item = await ctx.repos.reports.find(params.id);
      return toReportItem(item!);
    },
  );
}
