import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardPostSchema } from '@/contract';
import { uniqueEmail } from './client';
import { createTestApp, type TestApp } from './harness';
import { describeServer } from './suite';

describeServer('dashboard posts, invitations and the dev outbox', ({ api }) => {
  it('stores a post link and answers it', async () => {
    const m = await api.signup();
    const answer = await api.call('POST', '/api/v1/dashboard/posts', {
      token: m.token,
      body: { link: 'https://www.linkedin.com/posts/someone-123' },
    });
    expect(answer.status).toBe(201);
    expect(dashboardPostSchema.parse(answer.body).link).toBe(
      'https://www.linkedin.com/posts/someone-123',
    );
  });

  it.each(['javascript:alert(1)', 'not a url', `https://x.co/${'a'.repeat(200)}`])(
    'refuses the link %s',
    async (link) => {
      const m = await api.signup();
      const answer = await api.call('POST', '/api/v1/dashboard/posts', {
        token: m.token,
        body: { link },
      });
      expect(answer.status).toBe(400);
    },
  );

  it('needs a token for posts and invitations', async () => {
    expect(
      (await api.call('POST', '/api/v1/dashboard/posts', { body: { link: 'https://x.co' } }))
        .status,
    ).toBe(401);
    expect(
      (await api.call('POST', '/api/v1/user/invitations', { body: { email: 'a@b.co' } })).status,
    ).toBe(401);
  });

  it('e-mails a peer invitation with a link to /signup', async () => {
    const m = await api.signup({ firstName: 'Ivy', lastName: 'Inviter' });
    const peer = uniqueEmail('peer');
    const answer = await api.call('POST', '/api/v1/user/invitations', {
      token: m.token,
      body: { email: peer, name: 'Pat' },
    });
    expect(answer.status).toBe(204);
    const outbox = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(peer)}`);
    expect(outbox.body).toMatchObject([
      {
        to: peer,
        subject: 'Ivy Inviter invites you to Guildhall',
        links: ['http://guildhall.test/signup'],
      },
    ]);
    expect(outbox.body[0].text).toContain('Hello Pat,');
    const bad = await api.call('POST', '/api/v1/user/invitations', {
      token: m.token,
      body: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('dev outbox switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devOutbox: false });
  });
  afterAll(() => t.close());

  it('is a 404 unless DEV_OUTBOX=true', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' });
    expect(answer.statusCode).toBe(404);
  });
});
