import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createMemoryLocks,
  createMemoryStorage,
  type ApiClient,
  type ApiError,
  type LockManagerLike,
  type StorageLike,
} from '@/api';
import { apiErrorMessages, TOKEN_PATH } from '@/contract';
import { DEMO_EMAIL } from '@mocks/data/members';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { createApi } from '@/api';
import { createTestClient, type TestEnvOptions } from '../helpers';
import { mockServer } from '../setup';

const signIn = async (client: ApiClient) =>
  createApi(client).auth.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });

/** Every request the mock server sees, in order. */
function recordRequests() {
  const seen: Request[] = [];
  mockServer.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}
const isRefresh = async (request: Request) =>
  request.method === 'POST' &&
  request.url.endsWith(TOKEN_PATH) &&
  (await request.clone().json()).grantType === 'refresh_token';
const countRefreshes = async (requests: Request[]) =>
  (await Promise.all(requests.map(isRefresh))).filter(Boolean).length;

afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.useRealTimers();
});

describe('api client: bearer token', () => {
  it('sends the bearer token on every request but the token POST', async () => {
    const client = createTestClient();
    const seen = recordRequests();
    const record = await signIn(client);
    await client.request('/v1/user');
    await client.request(TOKEN_PATH);
    const [login, me, verify] = seen;
    expect(login?.headers.get('authorization')).toBeNull();
    expect(me?.headers.get('authorization')).toBe(`Bearer ${record.accessToken}`);
    expect(verify?.headers.get('authorization')).toBe(`Bearer ${record.accessToken}`);
  });

  it('sends no token while signed out', async () => {
    const client = createTestClient();
    const seen = recordRequests();
    await expect(client.request('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('api client: retries', () => {
  const failing = (status: number, method: 'get' | 'post' = 'get') => {
    let calls = 0;
    mockServer.use(
      http[method](api('/v1/flaky'), () => {
        calls += 1;
        return HttpResponse.json({ code: 'InternalError', message: 'boom' }, { status });
      }),
    );
    return () => calls;
  };

  it('retries a GET 4 times on 5xx, backing off exponentially from 100 ms with jitter', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const calls = failing(503);
    const client = createTestClient({ sleep, random: () => 0.5 });
    const error = await client.request('/v1/flaky').catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: 'SERVER', status: 503, code: 'InternalError' });
    expect(calls()).toBe(5);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([110, 220, 440, 880]);
  });

  it("waits at least a 503's Retry-After (capped at 10 s) before retrying, never less than the backoff", async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const retryAfter = ['2', '0', '60', new Date(Date.now() + 3_000).toUTCString()];
    let calls = 0;
    mockServer.use(
      http.get(api('/v1/shedding'), () => {
        const after = retryAfter[calls];
        calls += 1;
        return HttpResponse.json(
          { code: 'RequestThrottled', message: 'busy' },
          { status: 503, headers: after === undefined ? {} : { 'Retry-After': after } },
        );
      }),
    );
    const client = createTestClient({ sleep, random: () => 0.5 });
    const error = await client.request('/v1/shedding').catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 503 });
    const waits = sleep.mock.calls.map(([ms]) => ms);
    expect(waits[0]).toBe(2_000);
    // Retry-After: 0 is no reason to hammer: the backoff still applies.
    expect(waits[1]).toBe(220);
    expect(waits[2]).toBe(10_000);
    // An HTTP date: about 3 s from now.
    expect(waits[3]).toBeGreaterThan(2_000);
    expect(waits[3]).toBeLessThanOrEqual(3_000);
  });

  it('keeps a 429 a message: no retry, whatever its Retry-After', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    let calls = 0;
    mockServer.use(
      http.get(api('/v1/limited'), () => {
        calls += 1;
        return HttpResponse.json(
          { code: 'RequestThrottled', message: apiErrorMessages.requestThrottled },
          { status: 429, headers: { 'Retry-After': '30' } },
        );
      }),
    );
    const client = createTestClient({ sleep });
    const error = await client.request('/v1/limited').catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: 'CLIENT', status: 429, retryAfterMs: 30_000 });
    expect(calls).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits the backoff for real (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = failing(500);
    const options: TestEnvOptions = { random: () => 0 };
    // The default sleep: real setTimeout, here faked.
    const client = createTestClient({ ...options, sleep: undefined });
    const pending = client.request('/v1/flaky').catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(200 + 400 + 800);
    expect(calls()).toBe(5);
    expect(await pending).toMatchObject({ kind: 'SERVER' });
  });

  it('retries network errors and succeeds when the network comes back', async () => {
    let calls = 0;
    mockServer.use(
      http.get(api('/v1/flaky'), () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    await expect(createTestClient().request('/v1/flaky')).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('answers NETWORK after the last retry', async () => {
    mockServer.use(http.get(api('/v1/flaky'), () => HttpResponse.error()));
    await expect(createTestClient().request('/v1/flaky')).rejects.toMatchObject({
      kind: 'NETWORK',
      status: undefined,
    });
  });

  it('never retries a POST, nor a 4xx', async () => {
    const postCalls = failing(500, 'post');
    const client = createTestClient();
    await expect(client.request('/v1/flaky', { method: 'POST', body: {} })).rejects.toMatchObject({
      kind: 'SERVER',
    });
    expect(postCalls()).toBe(1);
    const getCalls = failing(404);
    await expect(client.request('/v1/flaky')).rejects.toMatchObject({ kind: 'CLIENT' });
    expect(getCalls()).toBe(1);
  });

  it('backoffDelay stays within 100 ms × 2^n and 20 % more', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([100, 200, 400, 800]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([120, 240, 480, 960]);
  });
});

describe('api client: expired tokens', () => {
  it('refreshes after a 401 "expired", then retries the request once', async () => {
    const client = createTestClient();
    const first = await signIn(client);
    mockServer.use(
      http.get(api('/v1/user'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${first.accessToken}`
          ? HttpResponse.json(
              { code: 'InvalidCredentials', message: apiErrorMessages.tokenExpired },
              { status: 401 },
            )
          : undefined,
      ),
    );
    const seen = recordRequests();
    await expect(client.request('/v1/user')).resolves.toMatchObject({ email: DEMO_EMAIL });
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
    expect(await countRefreshes(seen)).toBe(1);
    expect(client.auth.read()?.accessToken).not.toBe(first.accessToken);
  });

  it('retries only once: a second "expired" is the caller\'s error', async () => {
    const client = createTestClient();
    await signIn(client);
    mockServer.use(
      http.get(api('/v1/user'), () =>
        HttpResponse.json(
          { code: 'InvalidCredentials', message: apiErrorMessages.tokenExpired },
          { status: 401 },
        ),
      ),
    );
    const seen = recordRequests();
    await expect(client.request('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('does not refresh on a 401 that is not about expiry', async () => {
    const client = createTestClient();
    await signIn(client);
    mockServer.use(
      http.get(api('/v1/user'), () =>
        HttpResponse.json(
          { code: 'Unauthorized', message: 'Invalid access token' },
          { status: 401 },
        ),
      ),
    );
    const seen = recordRequests();
    await expect(client.request('/v1/user')).rejects.toMatchObject({ code: 'Unauthorized' });
    expect(seen).toHaveLength(1);
  });

  it('refreshes before a request when the token is within 60 s of expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createTestClient();
    const first = await signIn(client);
    const expiresAt = first.claims.exp * 1000;

    vi.setSystemTime(expiresAt - 61_000);
    let seen = recordRequests();
    await client.request('/v1/user');
    expect(await countRefreshes(seen)).toBe(0);

    mockServer.events.removeAllListeners();
    vi.setSystemTime(expiresAt - 59_000);
    seen = recordRequests();
    await client.request('/v1/user');
    expect(seen.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(seen[1]?.headers.get('authorization')).not.toBe(`Bearer ${first.accessToken}`);
  });

  it('concurrent requests in one tab share one refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createTestClient();
    const first = await signIn(client);
    vi.setSystemTime(first.claims.exp * 1000 - 10_000);
    const seen = recordRequests();
    await Promise.all([
      client.request('/v1/user'),
      client.request('/v1/user'),
      client.request(TOKEN_PATH),
    ]);
    expect(await countRefreshes(seen)).toBe(1);
  });

  it('a refresh answered "Refresh token is invalid" forgets the session and says so', async () => {
    const client = createTestClient();
    const first = await signIn(client);
    const ended = vi.fn();
    client.onSessionEnd(ended);
    mockServer.use(
      http.post(api(TOKEN_PATH), () =>
        HttpResponse.json(
          { code: 'InvalidRequest', message: apiErrorMessages.refreshTokenInvalid },
          { status: 400 },
        ),
      ),
    );
    await expect(client.refresh()).rejects.toMatchObject({ code: 'InvalidRequest' });
    expect(client.auth.read()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(first.refreshToken).toBeTruthy();
  });

  it('a request answered "Session has ended" forgets the session and says so', async () => {
    const client = createTestClient();
    await signIn(client);
    const ended = vi.fn();
    client.onSessionEnd(ended);
    mockServer.use(
      http.get(api('/v1/user'), () =>
        HttpResponse.json(
          { code: 'InvalidCredentials', message: apiErrorMessages.sessionEnded },
          { status: 401 },
        ),
      ),
    );
    await expect(client.request('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(client.auth.read()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('another 401 (e.g. a wrong password at the token POST) keeps the session', async () => {
    const client = createTestClient();
    await signIn(client);
    mockServer.use(
      http.get(api('/v1/user'), () =>
        HttpResponse.json({ code: 'InvalidCredentials', message: 'Not allowed' }, { status: 401 }),
      ),
    );
    await expect(client.request('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(client.auth.read()).not.toBeNull();
  });

  it('another failing refresh (e.g. a 500) keeps the session', async () => {
    const client = createTestClient();
    await signIn(client);
    mockServer.use(http.post(api(TOKEN_PATH), () => HttpResponse.json({}, { status: 500 })));
    await expect(client.refresh()).rejects.toMatchObject({ kind: 'SERVER' });
    expect(client.auth.read()).not.toBeNull();
  });
});

describe('api client: the cross-tab refresh lock', () => {
  /** Two "tabs": one storage and one lock manager, two clients. */
  async function twoTabs() {
    const storage = createMemoryStorage();
    const locks = createMemoryLocks();
    const tabA = createTestClient({ storage, locks });
    const tabB = createTestClient({ storage, locks });
    const record = await signIn(tabA);
    return { tabA, tabB, record };
  }

  it('two tabs with a stale token refresh exactly once and share the new token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tabA, tabB, record } = await twoTabs();
    vi.setSystemTime(record.claims.exp * 1000 - 30_000);
    const seen = recordRequests();
    const [a, b] = await Promise.all([tabA.request('/v1/user'), tabB.request('/v1/user')]);
    expect(a).toEqual(b);
    expect(await countRefreshes(seen)).toBe(1);
    const fresh = tabA.auth.read()?.accessToken;
    expect(fresh).not.toBe(record.accessToken);
    const bearers = seen
      .filter((r) => r.method === 'GET')
      .map((r) => r.headers.get('authorization'));
    expect(bearers).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
  });

  it('without the lock the same two tabs would refresh twice (the test can fail)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = createMemoryStorage();
    // A "lock" that lets everyone in at once.
    const noLock: LockManagerLike = {
      request: (_name, _options, callback) => Promise.resolve(callback(null)),
    };
    const tabA = createTestClient({ storage, locks: noLock });
    const tabB = createTestClient({ storage, locks: noLock });
    const record = await signIn(tabA);
    vi.setSystemTime(record.claims.exp * 1000 - 30_000);
    const seen = recordRequests();
    await Promise.allSettled([tabA.request('/v1/user'), tabB.request('/v1/user')]);
    expect(await countRefreshes(seen)).toBe(2);
  });

  it('gives up after 10 attempts of 5000 ms with the catalogue text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const storage = createMemoryStorage();
    const locks = createMemoryLocks();
    const client = createTestClient({ storage, locks });
    await signIn(client);
    const request = vi.spyOn(locks, 'request');
    // Another tab holds the lock and never lets go.
    let release = () => {};
    void locks.request(
      'guildhall.guildhall-web.auth-refresh',
      {},
      () => new Promise<void>((done) => (release = done)),
    );
    request.mockClear();
    const pending = client.refresh().catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(9 * 5000);
    expect(request).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toMatchObject({
      kind: 'INTERNAL',
      message: 'Timed out while attempting to refresh auth token',
    });
    release();
  });

  it('tells a used refresh token by the refresh token, even when the access token is the same', async () => {
    // A server may mint a byte-identical access token for the same session in the same second.
    const { tabA, tabB, record } = await twoTabs();
    let rotation = 0;
    mockServer.use(
      http.post(api(TOKEN_PATH), () => {
        rotation += 1;
        return HttpResponse.json({
          accessToken: record.accessToken,
          refreshToken: `rotated-${rotation}`,
          tokenType: 'Bearer',
          expiresIn: 3600,
        });
      }),
    );
    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(rotation).toBe(1);
    expect([a.refreshToken, b.refreshToken]).toEqual(['rotated-1', 'rotated-1']);
  });

  /**
   * Tabs in different processes each read their own copy of local storage, which catches up
   * with another tab's write a little later (as Chromium's does).
   */
  function laggingStorages(lagMs: number): [StorageLike, StorageLike] {
    const copies = [createMemoryStorage(), createMemoryStorage()] as const;
    const view = (mine: StorageLike, other: StorageLike): StorageLike => ({
      get length() {
        return mine.length;
      },
      key: (index) => mine.key(index),
      getItem: (key) => mine.getItem(key),
      setItem(key, value) {
        mine.setItem(key, value);
        setTimeout(() => other.setItem(key, value), lagMs);
      },
      removeItem(key) {
        mine.removeItem(key);
        setTimeout(() => other.removeItem(key), lagMs);
      },
    });
    return [view(copies[0], copies[1]), view(copies[1], copies[0])];
  }

  async function laggingTabs(locks: LockManagerLike) {
    const [storageA, storageB] = laggingStorages(60);
    const tabA = createTestClient({ storage: storageA, locks, sleep: undefined });
    const tabB = createTestClient({ storage: storageB, locks, sleep: undefined });
    const record = await signIn(tabA);
    await new Promise((done) => setTimeout(done, 80));
    expect(tabB.auth.read()?.refreshToken).toBe(record.refreshToken);
    return { tabA, tabB };
  }

  it('refreshes once even when the other tab sees the new record late', async () => {
    const { tabA, tabB } = await laggingTabs(createMemoryLocks());
    const seen = recordRequests();
    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(await countRefreshes(seen)).toBe(1);
    expect(b.refreshToken).toBe(a.refreshToken);
  });

  it('without the used-token marker a late copy would refresh twice (the test can fail)', async () => {
    const locks = createMemoryLocks();
    const withoutQuery: LockManagerLike = { request: locks.request.bind(locks) };
    const { tabA, tabB } = await laggingTabs(withoutQuery);
    const seen = recordRequests();
    await Promise.allSettled([tabA.refresh(), tabB.refresh()]);
    expect(await countRefreshes(seen)).toBe(2);
  });

  it('a tab that waited for the lock uses the token the other tab stored', async () => {
    const { tabA, tabB, record } = await twoTabs();
    const seen = recordRequests();
    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(a.accessToken).toBe(b.accessToken);
    expect(a.accessToken).not.toBe(record.accessToken);
    expect(await countRefreshes(seen)).toBe(1);
  });
});
