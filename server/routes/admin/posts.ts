import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  postDecisionBodySchema,
  postItemSchema,
  postPageSchema,
  postQuerySchema,
  type PostItem,
  type PostPage,
} from '../../contract';
import { route } from '../../http/route';
import { deliverAfterCommit, notify } from '../../notifications/notify';
import { toPostItem } from '../../operators/serialize';
import { decideInQueue, DECISION_ERRORS, QUEUE_ERRORS } from './decision';

// The posted links' moderation queue (docs/architecture.md "Operators and vetting"): approved
// links are published in the social wall's feed (routes/feeds.ts).
export async function adminPostRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/posts',
      summary: 'The posted links in one state (default pending), oldest first, paginated',
      tag: 'admin',
      auth: 'operator',
      query: postQuerySchema,
      response: postPageSchema,
      errors: QUEUE_ERRORS,
    },
    async ({ query }): Promise<PostPage> => {
      const { rows, total } = await ctx.repos.posts.list(query);
      return { items: rows.map(toPostItem), total, limit: query.limit, offset: query.offset };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/posts/:id/decisions',
      summary:
        'Approve a pending post (it joins the feed) or reject it, with a reason code; audited, the member is notified',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: postDecisionBodySchema,
      response: postItemSchema,
      errors: DECISION_ERRORS,
    },
    async ({ params, body, auth, request }): Promise<PostItem> => {
      const state = body.action === 'approve' ? 'approved' : 'rejected';
      // Required by the contract for both decisions, from the decision's own list.
      const reason = body.reason!;
      const note = body.note ?? null;
      const mailIds: number[] = [];
      await decideInQueue(ctx, auth, request.id, {
        find: (tx) => tx.posts.find(params.id),
        notFound: apiMessages.postNotFound,
        // Nobody moderates their own content (as with a member's own account).
        memberOf: (found) => found.post.userId,
        // Only a pending post changes.
        decide: (tx, at) =>
          tx.posts.decide({ id: params.id, state, decidedBy: auth.userId, reason, note, at }),
        notOpen: apiMessages.postNotPending,
        audit: (decided) => ({
          action: body.action === 'approve' ? 'post.approve' : 'post.reject',
          subject: { kind: 'post', id: decided.id },
          memberId: decided.userId,
          reason,
          note,
        }),
        also: async (tx, decided, at) => {
          const { mailId } = await notify(tx, ctx, {
            userId: decided.userId,
            kind: 'post_decided',
            subject: { kind: 'post', id: decided.id },
            data: { state, reason, link: decided.link },
            at,
          });
          if (mailId !== null) mailIds.push(mailId);
        },
      });
      deliverAfterCommit(ctx, mailIds);
      const item = await ctx.repos.posts.find(params.id);
      return toPostItem(item!);
    },
  );
}
