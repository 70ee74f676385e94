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
  type Role,
} from '../../contract';
import { badRequest, conflict, notFound } from '../../errors';
import { route } from '../../http/route';
import { toPostItem } from '../../operators/serialize';

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
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'Forbidden'],
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
        'Approve a pending post (it joins the feed) or reject it with a reason; audited, the member is notified',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: postDecisionBodySchema,
      response: postItemSchema,
      errors: [
        'InvalidRequest',
        'Unauthorized',
        'InvalidCredentials',
        'Forbidden',
        'ResourceNotFound',
        'ResourceConflict',
      ],
    },
    async ({ params, body, auth, request }): Promise<PostItem> => {
      const state = body.action === 'approve' ? 'approved' : 'rejected';
      const reason = body.reason ?? null;
      const note = body.note ?? null;
      await ctx.transaction(async (tx) => {
        const found = await tx.posts.find(params.id);
        if (!found) throw notFound(apiMessages.postNotFound);
        // Nobody moderates their own content (as with a member's own account).
        if (found.post.userId === auth.userId) {
          throw badRequest(apiMessages.operatorsCannotActOnThemselves);
        }
        const at = ctx.now();
        // Only a pending post changes: of two operators deciding at once, one wins.
        const decided = await tx.posts.decide({
          id: params.id,
          state,
          decidedBy: auth.userId,
          reason,
          note,
          at,
        });
        if (!decided) throw conflict(apiMessages.postNotPending);
        await tx.audit.record({
          actor: { kind: 'member', id: auth.userId, role: auth.user.role as Role },
          action: body.action === 'approve' ? 'post.approve' : 'post.reject',
          subject: { kind: 'post', id: decided.id },
          memberId: decided.userId,
          reason,
          note,
          requestId: request.id,
          at,
        });
        await tx.notifications.insert({
          userId: decided.userId,
          kind: 'post_decided',
          subject: { kind: 'post', id: decided.id },
          data: { state, reason, link: decided.link },
          at,
        });
      });
      const item = await ctx.repos.posts.find(params.id);
      return toPostItem(item!);
    },
  );
}
