import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { isLoopbackUrl, publicUrlRefusal } from '@server/seed/startup';
import { DEMO_LOGIN, DEMO_OPERATOR } from '@demo/index';
import { freshDatabase } from './fresh-database';
import { backends, TEST_CLIENT, type Backend } from './harness';
import { spawnServer, type ServerProcess } from './server-process';

// Issue 38 item 1: the demo is for a local trial, a production start begins empty. The server as
// an operator starts it (server/index.ts in a child process), on both databases: a production
// start at a public https address (no member, no operator, the log says what to do; the operator
// command makes the first admin), the refusals (a public http address; a demo database whose
// password still works), SEED_DEMO=true (seeds, warns at every start), and the local trial.

const adminUrl = process.env.TEST_DATABASE_URL;
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_URL = 'https://guildhall.example.com';
const EMPTY_LOG = 'The community is empty: no member and no operator yet.';
const FIRST_ADMIN = '`npm run operator -- add <email> --role admin`';
const SEEDED_LOG = 'Seeded the demo community';
const SEED_DEMO_WARNING = 'SEED_DEMO=true: this server seeds the demo community';

describe('the demo rule', () => {
  it('SEED_DEMO given is as given; unset, only the local trial may seed, never production or tests', () => {
    const seed = (env: Record<string, string>) => loadConfig(env).seedDemo;
    expect(seed({ SEED_DEMO: 'true', DATABASE_URL: 'postgres://db/x' })).toBe(true);
    expect(seed({ SEED_DEMO: 'false' })).toBe(false);
    // `node dist/server/index.js`, `npm run dev`; `npm start` (NODE_ENV set by start.mjs).
    expect(seed({})).toBe('trial');
    expect(seed({ NODE_ENV: 'production', LOCAL_TRIAL: 'true' })).toBe('trial');
    // A production start: NODE_ENV=production given, or any DATABASE_URL.
    expect(seed({ NODE_ENV: 'production' })).toBe(false);
    expect(seed({ DATABASE_URL: 'postgres://db/x' })).toBe(false);
    expect(seed({ NODE_ENV: 'production', LOCAL_TRIAL: 'true', DATABASE_URL: 'pg://x' })).toBe(
      false,
    );
    expect(seed({ NODE_ENV: 'test' })).toBe(false);
  });

  it('knows a loopback address', () => {
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1:18080',
      'http://127.8.9.10',
      'http://[::1]:8080',
      'http://guildhall.localhost',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      PUBLIC_URL,
      'http://10.0.0.5',
      'http://localhost.example.com',
      'http://127.0.0.1.example.com',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('refuses a public address that is not https, naming the fix; a loopback one is the trial', () => {
    expect(publicUrlRefusal({ publicBaseUrl: PUBLIC_URL })).toBeNull();
    expect(publicUrlRefusal({ publicBaseUrl: 'http://localhost:8080' })).toBeNull();
    const refusal = publicUrlRefusal({ publicBaseUrl: 'http://guildhall.example.com:8443' });
    expect(refusal).toContain('PUBLIC_BASE_URL=https://guildhall.example.com:8443');
    expect(publicUrlRefusal({ publicBaseUrl: 'guildhall.example.com' })).toContain(
      'https://guildhall.example.com',
    );
  });
});

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups) await cleanup();
});

/** A new, empty database of the backend, as the environment that names it. */
async function emptyDatabase(backend: Backend): Promise<Record<string, string>> {
  if (backend === 'postgres') {
    const database = await freshDatabase(adminUrl!, 'production_start');
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dataDir = join(tmpdir(), `guildhall-production-${randomBytes(6).toString('hex')}`);
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir, DATABASE_URL: '' };
}

/** The server as an operator starts it: NODE_ENV=production, SEED_DEMO unset unless given. */
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(
    {
      SEED_DEMO: '',
      CLIENT_ID: TEST_CLIENT.clientId,
      CLIENT_SECRET: TEST_CLIENT.clientSecret,
      // Sharing 2 cores with other workers, a loop that lags is the machine's, not overload.
      MAX_QUEUE_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    // A new embedded database takes seconds; on a machine shared with other suites, minutes.
    { readyTimeoutMs: 300_000 },
  );
  running.push(server);
  return server;
}

/** SIGTERM, and the exit: an embedded database is closed cleanly for the next start. */
async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

const post = (baseUrl: string, path: string, body: object, token?: string) =>
  fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const login = (baseUrl: string, username: string, password: string) =>
  post(baseUrl, '/v1/oauth/token', { ...TEST_CLIENT, grantType: 'password', username, password });

