import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  compareTestimonials,
  isOwnTestimonialAddress,
  TESTIMONIAL_RESEND_INTERVAL_MS,
  testimonialPatchSchema,
  testimonialRequestBodySchema,
  testimonialWriteBodySchema,
  uuidParamsSchema,
} from '@/contract';
import { db, nextId, nextUuid, type MockTestimonial } from '../db';
import { api, fail, idParam, readBody, requireUser, failValidation } from '../http';
import { toTestimonial } from '../serialize';
import { mockOptedOut } from './notificationPreferences';
import { mockNotify } from './notifications';
import { mockRequireVerifiedSender, mockTakeRecipientOrRefuse } from './recipientCap';

const mine = (id: number, userId: number) =>
  db.testimonials.find((row) => row.id === id && row.userId === userId) ??
  fail('ResourceNotFound', apiMessages.testimonialNotFound);

const byUuid = (raw: unknown): MockTestimonial => {
  const parsed = uuidParamsSchema.safeParse({ uuid: raw });
  if (!parsed.success) return failValidation(parsed.error);
  return (
    db.testimonials.find((row) => row.uuid === parsed.data.uuid) ??
    fail('ResourceNotFound', apiMessages.testimonialNotFound)
  );
};

export const testimonialHandlers = [
  http.get(api('/v1/testimonials'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(
      db.testimonials
        .filter((row) => row.userId === user.id)
        .map(toTestimonial)
        .sort(compareTestimonials),
    );
  }),

  // A request: pending, and the writer gets the link by e-mail.
  http.post(api('/v1/testimonials'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, testimonialRequestBodySchema);
    mockRequireVerifiedSender(user);
    if (isOwnTestimonialAddress(body.email, user)) {
      return fail('InvalidRequest', apiMessages.testimonialOwnAddress);
    }
    if (mockOptedOut(body.email)) return fail('InvalidRequest', apiMessages.addressOptedOut);
    mockTakeRecipientOrRefuse(body.email);
    const now = new Date().toISOString();
    const row: MockTestimonial = {
      id: nextId(),
      uuid: nextUuid(),
      userId: user.id,
      name: body.name,
      email: body.email,
      company: null,
      position: null,
      content: null,
      status: 'pending',
      createdAt: now,
      sentAt: now,
      requestedRelationship: body.relationship ?? null,
      provenance: null,
    };
    db.testimonials.push(row);
    db.outbox.push({
      to: body.email,
      kind: 'testimonialRequest',
      link: `/testimonial/${row.uuid}`,
    });
    return HttpResponse.json(toTestimonial(row), { status: 201 });
  }),

  http.patch(api('/v1/testimonials/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    const body = await readBody(request, testimonialPatchSchema);
    const row = mine(id, user.id);
    if (row.status === 'pending') {
      return fail('InvalidRequest', apiMessages.testimonialNotWritten);
    }
    const published = row.status !== 'published' && body.status === 'published';
    row.status = body.status;
    // A listed member's watchers hear of a testimonial as it becomes public.
    if (published && user.published) {
      for (const watch of db.watching.filter((w) => w.watchedId === user.id)) {
        mockNotify({
          userId: watch.userId,
          kind: 'watched_testimonial',
          actorId: user.id,
          subject: { kind: 'testimonial', id: row.id },
        });
      }
    }
    return HttpResponse.json(toTestimonial(row));
  }),

  http.post(api('/v1/testimonials/:id/emails'), ({ request, params }) => {
    const user = requireUser(request);
    const row = mine(idParam(params.id), user.id);
    if (row.status !== 'pending') {
      return fail('InvalidRequest', apiMessages.testimonialAlreadyWritten);
    }
    if (mockOptedOut(row.email)) {
      return fail('InvalidRequest', apiMessages.testimonialWriterOptedOut);
    }
    const now = Date.now();
    if (now - Date.parse(row.sentAt) < TESTIMONIAL_RESEND_INTERVAL_MS) {
      return fail('RequestThrottled', apiMessages.testimonialResendTooSoon);
    }
    mockTakeRecipientOrRefuse(row.email);
    row.sentAt = new Date(now).toISOString();
    db.outbox.push({ to: row.email, kind: 'testimonialRequest', link: `/testimonial/${row.uuid}` });
    return HttpResponse.json(toTestimonial(row));
  }),

  // The writer's side: no account, the uuid is the grant.
  http.get(api('/v1/testimonials/uuid/:uuid'), ({ params }) =>
    HttpResponse.json(toTestimonial(byUuid(params.uuid))),
  ),

  http.put(api('/v1/testimonials/uuid/:uuid'), async ({ request, params }) => {
    const body = await readBody(request, testimonialWriteBodySchema);
    if (body.uuid !== undefined && body.uuid !== params.uuid) {
      return fail('InvalidRequest', apiMessages.uuidMismatch);
    }
    const row = byUuid(params.uuid);
    if (row.status !== 'pending') {
      return fail('ResourceConflict', apiMessages.testimonialAlreadyWritten);
    }
    Object.assign(row, {
      company: body.company,
      position: body.position,
      content: body.content,
      status: 'unpublished',
      provenance: {
        relationship: body.relationship,
        periodFrom: body.periodFrom,
        periodTo: body.periodTo,
        paid: body.paid,
        conflict: body.conflict,
        confirmedAt: new Date().toISOString(),
      },
    } satisfies Partial<MockTestimonial>);
    mockNotify({
      userId: row.userId,
      kind: 'testimonial_waiting',
      subject: { kind: 'testimonial', id: row.id },
      data: { writerName: row.name },
    });
    return HttpResponse.json(toTestimonial(row));
  }),
];
