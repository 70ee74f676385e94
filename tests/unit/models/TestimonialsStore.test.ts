import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_TESTIMONIAL_UUIDS, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { createTestimonial, DEMO_PASSWORD } from '@mocks/factories';
import { serverError } from '@mocks/scenarios';
import { demoMember } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}

describe('TestimonialsStore', () => {
  it('loads the member’s list newest first (spec 9)', async () => {
    const { testimonials } = await signedIn();
    createTestimonial(DEMO_USER_ID, { createdAt: '2026-11-20T10:00:00.000Z', name: 'Newest' });
    await testimonials.load();
    expect(testimonials.loaded).toBe(true);
    expect(testimonials.list[0]?.name).toBe('Newest');
    expect(testimonials.list.map((t) => t.createdAt)).toEqual(
      [...testimonials.list.map((t) => t.createdAt)].sort().reverse(),
    );
  });

  it('keeps the error of a failed load', async () => {
    const { testimonials } = await signedIn();
    mockServer.use(...serverError(['get', '/v1/testimonials']));
    await expect(testimonials.load()).rejects.toMatchObject({ kind: 'SERVER' });
    expect(testimonials.loaded).toBe(false);
    expect(testimonials.ops.load.error?.kind).toBe('SERVER');
  });

  it('requests a testimonial, refuses a resend inside seven days, publishes and unpublishes', async () => {
    const { testimonials } = await signedIn();
    await testimonials.load();
    const request = await testimonials.request({ name: 'Sam Writer', email: 'sam@example.com' });
    expect(request.status).toBe('pending');
    expect(testimonials.list[0]?.id).toBe(request.id);
    await expect(testimonials.resend(request.id)).rejects.toMatchObject({
      code: 'RequestThrottled',
    });
    expect(testimonials.ops.resend.get(request.id).error?.code).toBe('RequestThrottled');
    expect(testimonials.ops.request.status).toBe('done');
    const written = testimonials.list.find((t) => t.status === 'unpublished');
    await testimonials.setStatus(written!.id, 'published');
    expect(testimonials.list.find((t) => t.id === written!.id)?.status).toBe('published');
    await testimonials.setStatus(written!.id, 'unpublished');
    expect(testimonials.list.find((t) => t.id === written!.id)?.status).toBe('unpublished');
  });

  it('a resend after seven days goes out', async () => {
    const { testimonials } = await signedIn();
    const old = createTestimonial(DEMO_USER_ID, { sentAt: '2020-01-01T00:00:00.000Z' });
    await testimonials.load();
    await testimonials.resend(old.id);
    expect(db.outbox.some((mail) => mail.link === `/testimonial/${old.uuid}`)).toBe(true);
  });

  it('the writer loads a request by uuid and writes it without an account', async () => {
    const pending = db.testimonials.find((t) => t.uuid === DEMO_TESTIMONIAL_UUIDS.pending)!;
    expect(pending).toMatchObject({ userId: DEMO_USER_ID, status: 'pending' });
    const { testimonials } = createTestStore();
    const request = await testimonials.loadWriterRequest(pending.uuid);
    expect(request.user.firstName).toBe(demoMember.firstName);
    await testimonials.write(pending.uuid, {
      company: 'Acme',
      position: 'CFO',
      content: 'Superb advice.',
      relationship: 'manager',
      periodFrom: 2018,
      periodTo: null,
      paid: 'no',
      conflictChoice: 'declared',
      conflict: 'We co-own a rental property.',
    });
    expect(testimonials.writerRequest?.status).toBe('unpublished');
    expect(pending.status).toBe('unpublished');
    // The form's choices become the wire's disclosures.
    expect(testimonials.writerRequest?.provenance).toMatchObject({
      relationship: 'manager',
      periodFrom: 2018,
      periodTo: null,
      paid: false,
      conflict: 'We co-own a rental property.',
    });
  });

  it('a request that does not exist leaves nothing to show', async () => {
    const { testimonials } = createTestStore();
    await expect(
      testimonials.loadWriterRequest('00000000-0000-4000-8000-00000000ffff'),
    ).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(testimonials.writerRequest).toBeNull();
  });

  it('logout clears the list and the state of its operations', async () => {
    const root = await signedIn();
    const { testimonials } = root;
    await testimonials.load();
    await root.session.logout();
    expect(testimonials.list).toEqual([]);
    expect(testimonials.loaded).toBe(false);
    expect(testimonials.ops.load.status).toBe('idle');
  });
});