/** `npm run operator -- …` (its script, without npm's start-up). */
function operator(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/operators/operator-cli.ts', ...args],
    {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

async function countRows(databaseUrl: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

for (const backend of backends()) {
  describe(`a production start on ${backend}`, { timeout: 1_200_000 }, () => {
    it('at a public https address starts empty and says so; the operator command makes the first admin', async () => {
      const database = await emptyDatabase(backend);
      const server = await start({ ...database, PUBLIC_BASE_URL: PUBLIC_URL });
      expect(server.baseUrl, server.output()).not.toBe('');
      const log = server.output();
      expect(log).toContain(EMPTY_LOG);
      expect(log).toContain(FIRST_ADMIN);
      expect(log).not.toContain(SEEDED_LOG);
      // No demo account, no demo operator.
      for (const email of [DEMO_LOGIN.email, DEMO_OPERATOR.email]) {
        expect((await login(server.baseUrl, email, DEMO_LOGIN.password)).status).not.toBe(200);
      }
      if (database.DATABASE_URL) {
        expect(await countRows(database.DATABASE_URL, 'select count(*) as n from users')).toBe(0);
      }

      // The first admin: sign up, then the command.
      const email = `founder.${randomBytes(3).toString('hex')}@example.com`;
      const password = 'correct-horse-battery';
      const created = await post(server.baseUrl, '/v1/users', {
        email,
        password,
        firstName: 'Founding',
        lastName: 'Admin',
      });
      expect(created.status).toBe(201);
      const granted = await operator(['add', email, '--role', 'admin'], database);
      expect(granted, granted.output).toMatchObject({ code: 0 });
      expect(granted.output).toContain(`${email} is now an admin`);
      const tokens = (await (await login(server.baseUrl, email, password)).json()) as {
        accessToken: string;
      };
      const me = await fetch(`${server.baseUrl}/api/v1/user`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(((await me.json()) as { role: string }).role).toBe('admin');
      await stop(server);
    });

    // Refused before any database is opened: once is enough.
    it.runIf(backend === 'pglite')(
      'at a public http address refuses to start, naming the fix',
      async () => {
        const database = await emptyDatabase(backend);
        const server = await start({
          ...database,
          PUBLIC_BASE_URL: 'http://guildhall.example.com',
        });
        expect(await server.exited).toBe(1);
        expect(server.baseUrl).toBe('');
        expect(server.output()).toContain('Refusing to start: PUBLIC_BASE_URL is');
        expect(server.output()).toContain('set PUBLIC_BASE_URL=https://guildhall.example.com');
      },
    );

    it('seeds with SEED_DEMO=true and warns at every start; without it, refuses that database at a public address', async () => {
      const database = await emptyDatabase(backend);
      // The first start: SEED_DEMO=true on PostgreSQL; on the embedded database, `npm start`'s
      // local trial (a new database on a loopback address), which warns of nothing.
      const trial = backend === 'pglite';
      const first = await start(
        trial
          ? { ...database, LOCAL_TRIAL: 'true' }
          : { ...database, SEED_DEMO: 'true', PUBLIC_BASE_URL: PUBLIC_URL },
      );
      expect(first.baseUrl, first.output()).not.toBe('');
      expect(first.output()).toContain(SEEDED_LOG);
      expect(first.output().includes(SEED_DEMO_WARNING)).toBe(!trial);
      expect((await login(first.baseUrl, DEMO_OPERATOR.email, DEMO_LOGIN.password)).status).toBe(
        200,
      );
      await stop(first);

      // SEED_DEMO=true at a public address: the demo is meant; said again, not seeded again.
      const meant = await start({ ...database, SEED_DEMO: 'true', PUBLIC_BASE_URL: PUBLIC_URL });
      expect(meant.baseUrl, meant.output()).not.toBe('');
      expect(meant.output()).toMatch(/"level":40.*SEED_DEMO=true: this server seeds/);
      expect(meant.output()).not.toContain(SEEDED_LOG);
      await stop(meant);

      // Without it: refused, the demo's password still works.
      const refused = await start({ ...database, PUBLIC_BASE_URL: PUBLIC_URL });
      expect(await refused.exited).toBe(1);
      const message = refused.output();
      expect(message).toContain('Refusing to start: this database holds the demo community');
      expect(message).toContain(`${DEMO_OPERATOR.email}, an admin`);
      expect(message).toContain('a new, empty database');
      expect(message).toContain('set SEED_DEMO=true');
      if (database.DATABASE_URL) {
        const marker = "select count(*) as n from instance_settings where key = 'demo'";
        expect(await countRows(database.DATABASE_URL, marker)).toBe(1);
      }
    });

    it.runIf(backend === 'postgres')(
      'never seeds PostgreSQL without SEED_DEMO, even from `npm start` on a loopback address',
      async () => {
        const database = await emptyDatabase(backend);
        const server = await start({ ...database, LOCAL_TRIAL: 'true' });
        expect(server.baseUrl, server.output()).not.toBe('');
        expect(server.output()).toContain(EMPTY_LOG);
        expect(await countRows(database.DATABASE_URL!, 'select count(*) as n from users')).toBe(0);
        await stop(server);
      },
    );
  });
}
