import { http, HttpResponse } from 'msw';
import { apiMessages, invitationBodySchema, postLinkBodySchema } from '@/contract';
import { db, nextId, type MockPost } from '../db';
import { api, fail, noContent, readBody, requireUser } from '../http';
import { mockOptedOut } from './notificationPreferences';
import { mockRequireVerifiedSender, mockTakeRecipientOrRefuse } from './recipientCap';

export const dashboardHandlers = [
  http.post(api('/v1/dashboard/posts'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, postLinkBodySchema);
    // Queued for the operators (/admin/posts); the feed lists it once approved.
    const post: MockPost = {
      id: nextId(),
      userId: user.id,
      link: body.link,
      state: 'pending',
      createdAt: new Date().toISOString(),
      decidedAt: null,
      decidedBy: null,
      reason: null,
      note: null,
    };
    db.posts.push(post);
    return HttpResponse.json(
      { id: post.id, link: post.link, createdAt: post.createdAt },
      { status: 201 },
    );
  }),

  // "Invite a peer": e-mails a link to /signup.
  http.post(api('/v1/user/invitations'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, invitationBodySchema);
    mockRequireVerifiedSender(user);
    if (mockOptedOut(body.email)) return fail('InvalidRequest', apiMessages.addressOptedOut);
    mockTakeRecipientOrRefuse(body.email);
    db.invitations.push({
      id: nextId(),
      userId: user.id,
      email: body.email,
      name: body.name ?? null,
    });
    db.outbox.push({ to: body.email, kind: 'invitation', link: '/signup' });
    return noContent();
  }),
];
