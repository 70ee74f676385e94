import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './client';
import { createTestApp, TEST_CLIENT, type TestApp } from './harness';

describe('throttling', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const tight = { perIp: 4, perAccount: 2, windowSeconds: 60 };
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: tight,
        refresh: tight,
        reset: tight,
        email: tight,
        signup: { perIp: 100, perAccount: 100, windowSeconds: 60 },
      },
    });
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('answers 429 RequestThrottled per account after failed logins', async () => {
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
    const m = await api.signup();
    for (let i = 0; i < 5; i += 1) expect((await api.login(m.email, m.password)).status).toBe(200);
  });

  it('answers 429 per IP across accounts, and X-Forwarded-For does not escape it', async () => {
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
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses).toContain(429);
  });

  it('throttles reset requests per account, answering the same for unknown e-mails', async () => {
    const email = uniqueEmail('reset');
    const ask = () =>
      api.call('POST', '/api/v1/users/password/token', {
        body: { ...TEST_CLIENT, username: email },
        headers: { 'x-forwarded-for': '10.0.0.9' },
      });
    expect((await ask()).status).toBe(204);
    expect((await ask()).status).toBe(204);
    expect((await ask()).status).toBe(429);
  });
});
