import { http, HttpResponse } from 'msw';
import { apiMessages, postDecisionBodySchema, postQuerySchema, type PostItem } from '@/contract';
import { db, findUser, type MockPost } from '../../db';
import { api, fail, idParam, parseQuery, readBody } from '../../http';
import { mockNotify } from '../notifications';
import { queuePage } from './queue';
import { ensureMayActOn, recordAudit, requireOperator, toActor, toMemberRef } from './shared';

// The posted links' moderation queue (docs/architecture.md "Operators and vetting"), as the
// server answers it: oldest first in every state, a decision only on a waiting post.

export const toPostItem = (post: MockPost): PostItem | null => {
  const member = findUser(post.userId);
  if (!member) return null;
  return {
    id: post.id,
    link: post.link,
    state: post.state,
    createdAt: post.createdAt,
    member: toMemberRef(member),
    decidedAt: post.decidedAt,
    decidedBy: toActor(post.decidedBy),
    reason: post.reason,
    note: post.note,
  };
};

export const adminPostHandlers = [
  http.get(api('/v1/admin/posts'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, postQuerySchema);
    // A deleted member's posts went with the account.
    return HttpResponse.json(queuePage(db.posts, query, toPostItem));
  }),

  http.post(api('/v1/admin/posts/:id/decisions'), async ({ request, params }) => {
    const operator = requireOperator(request);
    const id = idParam(params.id);
    const body = await readBody(request, postDecisionBodySchema);
    const post = db.posts.find((row) => row.id === id);
    if (!post || !findUser(post.userId)) return fail('ResourceNotFound', apiMessages.postNotFound);
    // Nobody moderates their own content; an operator's only an admin does.
    ensureMayActOn(operator, findUser(post.userId));
    if (post.state !== 'pending') return fail('ResourceConflict', apiMessages.postNotPending);
    Object.assign(post, {
      state: body.action === 'approve' ? 'approved' : 'rejected',
      decidedAt: new Date().toISOString(),
      decidedBy: operator.id,
      reason: body.reason ?? null,
      note: body.note ?? null,
    } satisfies Partial<MockPost>);
    recordAudit(request, operator, {
      action: `post.${body.action}`,
      subject: { kind: 'post', id: post.id },
      memberId: post.userId,
      reason: post.reason,
      note: post.note,
    });
    mockNotify({
      userId: post.userId,
      kind: 'post_decided',
      subject: { kind: 'post', id: post.id },
      data: { state: post.state, reason: post.reason, link: post.link },
    });
    return HttpResponse.json(toPostItem(post));
  }),
];
