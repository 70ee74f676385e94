import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@/contract';
import { loadConfig } from '@server/config';
import { TEST_CLIENT, type TestApp } from './harness';
import { spawnServer } from './server-process';
import { describeServer } from './suite';

// Overload answers at once (503, Retry-After, `{ code, message }`) instead of queueing, and
// liveness, readiness and metrics stay answered meanwhile. The pressure is forced, not
// generated: a search held open fills the in-flight bound, and a heap bound of one byte puts
// @fastify/under-pressure under pressure from its first sample on.

const TOKEN = 'metrics-token-for-tests';
const SEARCH = '/api/v1/profiles?profession=legal';

const refusals = async (t: TestApp, reason: string): Promise<number> => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  const line = new RegExp(
    `^guildhall_overload_refusals_total\\{reason="${reason}"\\} (\\d+)$`,
    'm',
  );
  return Number(line.exec(answer.body)?.[1] ?? 0);
};

const expectRefusal = (answer: { statusCode: number; headers: object; json(): unknown }) => {
  expect(answer.statusCode).toBe(503);
  expect((answer.headers as Record<string, string>)['retry-after']).toBe('7');
  expect(answer.json()).toEqual({ code: 'RequestThrottled', message: apiMessages.serverBusy });
};

const expectStillAnswered = async (t: TestApp) => {
  for (const url of ['/api/health', '/api/health/ready']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  }
};

describe('overload bounds: configuration', () => {
  it('bounds API requests in flight and the event-loop delay by default, the heap on demand', () => {
    expect(loadConfig({}).overload).toEqual({
      maxInFlight: 64,
      maxQueueDelayMs: 500,
      maxEventLoopDelayMs: 1_000,
      maxHeapUsedBytes: 0,
      retryAfterSeconds: 5,
    });
    expect(
      loadConfig({
        MAX_REQUESTS_IN_FLIGHT: '0',
        MAX_QUEUE_DELAY_MS: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_HEAP_USED_MB: '512',
        OVERLOAD_RETRY_AFTER: '2',
      }).overload,
    ).toEqual({
      maxInFlight: 0,
      maxQueueDelayMs: 0,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      retryAfterSeconds: 2,
    });
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '-1' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
  });
});

describeServer(
  'overload: requests in flight',
  ({ t }) => {
    it('refuses the request past the bound at once, and takes requests again once one ends', async () => {
      const { search } = t.app.ctx.repos;
      const members = search.members;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let reached = 0;
      // Both held searches wait for the release: two requests are in flight, the bound.
      search.members = async (...args) => {
        reached += 1;
        await released;
        return members(...args);
      };
      const before = await refusals(t, 'in_flight');
      let held: Array<Promise<{ statusCode: number }>> = [];
      try {
        held = [1, 2].map(() => t.app.inject({ method: 'GET', url: SEARCH }));
        await vi.waitFor(() => expect(reached).toBe(2));

        expectRefusal(await t.app.inject({ method: 'GET', url: SEARCH }));
        expectRefusal(await t.app.inject({ method: 'GET', url: '/api/v1/profiles/1' }));
        await expectStillAnswered(t);
        expect(await refusals(t, 'in_flight')).toBe(before + 2);
      } finally {
        release();
        search.members = members;
      }
      for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: SEARCH })).statusCode).toBe(200);
    });

    it('gives the place of a request whose client went away back', async () => {
      const { search } = t.app.ctx.repos;
      const members = search.members;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      search.members = async (...args) => {
        await released;
        return members(...args);
      };
      const abort = new AbortController();
      try {
        const gone = t.app.inject({ method: 'GET', url: SEARCH, signal: abort.signal });
        abort.abort();
        await gone.catch(() => undefined);
      } finally {
        release();
        search.members = members;
      }
      // Two at once fit again: nothing was left counted.
      const answers = await Promise.all(
        [1, 2].map(() => t.app.inject({ method: 'GET', url: SEARCH })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    });
  },
  {
    metricsToken: TOKEN,
    overload: {
      maxInFlight: 2,
      maxQueueDelayMs: 0,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 0,
      retryAfterSeconds: 7,
    },
  },
);

describeServer(
  'overload: process pressure (@fastify/under-pressure)',
  ({ t }) => {
    it('refuses API requests and keeps health, readiness and metrics answering', async () => {
      await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 3_000 });
      const before = await refusals(t, 'heap_used');
      expectRefusal(await t.app.inject({ method: 'GET', url: SEARCH }));
      expectRefusal(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          payload: { grantType: 'password', username: 'a@b.co', password: 'x' },
        }),
      );
      await expectStillAnswered(t);
      expect(await refusals(t, 'heap_used')).toBe(before + 2);
    });
  },
  {
    metricsToken: TOKEN,
    // Any heap is over one byte: under pressure from the first sample (1 s) on.
    overload: {
      maxInFlight: 0,
      maxQueueDelayMs: 0,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 1,
      retryAfterSeconds: 7,
    },
  },
);

