import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRateLimits, type RateLimit, type RateLimits } from '@server/config';
import { buildApp } from '@server/app';
import type * as passwords from '@server/auth/passwords';
import { openPostgres } from '@server/db/client';
import { client, uniqueEmail } from './client';
import {
  backends,
  createTestApp,
  defaultBackend,
  TEST_CLIENT,
  type Backend,
  type TestApp,
} from './harness';
import { describeServer } from './suite';

// Counts the password checks the routes run, to show that a throttled attempt costs no hash.
const hashes = vi.hoisted(() => ({ verified: 0 }));
vi.mock('@server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      hashes.verified += 1;
      return original.verifyPassword(...args);
    },
  };
});

const roomy = { perIp: 1000, perAccount: 1000, windowSeconds: 60 };
const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  ...(Object.fromEntries(
    Object.keys(defaultRateLimits).map((name) => [name, roomy]),
  ) as RateLimits),
  ...overrides,
});

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe.each(backends())('throttling on %s', (backend: Backend) => {
  // Every request of app.inject comes from 127.0.0.1, so each case gets its own app (and its
  // own counters).
  let t: TestApp | undefined;
  const open = async (overrides: Partial<RateLimits>) => {
    t = await createTestApp({ rateLimits: limits(overrides) }, backend);
    return client(t.app);
  };
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  describe('login', () => {
    const tight: RateLimit = { perIp: 4, perAccount: 2, windowSeconds: 60 };

    it('answers 429 RequestThrottled per account after failed logins', async () => {
      const api = await open({ login: tight });
      const m = await api.signup();
      expect((await api.login(m.email, 'wrong-password-1')).status).toBe(401);
      expect((await api.login(m.email, 'wrong-password-2')).status).toBe(401);
      const third = await api.login(m.email, m.password);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        code: 'RequestThrottled',
        message: 'Too many requests. Please try again in a few minutes.',
      });
    });

    it('never throttles successful logins', async () => {
      const api = await open({ login: tight });
      const m = await api.signup();
      for (let i = 0; i < 8; i += 1) {
        expect((await api.login(m.email, m.password)).status).toBe(200);
      }
    });

    it('answers 429 per IP across accounts, and X-Forwarded-For does not escape it', async () => {
      const api = await open({ login: tight });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await api.call('POST', '/api/v1/oauth/token', {
          body: {
            grantType: 'password',
            ...TEST_CLIENT,
            username: uniqueEmail('ip'),
            password: 'whatever-password',
          },
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it('counts concurrent wrong passwords for one account before hashing them', async () => {
      const api = await open({ login: { perIp: 1000, perAccount: 10, windowSeconds: 60 } });
      const m = await api.signup();
      hashes.verified = 0;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => api.login(m.email, `wrong-password-${i}`)),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 30 });
      expect(hashes.verified).toBeLessThanOrEqual(10);
    });

    it('counts concurrent attempts from one IP over many accounts before hashing them', async () => {
      const api = await open({ login: { perIp: 30, perAccount: 10, windowSeconds: 60 } });
      let dummyHashes = 0;
      const dummyHash = t!.app.ctx.dummyHash;
      t!.app.ctx.dummyHash = () => {
        dummyHashes += 1;
        return dummyHash();
      };
      const answers = await Promise.all(
        Array.from({ length: 55 }, () => api.login(uniqueEmail('spray'), 'whatever-password')),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 30, 429: 25 });
      expect(dummyHashes).toBeLessThanOrEqual(30);
    });
  });

  describe('password change', () => {
    it('counts wrong current passwords like failed logins, before hashing them', async () => {
      const api = await open({ login: { perIp: 1000, perAccount: 10, windowSeconds: 60 } });
      const m = await api.signup();
      hashes.verified = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api.call('PATCH', '/api/v1/user', {
            token: m.token,
            body: {
              password: `wrong-guess-${i}`,
              newPassword: 'brand-new-password',
              confirm: 'brand-new-password',
            },
          }),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 400: 10, 429: 10 });
      expect(hashes.verified).toBeLessThanOrEqual(10);
      expect(answers.find((a) => a.status === 429)?.body.code).toBe('RequestThrottled');
      // The guesses and the logins draw on the same count: the password is the same secret.
      expect((await api.login(m.email, m.password)).status).toBe(429);
    });

    it('gives a successful change back, so members who know their password are not throttled', async () => {
      const api = await open({ login: { perIp: 1000, perAccount: 2, windowSeconds: 60 } });
      const m = await api.signup();
      let password = m.password;
      for (let i = 0; i < 4; i += 1) {
        const next = `new-password-${i}`;
        const changed = await api.call('PATCH', '/api/v1/user', {
          token: m.token,
          body: { password, newPassword: next, confirm: next },
        });
        expect(changed.status).toBe(200);
        password = next;
      }
    });
  });

  describe('password reset requests', () => {
    const ask = (api: ReturnType<typeof client>, username: string) =>
      api.call('POST', '/api/v1/users/password/token', {
        body: { ...TEST_CLIENT, username },
        headers: { 'x-forwarded-for': '10.0.0.9' },
      });

    it('throttles per account, answering the same for unknown e-mails', async () => {
      const api = await open({ reset: { perIp: 4, perAccount: 2, windowSeconds: 60 } });
      const email = uniqueEmail('reset');
      expect((await ask(api, email)).status).toBe(204);
      expect((await ask(api, email)).status).toBe(204);
      expect((await ask(api, email)).status).toBe(429);
    });

    it('records nothing for a new e-mail once the IP is throttled', async () => {
      const api = await open({ reset: { perIp: 3, perAccount: 2, windowSeconds: 60 } });
      const { throttle } = t!.app.ctx;
      for (let i = 0; i < 3; i += 1)
        expect((await ask(api, uniqueEmail('fresh'))).status).toBe(204);
      const later = Array.from({ length: 20 }, () => uniqueEmail('fresh'));
      for (const email of later) expect((await ask(api, email)).status).toBe(429);
      for (const email of later) expect(await throttle.used('reset', 'account', email)).toBe(0);
      if (t!.database.pool) {
        // On PostgreSQL the counters are rows: the IP's and the first three accounts', no more.
        const { rows } = await t!.database.pool.query<{ n: number }>(
          'select count(*)::int as n from rate_limit_counters',
        );
        expect(rows[0]?.n).toBe(4);
      }
    });
  });

  it.skipIf(backend !== 'postgres')('shares the counters between instances', async () => {
    const api = await open({ login: { perIp: 1000, perAccount: 3, windowSeconds: 60 } });
    const url = (t!.database.pool!.options as { connectionString: string }).connectionString;
    const otherDatabase = openPostgres(url, 2);
    const other = await buildApp({ config: t!.config, database: otherDatabase });
    try {
      const otherApi = client(other);
      const m = await api.signup();
      expect((await api.login(m.email, 'wrong-password-1')).status).toBe(401);
      expect((await otherApi.login(m.email, 'wrong-password-2')).status).toBe(401);
      expect((await api.login(m.email, 'wrong-password-3')).status).toBe(401);
      expect((await otherApi.login(m.email, m.password)).status).toBe(429);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describeServer(
  'throttle counters',
  ({ t }) => {
    it('count per IP and per account, the account in any case', async () => {
      const { throttle } = t.app.ctx;
      await throttle.hit('reset', '192.0.2.1', 'counted@example.com');
      expect(await throttle.used('reset', 'ip', '192.0.2.1')).toBe(1);
      expect(await throttle.used('reset', 'account', 'COUNTED@example.com')).toBe(1);
    });
  },
  { rateLimits: limits({}) },
  { backends: [defaultBackend()] },
);
