// What the API benchmarks share: a fresh database seeded with N complete, published members
// (PGlite in a temporary folder, or a PostgreSQL database created and dropped here), and the
// server started on it in a child process (scripts/bench/serve.ts), so the load generator does
// not share the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  hashPassword,
  OWASP_PASSWORD_POLICY,
  type PasswordPolicy,
} from '../../server/auth/passwords';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { insertMembers } from '../../server/seed/seed';
import { DEMO_LOGIN, generateMembers } from '../../demo/index';

export type Backend = 'pglite' | 'postgres';

/** An admin URL: each run creates its own database there and drops it afterwards. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
export const backendName = (backend: Backend) => (backend === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** A route the bench server adds that does nothing: the framework's ceiling on this machine. */
export const BARE_PATH = '/bench/bare';

/** Every seeded member's password (they share one hash). */
export const MEMBER_PASSWORD = DEMO_LOGIN.password;

export interface SeededDatabase {
  backend: Backend;
  /** PGlite's folder or the PostgreSQL URL of the fresh database. */
  target: string;
  /** The members' ids and e-mail addresses, in seeding order; the first is DEMO_LOGIN's. */
  ids: number[];
  emails: string[];
  drop(): Promise<void>;
}

/** Members are inserted a slice at a time, so 100,000 never sit in memory as objects at once. */
const SLICE = 10_000;

/**
 * A fresh, migrated database with `members` complete, published members (bulk multi-row
 * inserts in one transaction, one shared password hash), then ANALYZE.
 */
export async function seedDatabase(
  backend: Backend,
  dataDir: string,
  members: number,
  /** The members' password hash (bench:auth seeds scrypt ones to compare). */
  passwords: PasswordPolicy = OWASP_PASSWORD_POLICY,
): Promise<SeededDatabase> {
  let database: DatabaseHandle;
  let target: string;
  let drop = async () => {};
  if (backend === 'postgres') {
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    target = url.toString();
    database = openPostgres(target);
    drop = async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    target = join(dataDir, 'db');
    mkdirSync(target, { recursive: true });
    database = openPglite(target);
  }
  const ids: number[] = [];
  const emails: string[] = [];
  try {
    await database.migrate();
    const passwordHash = await hashPassword(MEMBER_PASSWORD, passwords);
    const createdAt = new Date();
    await database.db.transaction(async (tx) => {
      for (let first = 0; first < members; first += SLICE) {
        const slice = generateMembers(Math.min(SLICE, members - first), 4242 + first, first).map(
          (m, i) => (first + i === 0 ? { ...m, email: DEMO_LOGIN.email } : m),
        );
        ids.push(...(await insertMembers(tx, slice, passwordHash, createdAt)));
        emails.push(...slice.map((m) => m.email));
      }
    });
    await database.analyze();
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  return { backend, target, ids, emails, drop };
}

export interface BenchServer {
  address: string;
  /** The server process's memory after a full garbage collection (it runs with --expose-gc). */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/**
 * The server on a seeded database, in a child process. `env` adds settings (overload bounds);
 * `rateLimits: 'off'` lifts the auth rate limits (bench:api logs in at will), 'default' keeps
 * the production ones.
 */
export async function startServer(
  seeded: SeededDatabase,
  dataDir: string,
  {
    env = {},
    rateLimits = 'off',
  }: { env?: Record<string, string>; rateLimits?: 'off' | 'default' } = {},
): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server, written there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./serve.ts', import.meta.url)),
      dataDir,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        ...env,
        BENCH_TARGET_URL: seeded.backend === 'postgres' ? seeded.target : '',
        BENCH_RATE_LIMITS: rateLimits,
      },
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { address: string }) => resolve(message.address));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    address,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (message: { memory: NodeJS.MemoryUsage }) => resolve(message.memory));
        child.send('memory');
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const TOKEN_PATH = '/api/v1/oauth/token';

/** The body of a password login with the web client's id and secret. */
export const passwordGrant = (email: string, password: string) =>
  JSON.stringify({
    grantType: 'password',
    clientId: 'guildhall-web',
    clientSecret: 'guildhall-web-public',
    username: email,
    password,
  });

/** A password login (the web client's grant); the access token. */
export async function login(address: string, email: string, password = MEMBER_PASSWORD) {
  const answer = await fetch(`${address}${TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: passwordGrant(email, password),
  });
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sorts `times` (ms) in place. */
export function figuresOf(times: number[], rps: number, errors: number): Figures {
  times.sort((a, b) => a - b);
  return {
    rps,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
  };
}
