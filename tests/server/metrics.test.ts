import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { TEST_CLIENT, testConfig, type TestApp } from './harness';
import { describeServer } from './suite';

// Prometheus metrics: never public, and what an operator needs once scraped.

const TOKEN = 'metrics-token-for-tests';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text exposition format (0.0.4): `name{label="value",…} number` per line. */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: sample![1]!, labels, value: Number(sample![3]) });
  }
  return { samples, types };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

// An app per case: each reads the metrics of its own configuration and traffic.
describeServer('metrics without a token', ({ t }) => {
  it('is a 404 without METRICS_TOKEN', async () => {
    const answer = await scrape(t, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ResourceNotFound' });
  });
});

describeServer(
  'metrics with a token',
  ({ t }) => {
    it('is a 401 without the token or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
        const answer = await scrape(t, authorization);
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ code: 'Unauthorized' });
        expect(answer.body).not.toContain('guildhall_');
      }
    });
  },
  { metricsToken: TOKEN },
);

const tight = { perIp: 1000, perAccount: 2, windowSeconds: 60 };
describeServer(
  'metrics after some traffic',
  ({ t, backend }) => {
    it('reports requests by route pattern, the event loop, the heap, hashing, limits and the pool', async () => {
      // Some traffic: two profiles (one pattern), a miss, and wrong passwords past the limit.
      for (const id of [1, 2]) await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${id}` });
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      const wrongLogin = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          payload: {
            ...TEST_CLIENT,
            grantType: 'password',
            username: 'x@example.com',
            password: 'wrong-password',
          },
        });
      const logins = [];
      for (let n = 0; n < 3; n += 1) logins.push((await wrongLogin()).statusCode);
      expect(logins).toEqual([401, 401, 429]);

      const answer = await scrape(t, `Bearer ${TOKEN}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const { samples, types } = parseExposition(answer.body);
      const find = (name: string, labels: Record<string, string> = {}) =>
        samples.filter(
          (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
        );

      expect(types.get('guildhall_http_request_duration_seconds')).toBe('histogram');
      const profiles = find('guildhall_http_request_duration_seconds_count', {
        route: '/api/v1/profiles/:id',
        method: 'GET',
      });
      expect(profiles.reduce((sum, s) => sum + s.value, 0)).toBe(2);
      // Never a series per id.
      expect(samples.some((s) => s.labels.route === '/api/v1/profiles/1')).toBe(false);
      expect(
        find('guildhall_http_request_duration_seconds_count', { status_code: '429' }),
      ).toHaveLength(1);

      expect(find('guildhall_nodejs_eventloop_lag_seconds')).toHaveLength(1);
      expect(find('guildhall_nodejs_heap_size_used_bytes')[0]!.value).toBeGreaterThan(0);
      expect(find('guildhall_password_hashing_in_flight')).toHaveLength(1);
      expect(find('guildhall_password_hashing_waiting')).toHaveLength(1);
      expect(find('guildhall_password_hashing_refused_total')[0]!.value).toBe(0);
      expect(
        find('guildhall_rate_limit_refusals_total', { limit: 'login', scope: 'account' })[0]!.value,
      ).toBe(1);

      expect(find('guildhall_change_feed_live')[0]!.value).toBe(1);
      // The sign-ins above read sessions fresh (writes); GET /v1/profiles/:id keeps none.
      expect(find('guildhall_read_cache_entries', { cache: 'sessions' })).toHaveLength(1);
      expect(find('guildhall_read_cache_entries', { cache: 'search' })).toHaveLength(1);

      const pool = find('guildhall_db_pool_connections_in_use');
      if (backend === 'postgres') {
        expect(pool).toHaveLength(1);
        expect(find('guildhall_db_pool_waiting')[0]!.value).toBe(0);
      } else {
        expect(pool).toHaveLength(0);
      }
    });
  },
  { metricsToken: TOKEN, rateLimits: { ...testConfig().rateLimits, login: tight } },
);

describeServer(
  'metrics on their own port',
  ({ t }) => {
    it('serves them on METRICS_PORT too, with the token when one is set', async () => {
      const port = t.config.metricsPort!;
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('guildhall_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    });
  },
  async () => ({ metricsToken: TOKEN, metricsPort: await freePort(), host: '127.0.0.1' }),
);
