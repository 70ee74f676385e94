import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardPostSchema } from '@/contract';
import { peerInvitations } from '@server/db/schema';
import { uniqueEmail } from './client';
import { defaultBackend, testConfig } from './harness';
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

  it('e-mails a peer invitation naming the member, with a link to /signup', async () => {
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
        // The sign-up link, then the address's opt-out (issue 23: people who are not members).
        links: [
          'http://guildhall.test/signup',
          expect.stringMatching(/^http:\/\/guildhall\.test\/opt-out\/[\w.-]+$/),
        ],
      },
    ]);
    expect(outbox.body[0].text).toContain('Hello Pat,');
    expect(outbox.body[0].text).toContain('Ivy Inviter thinks you belong in Guildhall');
    expect(outbox.body[0].text).toContain('http://guildhall.test/signup');
  });

  it('greets a peer invited without a name plainly, at the address as typed in any case', async () => {
    const m = await api.signup({ firstName: 'Noor', lastName: 'Nameless' });
    const peer = uniqueEmail('anonymous');
    const answer = await api.call('POST', '/api/v1/user/invitations', {
      token: m.token,
      body: { email: `  ${peer.toUpperCase()} ` },
    });
    expect(answer.status).toBe(204);
    const outbox = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(peer)}`);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0].text).toMatch(/^Hello,$/m);
  });

  it.each([
    ['no e-mail', { name: 'Pat' }],
    ['a malformed e-mail', { email: 'nope' }],
    ['an e-mail over 100 characters', { email: `${'p'.repeat(95)}@example.com` }],
    ['a one-letter name', { email: 'pat@example.com', name: 'P' }],
    ['a name over 50 characters', { email: 'pat@example.com', name: 'P'.repeat(51) }],
    ['an unknown field', { email: 'pat@example.com', role: 'admin' }],
    ['a body that is not an object', ['pat@example.com']],
  ])('refuses an invitation with %s: 400 InvalidRequest, nothing sent', async (_, body) => {
    const m = await api.signup();
    const answer = await api.call('POST', '/api/v1/user/invitations', { token: m.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'InvalidRequest', message: expect.any(String) });
    const outbox = await api.call('GET', '/api/dev/outbox?to=pat%40example.com');
    expect(outbox.body).toEqual([]);
  });
});

describeServer(
  'peer invitation throttling',
  ({ t, api }) => {
    it('answers 429 RequestThrottled once a member is over the limit, sending nothing more', async () => {
      const m = await api.signup();
      const invite = (email: string) =>
        api.call('POST', '/api/v1/user/invitations', { token: m.token, body: { email } });
      const peers = [1, 2, 3, 4].map((n) => uniqueEmail(`throttled-peer-${n}`));
      for (const peer of peers.slice(0, 3)) expect((await invite(peer)).status).toBe(204);
      const over = await invite(peers[3]!);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        code: 'RequestThrottled',
        message: 'Too many requests. Please try again in a few minutes.',
      });
      // Counted before the work: the refused invitation is neither stored nor e-mailed.
      const stored = await t.database.db
        .select()
        .from(peerInvitations)
        .where(eq(peerInvitations.userId, m.id));
      expect(stored.map((row) => row.email)).toEqual(peers.slice(0, 3));
      const outbox = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(peers[3]!)}`);
      expect(outbox.body).toEqual([]);
      // The limit is the member's: another member still invites.
      const other = await api.signup();
      const answer = await api.call('POST', '/api/v1/user/invitations', {
        token: other.token,
        body: { email: uniqueEmail('other-peer') },
      });
      expect(answer.status).toBe(204);
    });
  },
  {
    rateLimits: {
      ...testConfig().rateLimits,
      email: { perIp: 100, perAccount: 3, windowSeconds: 60 },
    },
  },
);

describe('the social wall in the Content-Security-Policy', () => {
  it('frames the configured wall provider only when one is configured', async () => {
    const { loadConfig } = await import('@server/config');
    const { contentSecurityPolicy } = await import('@server/security');
    const configured = loadConfig({ VITE_SOCIAL_WALL_URL: 'https://my.walls.io/guildhall' });
    expect(contentSecurityPolicy(configured)['frame-src']).toEqual(['https://my.walls.io']);
    const runTime = loadConfig({ SOCIAL_WALL_URL: 'https://my.walls.io/guildhall?show_header=0' });
    expect(contentSecurityPolicy(runTime)['frame-src']).toEqual(['https://my.walls.io']);
    expect(contentSecurityPolicy(loadConfig({}))['frame-src']).toEqual(["'none'"]);
    // Not an http(s) URL: no exception.
    const bad = loadConfig({ SOCIAL_WALL_URL: 'javascript:alert(1)' });
    expect(contentSecurityPolicy(bad)['frame-src']).toEqual(["'none'"]);
  });
});

describeServer(
  'dev outbox switch',
  ({ t }) => {
    it('is a 404 unless DEV_OUTBOX=true', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' });
      expect(answer.statusCode).toBe(404);
    });
  },
  { devOutbox: false },
  { backends: [defaultBackend()] },
);
