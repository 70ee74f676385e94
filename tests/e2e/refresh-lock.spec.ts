import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Spec 7/9: refresh is guarded by a lock shared by every tab, so two tabs whose access token
// has gone stale refresh exactly once: the second tab waits for the lock, reads the record the
// first one stored, and uses that token. Without the lock both would send the same refresh
// token, and the server would revoke the whole session on the reuse.

const CLIENT = { clientId: 'guildhall-web', clientSecret: 'guildhall-web-public' };
const AUTH_KEY = `auth.${CLIENT.clientId}.v1.record`;
const PASSWORD = 'two-tabs-password';

const isRefresh = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/api/v1/oauth/token' &&
  (request.postDataJSON() as { grantType?: string } | null)?.grantType === 'refresh_token';

const userLoaded = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/user' && response.request().method() === 'GET',
  );

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    iat: number;
    exp: number;
  };

test('two tabs with an expired access token refresh exactly once', async ({ context, request }) => {
  const email = `two.tabs.${Date.now()}@example.com`;
  const created = await request.post('/api/v1/users', {
    data: { email, password: PASSWORD, firstName: 'Tabitha', lastName: 'Twice' },
  });
  expect(created.status()).toBe(201);
  const login = await request.post('/api/v1/oauth/token', {
    data: { grantType: 'password', ...CLIENT, username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };

  // The stored record says the token expired 30 s ago, so each tab must refresh before its
  // first request.
  const claims = claimsOf(tokens.accessToken);
  const stale = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    claims: { ...claims, exp: Math.floor(Date.now() / 1000) - 30 },
  };

  const first = await context.newPage();
  // The record goes in from a page of the origin that runs none of the app's code: had the app
  // been loaded, it could read the stale record late (a busy machine) and refresh before the
  // listeners below were there, leaving both tabs a fresh record and nothing to count.
  await first.goto('/api/health');
  await first.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_KEY,
    JSON.stringify(stale),
  ] as const);
  // The lock is the Web Locks API, which needs a secure context (127.0.0.1 is one).
  expect(await first.evaluate(() => isSecureContext && 'locks' in navigator)).toBe(true);
  const second = await context.newPage();

  const refreshes: Request[] = [];
  context.on('request', (req) => {
    if (isRefresh(req)) refreshes.push(req);
  });
  // The refresh answer is held for a second, so the other tab surely finds the token stale
  // while the first refresh is still in flight, and has to wait for the lock.
  await context.route('**/api/v1/oauth/token', async (route) => {
    if (isRefresh(route.request())) await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  const firstUser = userLoaded(first);
  const secondUser = userLoaded(second);
  await Promise.all([first.goto('/no-such-page'), second.goto('/no-such-page')]);
  const answers = await Promise.all([firstUser, secondUser]);

  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  expect(refreshes).toHaveLength(1);
  const bearers = await Promise.all(
    answers.map((answer) => answer.request().headerValue('authorization')),
  );
  expect(bearers[0]).toBe(bearers[1]);
  expect(bearers[0]).not.toBe(`Bearer ${tokens.accessToken}`);

  const stored = await Promise.all(
    [first, second].map((page) => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)),
  );
  const record = JSON.parse(stored[0] ?? 'null') as {
    accessToken: string;
    claims: { exp: number };
  };
  expect(stored[1]).toBe(stored[0]);
  expect(`Bearer ${record.accessToken}`).toBe(bearers[0]);
  expect(record.claims.exp * 1000).toBeGreaterThan(Date.now());
});
