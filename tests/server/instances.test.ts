import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_OPERATOR_ID } from '../../demo/index';
import { freshDatabase as createDatabase } from './fresh-database';
import { TEST_CLIENT } from './harness';
import { spawnServer, type ServerProcess } from './server-process';

// Several instances behind a load balancer, as an orchestrator starts them on a first install:
// two server processes started at the same moment on one empty PostgreSQL database.

const adminUrl = process.env.TEST_DATABASE_URL;
const LOGIN_LIMIT_PER_ACCOUNT = 10; // server/config.ts defaultRateLimits.login.perAccount

const running: ServerProcess[] = [];
const dropped: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const drop of dropped) await drop();
});

async function freshDatabase(): Promise<string> {
  const database = await createDatabase(adminUrl!, 'instances');
  dropped.push(database.drop);
  return database.url;
}

const post = (baseUrl: string, path: string, body: unknown, token?: string) =>
  fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const login = (baseUrl: string, username: string, password: string) =>
  post(baseUrl, '/v1/oauth/token', {
    ...TEST_CLIENT,
    grantType: 'password',
    username,
    password,
  });

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', { timeout: 240_000 }, () => {
  it('start together on an empty database, seed once, and share limits and sessions', async () => {
    const databaseUrl = await freshDatabase();
    const env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: `instances-${randomBytes(16).toString('hex')}`,
      CLIENT_ID: TEST_CLIENT.clientId,
      CLIENT_SECRET: TEST_CLIENT.clientSecret,
      SEED_DEMO: 'true',
    };
    const started = Date.now();
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const server = await spawnServer(env, { readyTimeoutMs: 180_000 });
        running.push(server);
        return { server, listeningAfterMs: Date.now() - started };
      }),
    );
    for (const { server } of [a!, b!]) {
      expect(server.baseUrl, server.output()).not.toBe('');
    }
    const [one, two] = [a!.server.baseUrl, b!.server.baseUrl];
    console.info(
      `two instances on an empty PostgreSQL: listening after ${a!.listeningAfterMs} ms and ${b!.listeningAfterMs} ms`,
    );

    // Both ready; the demo community was seeded once.
    for (const baseUrl of [one, two]) {
      const ready = await fetch(`${baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>('select count(*) as n from users');
      // The demo members, the newcomer and the demo operator after them, once.
      expect(Number(rows[0]!.n)).toBe(DEMO_OPERATOR_ID);
      const migrations = await db.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      const hashes = await db.query<{ n: string }>(
        'select count(distinct hash) as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBe(hashes.rows[0]!.n);
    } finally {
      await db.end();
    }

    // Wrong passwords alternated over the two instances: refused from attempt limit + 1.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_LIMIT_PER_ACCOUNT + 2; attempt += 1) {
      const answer = await login(attempt % 2 ? one : two, DEMO_LOGIN.email, 'not-the-password');
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT_PER_ACCOUNT).fill(401), 429, 429]);

    // A session made on one instance works on the other; a logout on one ends it on the other.
    const email = `instances.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'instances-password-1';
    const signup = await post(one, '/v1/users', {
      email,
      password,
      firstName: 'Ines',
      lastName: 'Tance',
    });
    expect(signup.status).toBe(201);
    const tokens = (await (await login(two, email, password)).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const me = (baseUrl: string) => fetch(`${baseUrl}/api/v1/user`, { headers: auth });
    // Both instances have the session in their caches now (server/db/auth.ts).
    for (const baseUrl of [one, two]) expect((await me(baseUrl)).status).toBe(200);

    // A change on one reaches the other's cache through the change feed, within a moment.
    const renamed = await fetch(`${one}/api/v1/user`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Inez' }),
    });
    expect(renamed.status).toBe(200);
    // The instance that wrote answers it at once (the write waited for its own feed).
    expect(((await (await me(one)).json()) as { firstName: string }).firstName).toBe('Inez');
    const seenAfter = async (check: () => Promise<boolean>) => {
      const from = Date.now();
      while (!(await check())) {
        if (Date.now() - from > 2000) throw new Error('not seen within 2 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return Date.now() - from;
    };
    const renamedAfterMs = await seenAfter(
      async () => ((await (await me(two)).json()) as { firstName: string }).firstName === 'Inez',
    );

    expect(
      (await fetch(`${one}/api/v1/oauth/token`, { method: 'DELETE', headers: auth })).status,
    ).toBeLessThan(300);
    expect((await me(one)).status).toBe(401);
    const endedAfterMs = await seenAfter(async () => (await me(two)).status === 401);
    console.info(
      `another instance's cache: a rename seen after ${renamedAfterMs} ms, a sign-out after ${endedAfterMs} ms`,
    );
  });
});