describeServer(
  'overload: time waited',
  ({ t }) => {
    const search = () => t.app.inject({ method: 'GET', url: SEARCH });

    /** One search held in flight until the returned release is called: requests overlap. */
    const holdOne = async () => {
      const { search: repository } = t.app.ctx.repos;
      const members = repository.members;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      repository.members = async (...args) => {
        if (!held) {
          held = true;
          await released;
        }
        return members(...args);
      };
      const answer = search();
      await vi.waitFor(() => expect(held).toBe(true));
      return {
        repository,
        members,
        release: async () => {
          release();
          repository.members = members;
          expect((await answer).statusCode).toBe(200);
        },
      };
    };

    it('refuses API requests once the event loop was held past the bound while others waited', async () => {
      const before = await refusals(t, 'queue_delay');
      const held = await holdOne();
      try {
        // As PGlite's queries do under load: while the loop is held, requests wait in the sockets.
        const until = performance.now() + 400;
        while (performance.now() < until) {
          // holding the event loop
        }
        // The timer that measures the loop's lateness runs first, then the requests kept waiting.
        await new Promise((resolve) => setTimeout(resolve, 30));
        expectRefusal(await search());
        await expectStillAnswered(t);
        expect(await refusals(t, 'queue_delay')).toBe(before + 1);
      } finally {
        await held.release();
      }
      // Half a second with nothing waiting past the bound: requests are taken again.
      await vi.waitFor(async () => expect((await search()).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 100,
      });
    });

    it('refuses while even the quickest answers of half a second took longer than the bound, others waiting', async () => {
      const held = await holdOne();
      const { repository, members } = held;
      // A standing queue in front of the database: every search waits 300 ms for its turn.
      repository.members = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return members(...args);
      };
      try {
        const before = await refusals(t, 'queue_delay');
        await vi.waitFor(async () => expect((await search()).statusCode).toBe(503), {
          timeout: 5_000,
          interval: 50,
        });
        expect(await refusals(t, 'queue_delay')).toBeGreaterThan(before);
        await expectStillAnswered(t);
      } finally {
        await held.release();
      }
      await vi.waitFor(async () => expect((await search()).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 100,
      });
    });

    // Issue 38 §7: one client making requests one after another is never refused by the wait,
    // however slow one answer is: nobody waited on anybody.
    it('never refuses a lone client whose answers each take 800 ms', async () => {
      const { search: repository } = t.app.ctx.repos;
      const members = repository.members;
      repository.members = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        return members(...args);
      };
      const before = await refusals(t, 'queue_delay');
      try {
        for (let i = 0; i < 4; i += 1) expect((await search()).statusCode).toBe(200);
      } finally {
        repository.members = members;
      }
      expect(await refusals(t, 'queue_delay')).toBe(before);
    });

    it('never refuses a lone client whose answer holds the event loop for 800 ms', async () => {
      const { search: repository } = t.app.ctx.repos;
      const members = repository.members;
      // As a slow PGlite query does: the loop itself is held while the one request is answered.
      repository.members = async (...args) => {
        const until = performance.now() + 800;
        while (performance.now() < until) {
          // holding the event loop
        }
        return members(...args);
      };
      const before = await refusals(t, 'queue_delay');
      try {
        for (let i = 0; i < 3; i += 1) {
          expect((await search()).statusCode).toBe(200);
          // The client reads the answer and asks again at once.
          expect(
            (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/1' })).statusCode,
          ).not.toBe(503);
        }
      } finally {
        repository.members = members;
      }
      expect(await refusals(t, 'queue_delay')).toBe(before);
    });
  },
  {
    metricsToken: TOKEN,
    overload: {
      maxInFlight: 0,
      maxQueueDelayMs: 200,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 0,
      retryAfterSeconds: 7,
    },
  },
);

// Issue 38 "Done when": a fresh `npm start` followed at once by one client that signs up and
// signs in 20 members one after another gets no 503, with the default bounds and the real
// password hashing (the finding: 18 × 503 within 0.3 s in 3 of 4 fresh starts).
describe('overload: a fresh server and one client', () => {
  it('signs up and signs in 20 members one after another without a 503', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'guildhall-overload-'));
    const server = await spawnServer({
      DATA_DIR: dataDir,
      ARGON2_MEMORY_KIB: '19456',
      ARGON2_PASSES: '2',
      CLIENT_ID: TEST_CLIENT.clientId,
      CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const email = `lone-${i}@example.com`;
        const password = 'correct-horse-battery';
        const created = await fetch(`${server.baseUrl}/api/v1/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, firstName: 'Lone', lastName: `Client${i}` }),
        });
        statuses.push(created.status);
        const signedIn = await fetch(`${server.baseUrl}/api/v1/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            grantType: 'password',
            username: email,
            password,
            ...TEST_CLIENT,
          }),
        });
        statuses.push(signedIn.status);
      }
      expect(statuses.filter((status) => status === 503)).toEqual([]);
      expect(new Set(statuses)).toEqual(new Set([200, 201]));
    } finally {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
