import { http, HttpResponse } from 'msw';
import { invitationBodySchema, postLinkBodySchema } from '@/contract';
import { db, nextId } from '../db';
import { api, noContent, readBody, requireUser } from '../http';

export const dashboardHandlers = [
  http.post(api('/v1/dashboard/posts'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, postLinkBodySchema);
    const post = { id: nextId(), userId: user.id, link: body.link };
    db.posts.push(post);
    return HttpResponse.json(
      { id: post.id, link: post.link, createdAt: new Date().toISOString() },
      { status: 201 },
    );
  }),

  // "Invite a peer": e-mails a link to /signup.
  http.post(api('/v1/user/invitations'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, invitationBodySchema);
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
