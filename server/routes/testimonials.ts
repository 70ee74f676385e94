import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  testimonialPatchSchema,
  testimonialRequestBodySchema,
  testimonialSchema,
  testimonialWriteBodySchema,
  TESTIMONIAL_RESEND_INTERVAL_MS,
  isOwnTestimonialAddress as isOwnAddress,
  uuidParamsSchema,
} from '../contract';
import { badRequest, conflict, notFound, throttled } from '../errors';
import { route } from '../http/route';
import { requireVerifiedSender } from '../mail/recipientCap';
import { testimonialRequestMail } from '../mail/templates';
import { toTestimonial } from '../members/serialize';
import { mailLinks } from '../notifications/email';
import { deliverAfterCommit, notify, notifyWatchers } from '../notifications/notify';

export async function testimonialRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const writeLink = (uuid: string) => `${ctx.config.publicBaseUrl}/testimonial/${uuid}`;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/testimonials',
      summary: "The signed-in member's testimonials and requests, newest first",
      tag: 'testimonials',
      auth: 'required',
      response: testimonialSchema.array(),
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      const requester = await ctx.repos.users.get(auth.userId);
      const rows = await ctx.repos.testimonials.list(auth.userId);
      return rows.map((row) => toTestimonial(row, requester));
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/testimonials',
      summary: 'Request a testimonial: creates a pending request and e-mails the writer a link',
      tag: 'testimonials',
      auth: 'required',
      body: testimonialRequestBodySchema,
      response: testimonialSchema,
      status: 201,
      errors: [
        'InvalidRequest',
        'RequestThrottled',
        'Unauthorized',
        'InvalidCredentials',
        'EmailNotVerified',
      ],
    },
    async ({ body, auth, request }) => {
      const requester = await ctx.repos.users.get(auth.userId);
      requireVerifiedSender(requester);
      // A testimonial is someone else's word (issue 24): never from the member's own addresses.
      if (isOwnAddress(body.email, requester)) {
        throw badRequest(apiMessages.testimonialOwnAddress);
      }
      // An address that opted out of Guildhall's e-mail gets no request (issue 23).
      if (await ctx.repos.notificationPreferences.isOptedOut(body.email)) {
        throw badRequest(apiMessages.addressOptedOut);
      }
      await ctx.throttle.hit('email', request.ip, String(auth.userId));
      await ctx.recipientCap.takeOrRefuse(body.email);
      const uuid = randomUUID();
      const { row, mailId } = await ctx.transaction(async (tx) => {
        const row = await tx.testimonials.insertRequest({
          uuid,
          userId: auth.userId,
          name: body.name,
          email: body.email,
          requestedRelationship: body.relationship ?? null,
          now: ctx.now(),
        });
        const mailId = await tx.outbox.queue(
          testimonialRequestMail({
            to: body.email,
            writerName: body.name,
            memberName: `${requester.firstName} ${requester.lastName}`,
            link: writeLink(uuid),
            optOut: mailLinks(ctx, { purpose: 'opt-out', email: body.email }),
          }),
        );
        return { row, mailId };
      });
      void ctx.mailer.deliver([mailId]);
      return toTestimonial(row, requester);
    },
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/v1/testimonials/:id',
      summary:
        "Publish or unpublish a written testimonial (its text is the writer's: a body changing it is refused)",
      tag: 'testimonials',
      auth: 'required',
      params: idParamsSchema,
      body: testimonialPatchSchema,
      response: testimonialSchema,
      errors: ['InvalidRequest', 'ResourceNotFound', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ params, body, auth }) => {
      const { row, requester, mailIds } = await ctx.transaction(async (tx) => {
        const found = await tx.testimonials.findOwn(params.id, auth.userId);
        if (!found) throw notFound(apiMessages.testimonialNotFound);
        const row = await tx.testimonials.setWrittenStatus(params.id, auth.userId, body.status);
        if (!row) throw badRequest(apiMessages.testimonialNotWritten);
        // A listed member's watchers hear of a testimonial as it becomes public.
        const published = found.testimonial.status !== 'published' && row.status === 'published';
        const mailIds =
          published && found.requester.published
            ? await notifyWatchers(tx, ctx, auth.userId, {
                kind: 'watched_testimonial',
                subject: { kind: 'testimonial', id: row.id },
                at: ctx.now(),
              })
            : [];
        return { row, requester: found.requester, mailIds };
      });
      deliverAfterCommit(ctx, mailIds);
      return toTestimonial(row, requester);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/testimonials/:id/emails',
      summary: 'Send the request e-mail again (pending requests, once every seven days)',
      tag: 'testimonials',
      auth: 'required',
      params: idParamsSchema,
      response: testimonialSchema,
      errors: [
        'InvalidRequest',
        'ResourceNotFound',
        'RequestThrottled',
        'Unauthorized',
        'InvalidCredentials',
      ],
    },
    async ({ params, auth, request }) => {
      const found = await ctx.repos.testimonials.findOwn(params.id, auth.userId);
      if (!found) throw notFound(apiMessages.testimonialNotFound);
      const { testimonial, requester } = found;
      if (testimonial.status !== 'pending') {
        throw badRequest(apiMessages.testimonialAlreadyWritten);
      }
      // Each refusal says its own reason: the writer's opt-out is not a wait (issue 38 §8).
      if (await ctx.repos.notificationPreferences.isOptedOut(testimonial.email)) {
        throw badRequest(apiMessages.testimonialWriterOptedOut);
      }
      const now = ctx.now();
      if (now.getTime() - testimonial.lastSentAt.getTime() < TESTIMONIAL_RESEND_INTERVAL_MS) {
        throw throttled(apiMessages.testimonialResendTooSoon);
      }
      await ctx.throttle.hit('email', request.ip, String(auth.userId));
      await ctx.recipientCap.takeOrRefuse(testimonial.email);
      const mailId = await ctx.transaction(async (tx) => {
        // Claimed only if nobody resent it meanwhile, so two quick clicks send one e-mail.
        const claimed = await tx.testimonials.claimResend(
          params.id,
          auth.userId,
          now,
          TESTIMONIAL_RESEND_INTERVAL_MS,
        );
        if (!claimed) return null;
        return tx.outbox.queue(
          testimonialRequestMail({
            to: testimonial.email,
            writerName: testimonial.name,
            memberName: `${requester.firstName} ${requester.lastName}`,
            link: writeLink(testimonial.uuid),
            optOut: mailLinks(ctx, { purpose: 'opt-out', email: testimonial.email }),
          }),
        );
      });
      if (mailId === null) throw throttled(apiMessages.testimonialResendTooSoon);
      void ctx.mailer.deliver([mailId]);
      return toTestimonial({ ...testimonial, lastSentAt: now }, requester);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/testimonials/uuid/:uuid',
      summary: "The writer's view of a request (no account needed; never the writer's e-mail)",
      tag: 'testimonials',
      auth: 'none',
      params: uuidParamsSchema,
      response: testimonialSchema,
      errors: ['InvalidRequest', 'ResourceNotFound'],
    },
    async ({ params }) => {
      const found = await ctx.repos.testimonials.findByUuid(params.uuid);
      if (!found) throw notFound(apiMessages.testimonialNotFound);
      return toTestimonial(found.testimonial, found.requester);
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/v1/testimonials/uuid/:uuid',
      summary:
        'Write the testimonial with its disclosures (once); the member is told and chooses to publish it',
      tag: 'testimonials',
      auth: 'none',
      params: uuidParamsSchema,
      body: testimonialWriteBodySchema,
      response: testimonialSchema,
      errors: ['InvalidRequest', 'ResourceNotFound', 'ResourceConflict'],
    },
    async ({ params, body }) => {
      if (body.uuid !== undefined && body.uuid !== params.uuid) {
        throw badRequest(apiMessages.uuidMismatch);
      }
      const result = await ctx.transaction(async (tx) => {
        const found = await tx.testimonials.findByUuid(params.uuid);
        if (!found) throw notFound(apiMessages.testimonialNotFound);
        const row = await tx.testimonials.write(params.uuid, body, ctx.now());
        if (!row) throw conflict(apiMessages.testimonialAlreadyWritten);
        // The member is told it waits for them to publish it; its e-mail (at once by default)
        // follows their preferences.
        const { mailId } = await notify(tx, ctx, {
          userId: row.userId,
          kind: 'testimonial_waiting',
          subject: { kind: 'testimonial', id: row.id },
          data: { writerName: row.name },
          at: ctx.now(),
        });
        return { testimonial: toTestimonial(row, found.requester), mailId };
      });
      if (result.mailId !== null) void ctx.mailer.deliver([result.mailId]);
      return result.testimonial;
    },
  );
}
