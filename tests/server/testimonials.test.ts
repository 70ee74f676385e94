import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiMessages, testimonialSchema } from '@/contract';
import { testimonials, users } from '@server/db/schema';
import { uniqueEmail } from './client';
import { describeServer } from './suite';

const RESEND_TEXT = 'You can only send testimonial request once every seven days.';
// The writer's disclosures every write carries (issue 24).
const DISCLOSURES = {
  relationship: 'client',
  periodFrom: 2020,
  periodTo: null,
  paid: false,
  conflict: '',
} as const;

describeServer('testimonials', ({ api, t }) => {
  const outbox = async (to: string) =>
    (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as {
      subject: string;
      text: string;
      links: string[];
    }[];

  async function requested() {
    const m = await api.signup({ firstName: 'Maya', lastName: 'Member' });
    const writer = uniqueEmail('writer');
    const answer = await api.call('POST', '/api/v1/testimonials', {
      token: m.token,
      body: { name: 'Wendy Writer', email: writer },
    });
    return { m, writer, answer };
  }

  it('creates a pending request and e-mails the writer a uuid link from the public base URL', async () => {
    const { m, writer, answer } = await requested();
    expect(answer.status).toBe(201);
    const testimonial = testimonialSchema.parse(answer.body);
    expect(testimonial).toMatchObject({ status: 'pending', name: 'Wendy Writer', company: null });
    expect(testimonial.user).toMatchObject({ id: m.id, firstName: 'Maya' });
    expect(JSON.stringify(answer.body)).not.toContain(writer);
    const [mail] = await outbox(writer);
    // The write link, then the opt-out of an address that is not a member's (issue 23).
    expect(mail!.links[0]).toBe(`http://guildhall.test/testimonial/${testimonial.uuid}`);
    expect(mail!.links[1]).toMatch(/^http:\/\/guildhall\.test\/opt-out\/[\w.-]+$/);
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it('lets the writer read it by uuid without an account (never the e-mail) and write it once', async () => {
    const { m, writer, answer } = await requested();
    const uuid = answer.body.uuid as string;
    const read = await api.call('GET', `/api/v1/testimonials/uuid/${uuid}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'pending', user: { firstName: 'Maya' } });
    expect(JSON.stringify(read.body)).not.toContain(writer);

    const body = {
      uuid,
      company: 'Acme',
      position: 'CEO',
      content: 'Outstanding work.',
      ...DISCLOSURES,
    };
    const written = await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, { body });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ status: 'unpublished', company: 'Acme' });
    const [told] = await outbox(m.email);
    expect(told!.subject).toContain('Wendy Writer');

    const again = await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, {
      body: { ...body, content: 'Changed my mind.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ResourceConflict');
    const list = await api.call('GET', '/api/v1/testimonials', { token: m.token });
    expect(list.body[0].content).toBe('Outstanding work.');
  });

  it('refuses a write whose uuid differs from the link, or that sets the status', async () => {
    const { answer } = await requested();
    const uuid = answer.body.uuid as string;
    const other = '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
    const content = { company: 'Acme', position: 'CEO', content: 'Great.', ...DISCLOSURES };
    expect(
      (
        await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, {
          body: { ...content, uuid: other },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, {
          body: { ...content, status: 'published' },
        })
      ).status,
    ).toBe(400);
    expect((await api.call('GET', `/api/v1/testimonials/uuid/${other}`)).status).toBe(404);
    expect((await api.call('GET', '/api/v1/testimonials/uuid/not-a-uuid')).status).toBe(400);
  });

  it('publishes and unpublishes a written testimonial; a pending one cannot be', async () => {
    const { m, answer } = await requested();
    const { id, uuid } = answer.body;
    const pending = await api.call('PATCH', `/api/v1/testimonials/${id}`, {
      token: m.token,
      body: { status: 'published' },
    });
    expect(pending.status).toBe(400);
    await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, {
      body: { company: 'Acme', position: 'CEO', content: 'Great.', ...DISCLOSURES },
    });
    const published = await api.call('PATCH', `/api/v1/testimonials/${id}`, {
      token: m.token,
      body: { status: 'published' },
    });
    expect(published.body.status).toBe('published');
    const back = await api.call('PATCH', `/api/v1/testimonials/${id}`, {
      token: m.token,
      body: { status: 'unpublished' },
    });
    expect(back.body.status).toBe('unpublished');
  });

  it('resends at most once every seven days, with the spec text', async () => {
    const { m, writer, answer } = await requested();
    const url = `/api/v1/testimonials/${answer.body.id}/emails`;
    const tooSoon = await api.call('POST', url, { token: m.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ code: 'RequestThrottled', message: RESEND_TEXT });
    const realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(Date.now() + 8 * 24 * 3600 * 1000);
    try {
      // A week later the old access token has expired: log in again.
      const token = (await api.login(m.email, m.password)).body.accessToken as string;
      const resent = await api.call('POST', url, { token });
      expect(resent.status).toBe(200);
      expect(await outbox(writer)).toHaveLength(2);
      expect((await api.call('POST', url, { token })).status).toBe(429);
    } finally {
      t.app.ctx.now = realNow;
    }
  });

  it("answers 404 for another member's testimonial and changes nothing", async () => {
    const { answer } = await requested();
    const intruder = await api.signup();
    const patch = await api.call('PATCH', `/api/v1/testimonials/${answer.body.id}`, {
      token: intruder.token,
      body: { status: 'published' },
    });
    expect(patch.status).toBe(404);
    const resend = await api.call('POST', `/api/v1/testimonials/${answer.body.id}/emails`, {
      token: intruder.token,
    });
    expect(resend.status).toBe(404);
    expect((await api.call('GET', '/api/v1/testimonials', { token: intruder.token })).body).toEqual(
      [],
    );
  });

  it('validates the request and needs a token', async () => {
    const m = await api.signup();
    const bad = await api.call('POST', '/api/v1/testimonials', {
      token: m.token,
      body: { name: 'W', email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await api.call('POST', '/api/v1/testimonials', { body: { name: 'Wendy', email: 'w@x.co' } }))
        .status,
    ).toBe(401);
  });

  it('lists newest first, and only published ones show on the profile', async () => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    const ids: number[] = [];
    for (const name of ['First Writer', 'Second Writer']) {
      const created = await api.call('POST', '/api/v1/testimonials', {
        token: m.token,
        body: { name, email: uniqueEmail('w') },
      });
      ids.push(created.body.id);
      await api.call('PUT', `/api/v1/testimonials/uuid/${created.body.uuid}`, {
        body: { company: 'Acme', position: 'CEO', content: `From ${name}`, ...DISCLOSURES },
      });
    }
    await api.call('PATCH', `/api/v1/testimonials/${ids[0]}`, {
      token: m.token,
      body: { status: 'published' },
    });
    const list = await api.call('GET', '/api/v1/testimonials', { token: m.token });
    expect(list.body.map((x: { name: string }) => x.name)).toEqual([
      'Second Writer',
      'First Writer',
    ]);
    const profile = await api.call('GET', `/api/v1/profiles/${m.id}`);
    expect(profile.body.testimonials.map((x: { name: string }) => x.name)).toEqual([
      'First Writer',
    ]);
  });

  it('stores the disclosures with the time the writer confirmed them (the clock of the server)', async () => {
    const m = await api.signup();
    const created = await api.call('POST', '/api/v1/testimonials', {
      token: m.token,
      body: { name: 'Kai Writer', email: uniqueEmail('kai'), relationship: 'manager' },
    });
    expect(created.body.requestedRelationship).toBe('manager');
    const realNow = t.app.ctx.now;
    const confirmedAt = new Date('2026-03-04T05:06:07.000Z');
    t.app.ctx.now = () => confirmedAt;
    try {
      const written = await api.call('PUT', `/api/v1/testimonials/uuid/${created.body.uuid}`, {
        body: {
          company: 'Acme',
          position: 'COO',
          content: 'Clear thinking.',
          relationship: 'direct_report',
          periodFrom: 2015,
          periodTo: 2018,
          paid: true,
          conflict: 'Their firm is my client.',
        },
      });
      expect(written.status).toBe(200);
    } finally {
      t.app.ctx.now = realNow;
    }
    const [row] = await t.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, created.body.id as number));
    expect(row).toMatchObject({
      requestedRelationship: 'manager',
      relationship: 'direct_report',
      periodFrom: 2015,
      periodTo: 2018,
      paid: true,
      conflict: 'Their firm is my client.',
      confirmedAt,
      writtenAt: confirmedAt,
    });
  });

  it('shows no provenance for a testimonial written before disclosures existed', async () => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    const [old] = await t.database.db
      .insert(testimonials)
      .values({
        uuid: randomUUID(),
        userId: m.id,
        name: 'Old Writer',
        email: uniqueEmail('old'),
        company: 'Acme',
        position: 'CEO',
        content: 'Written long ago.',
        status: 'published',
        writtenAt: new Date('2024-01-01T00:00:00Z'),
      })
      .returning();
    const profile = await api.call('GET', `/api/v1/profiles/${m.id}`);
    const shown = profile.body.testimonials.find((x: { id: number }) => x.id === old!.id);
    expect(shown).toMatchObject({ content: 'Written long ago.', provenance: null });
    expect(testimonialSchema.parse(shown).requestedRelationship).toBeNull();
  });

  it('refuses own addresses (account and contact e-mail, any case) before counting an attempt', async () => {
    const m = await api.signup();
    await t.database.db
      .update(users)
      .set({ contactEmail: 'front.desk@practice.example' })
      .where(eq(users.id, m.id));
    for (const email of [m.email.toUpperCase(), 'Front.Desk@Practice.example']) {
      const refused = await api.call('POST', '/api/v1/testimonials', {
        token: m.token,
        body: { name: 'Myself', email },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.testimonialOwnAddress,
      });
    }
    expect((await api.call('GET', '/api/v1/testimonials', { token: m.token })).body).toEqual([]);
    expect(await outbox('front.desk@practice.example')).toEqual([]);
  });

  it('never changes the text through the member API: a PATCH carrying it is refused', async () => {
    const { m, answer } = await requested();
    await api.call('PUT', `/api/v1/testimonials/uuid/${answer.body.uuid}`, {
      body: { company: 'Acme', position: 'CEO', content: 'Original words.', ...DISCLOSURES },
    });
    const edit = await api.call('PATCH', `/api/v1/testimonials/${answer.body.id}`, {
      token: m.token,
      body: { status: 'published', content: 'Improved words.' },
    });
    expect(edit.body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.testimonialTextLocked,
      field: 'content',
    });
    const [row] = await t.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, answer.body.id as number));
    expect(row).toMatchObject({ content: 'Original words.', status: 'unpublished' });
  });
});
