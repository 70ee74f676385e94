import { expect, it } from 'vitest';
import { apiMessages, messages, testimonialSchema } from '@/contract';
import { uniqueEmail } from './client';
import { describeServer } from './suite';

// Issue 38 §8: a refused body, query or path names its field (`{ code, message, field }`, the
// message the contract's text the forms show); a refused testimonial resend says its own reason.

const DISCLOSURES = {
  relationship: 'client',
  periodFrom: 2020,
  periodTo: null,
  paid: false,
  conflict: '',
} as const;
const TEXT = { company: 'Harbor', position: 'CFO', content: 'Steady and exact.' };

describeServer('validation errors', ({ api, t }) => {
  async function pendingRequest() {
    const member = await api.signup({ firstName: 'Maya' });
    const writer = uniqueEmail('writer');
    const answer = await api.call('POST', '/api/v1/testimonials', {
      token: member.token,
      body: { name: 'Wendy Writer', email: writer },
    });
    expect(answer.status).toBe(201);
    return { member, writer, request: testimonialSchema.parse(answer.body) };
  }

  it('names the missing disclosure of a written testimonial, and writes nothing', async () => {
    const { request } = await pendingRequest();
    const { paid: _paid, ...withoutPaid } = DISCLOSURES;
    const refused = await api.call('PUT', `/api/v1/testimonials/uuid/${request.uuid}`, {
      body: { ...TEXT, ...withoutPaid },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'InvalidRequest',
      message: messages.select,
      field: 'paid',
    });
    const unknownKey = await api.call('PUT', `/api/v1/testimonials/uuid/${request.uuid}`, {
      body: { ...TEXT, ...DISCLOSURES, status: 'published' },
    });
    expect(unknownKey.body).toMatchObject({ code: 'InvalidRequest', field: 'status' });
    const opened = await api.call('GET', `/api/v1/testimonials/uuid/${request.uuid}`);
    expect(opened.body.status).toBe('pending');
  });

  it('names nested fields at their dotted path, path and query parameters by name', async () => {
    const member = await api.signup();
    const nested = await api.call('PATCH', '/api/v1/user', {
      token: member.token,
      body: { contactVisibility: { website: 'everyone' }, expertises: ['audits'] },
    });
    expect(nested.body).toMatchObject({
      code: 'InvalidRequest',
      field: 'contactVisibility.website',
    });
    const inList = await api.call('PATCH', '/api/v1/user', {
      token: member.token,
      body: { expertises: [7] },
    });
    expect(inList.body).toMatchObject({ code: 'InvalidRequest', field: 'expertises.0' });
    const byPath = await api.call('GET', '/api/v1/profiles/0x10', { token: member.token });
    expect(byPath.status).toBe(400);
    expect(byPath.body).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    const byQuery = await api.call('GET', '/api/v1/notifications?limit=ten', {
      token: member.token,
    });
    expect(byQuery.body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.queryInteger('limit'),
      field: 'limit',
    });
  });

  it('names no field for a body that is not an object, nor for any other error', async () => {
    const member = await api.signup();
    const notObject = await api.call('PATCH', '/api/v1/user', {
      token: member.token,
      body: ['x'],
    });
    expect(notObject.status).toBe(400);
    expect(Object.keys(notObject.body).sort()).toEqual(['code', 'message']);
    const missing = await api.call('GET', '/api/v1/profiles/999999', { token: member.token });
    expect(missing.status).toBe(404);
    expect(Object.keys(missing.body).sort()).toEqual(['code', 'message']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.json()).toEqual({ code: 'InvalidRequest', message: apiMessages.bodyNotJson });
  });

  it('refuses the resend to a writer who opted out with that reason, and mails nothing', async () => {
    const { member, writer, request } = await pendingRequest();
    const resend = (token = member.token) =>
      api.call('POST', `/api/v1/testimonials/${request.id}/emails`, { token });
    expect((await resend()).body).toEqual({
      code: 'RequestThrottled',
      message: apiMessages.testimonialResendTooSoon,
    });
    const [mail] = await t.app.ctx.repos.outbox.latestTo(writer, 10);
    const optOut = mail!.links.find((link) => link.includes('/opt-out/'))!;
    const opted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/opt-out/${optOut.slice(optOut.lastIndexOf('/') + 1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(opted.statusCode).toBe(200);
    // Past the seven days the wait is over; the opt-out still refuses, saying so.
    const later = new Date(t.app.ctx.now().getTime() + 8 * 24 * 60 * 60 * 1000);
    const clock = t.app.ctx.now;
    t.app.ctx.now = () => later;
    try {
      // A week later the old access token has expired: log in again.
      const token = (await api.login(member.email, member.password)).body.accessToken as string;
      const refused = await resend(token);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.testimonialWriterOptedOut,
      });
    } finally {
      t.app.ctx.now = clock;
    }
    expect(await t.app.ctx.repos.outbox.latestTo(writer, 10)).toHaveLength(1);
  });
});
