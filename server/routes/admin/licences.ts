import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  licenceDecisionBodySchema,
  licenceItemSchema,
  licencePageSchema,
  licenceQuerySchema,
  type LicenceItem,
  type LicencePage,
} from '../../contract';
import { badRequest } from '../../errors';
import { route } from '../../http/route';
import { deliverAfterCommit, notify } from '../../notifications/notify';
import { toLicenceItem } from '../../operators/serialize';
import { decideInQueue, DECISION_ERRORS, QUEUE_ERRORS } from './decision';

// The reviewers' side of the licence ledger (issue 24): the licences to verify, and a decision
// (verified against a named source, or revoked) as one transaction with its audit entry and the
// member's notification. A decision names the version the reviewer saw; a licence the member
// changed since is refused with 400 and nothing changes.
export async function adminLicenceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/licences',
      summary: 'Licences whose badge reads one state (default unverified), oldest change first',
      tag: 'admin',
      auth: 'operator',
      query: licenceQuerySchema,
      response: licencePageSchema,
      errors: QUEUE_ERRORS,
    },
    async ({ query }): Promise<LicencePage> => {
      const now = ctx.now();
      const { rows, total } = await ctx.repos.licences.queue(query, now);
      return {
        items: rows.map((row) => toLicenceItem(row, now)),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/licences/:id/decision',
      summary:
        'Verify a licence against a named source, or revoke it, with a note; audited, the member is notified',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: licenceDecisionBodySchema,
      response: licenceItemSchema,
      errors: DECISION_ERRORS,
    },
    async ({ params, body, auth, request }): Promise<LicenceItem> => {
      const mailIds: number[] = [];
      await decideInQueue(ctx, auth, request.id, {
        find: (tx) => tx.licences.find(params.id),
        notFound: apiMessages.licenceNotFound,
        // Nobody verifies their own licence.
        memberOf: (found) => found.licence.userId,
        decide: async (tx, at) => {
          const decided = await tx.licences.decide({
            id: params.id,
            version: new Date(body.reviewedVersion),
            decision: body.decision,
            source: body.source,
            note: body.note,
            by: auth.userId,
            at,
          });
          // Changed since the reviewer opened it (the member, or another reviewer's decision).
          if (!decided) throw badRequest(apiMessages.licenceChangedSinceReview);
          return decided;
        },
        notOpen: apiMessages.licenceChangedSinceReview,
        audit: (decided) => ({
          action: body.decision === 'verified' ? 'licence.verify' : 'licence.revoke',
          subject: { kind: 'licence', id: decided.id },
          memberId: decided.userId,
          // The source checked is the decision's reason: the log reads what it rests on.
          reason: body.source,
          note: body.note,
        }),
        also: async (tx, decided, at) => {
          const { mailId } = await notify(tx, ctx, {
            userId: decided.userId,
            kind: 'licence_decided',
            subject: { kind: 'licence', id: decided.id },
            data: {
              state: body.decision,
              name: decided.name,
              jurisdiction: decided.jurisdiction,
            },
            at,
          });
          if (mailId !== null) mailIds.push(mailId);
        },
      });
      // "Licensed in" lists verified licences: the cached search totals are stale now.
      ctx.repos.search.invalidateListing();
      deliverAfterCommit(ctx, mailIds);
      const item = await ctx.repos.licences.find(params.id);
      return toLicenceItem(item!, ctx.now());
    },
  );
}
