import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  dashboardPostSchema,
  invitationBodySchema,
  postLinkBodySchema,
} from '../contract';
import { badRequest } from '../errors';
import { route } from '../http/route';
import { requireVerifiedSender } from '../mail/recipientCap';
import { peerInvitationMail } from '../mail/templates';
import { mailLinks } from '../notifications/email';

// Dashboard posts and peer invitations.
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/dashboard/posts',
      summary: 'Submit a professional-network post link for the social wall',
      tag: 'dashboard',
      auth: 'required',
      body: postLinkBodySchema,
      response: dashboardPostSchema,
      status: 201,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ body, auth }) => {
      const row = await ctx.repos.dashboard.insertPost({
        userId: auth.userId,
        link: body.link,
        createdAt: ctx.now(),
      });
      return { id: row.id, link: row.link, createdAt: row.createdAt.toISOString() };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/invitations',
      summary: 'Invite a peer: e-mails a link to /signup',
      tag: 'invitations',
      auth: 'required',
      body: invitationBodySchema,
      status: 204,
      errors: [
        'InvalidRequest',
        'RequestThrottled',
        'Unauthorized',
        'InvalidCredentials',
        'EmailNotVerified',
      ],
    },
    async ({ body, auth, request }) => {
      requireVerifiedSender(auth.user);
      // An address that opted out of Guildhall's e-mail gets no invitation (issue 23).
      if (await ctx.repos.notificationPreferences.isOptedOut(body.email)) {
        throw badRequest(apiMessages.addressOptedOut);
      }
      await ctx.throttle.hit('email', request.ip, String(auth.userId));
      await ctx.recipientCap.takeOrRefuse(body.email);
      const member = await ctx.repos.users.get(auth.userId);
      const name = body.name ?? null;
      const mailId = await ctx.transaction(async (tx) => {
        await tx.dashboard.insertInvitation({
          userId: auth.userId,
          email: body.email,
          name,
          createdAt: ctx.now(),
        });
        return tx.outbox.queue(
          peerInvitationMail({
            to: body.email,
            name,
            memberName: `${member.firstName} ${member.lastName}`,
            link: `${ctx.config.publicBaseUrl}/signup`,
            optOut: mailLinks(ctx, { purpose: 'opt-out', email: body.email }),
          }),
        );
      });
      void ctx.mailer.deliver([mailId]);
    },
  );
}
