import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  reportBodySchema,
  reportReceiptSchema,
  type ReportReceipt,
} from '../contract';
import { badRequest, conflict, notFound } from '../errors';
import { route } from '../http/route';

// 'Report this profile' (docs/architecture.md "Operators and vetting"): a signed-in member
// reports another member's published profile to the operators, once while it is open.
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/profiles/:id/reports',
      summary:
        "Report a member's profile to the reviewers (one open report per profile); rate limited",
      tag: 'profiles',
      auth: 'required',
      params: idParamsSchema,
      body: reportBodySchema,
      response: reportReceiptSchema,
      status: 201,
      errors: [
        'InvalidRequest',
        'Unauthorized',
        'InvalidCredentials',
        'ResourceNotFound',
        'ResourceConflict',
        'RequestThrottled',
      ],
    },
    async ({ params, body, auth, request }): Promise<ReportReceipt> => {
      if (params.id === auth.userId) throw badRequest(apiMessages.cannotReportSelf);
      // Counted before the lookup, so probing ids or repeating a report uses the limit up too.
      await ctx.throttle.hit('reports', request.ip, String(auth.userId));
      // Only a profile the member can see: unknown, unpublished and suspended ones are 404.
      const subject = await ctx.repos.profiles.findVisible(params.id, auth.userId);
      if (!subject) throw notFound(apiMessages.profileNotFound);
      const row = await ctx.repos.reports.insert({
        reporterId: auth.userId,
        subjectId: subject.id,
        reason: body.reason,
        note: body.note ?? null,
        at: ctx.now(),
      });
      if (!row) throw conflict(apiMessages.reportExists);
      return { id: row.id, state: 'open', createdAt: row.createdAt.toISOString() };
    },
  );
}
