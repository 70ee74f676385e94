import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '@server/app';
import { loadConfig, type ServerConfig } from '@server/config';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '@server/db/client';
import { migrationsDir } from '@server/paths';

// The server in-process on a fresh database: in-memory PGlite by default, or, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database per app (created here, dropped on
// close), so runs never see each other's data. Both start migrated: a PGlite is a clone of the
// worker's migrated one, a PostgreSQL database a copy of the template the project's global
// set-up made once (templates.ts).

// node-postgres warns when a query is sent on a client that still runs another (reads in a
// Promise.all over a transaction's connection, say); pg 9 makes it an error. A server test that
// does it fails here, as it would there (server/db/client.ts inSequence).
process.on('warning', (warning) => {
  if (warning.message.includes('when the client is already executing a query')) throw warning;
});

export const TEST_CLIENT = { clientId: 'test-client', clientSecret: 'test-secret' } as const;

const generous = { perIp: 10_000, perAccount: 10_000, windowSeconds: 60 };

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir:
      overrides.dataDir ?? join(tmpdir(), `guildhall-test-${randomBytes(6).toString('hex')}`),
    spaDir: null,
    authSecret: 'test-secret-that-is-long-enough-for-hs256-keys',
    publicBaseUrl: 'http://guildhall.test',
    ...TEST_CLIENT,
    seedDemo: false,
    devOutbox: true,
    validateResponses: true,
    // A low argon2id memory keeps the suite fast; production uses OWASP's 19 MiB, t = 2
    // (tests/server/passwords.test.ts).
    passwords: { algorithm: 'argon2id', argon2MemoryKiB: 256, argon2Passes: 1, scryptLogN: 10 },
    rateLimits: {
      login: generous,
      refresh: generous,
      reset: generous,
      email: generous,
      signup: generous,
      uploads: generous,
      contact: generous,
      reports: generous,
    },
    // Like the generous rate limits: a suite sharing 2 cores with a browser and other workers
    // can stall an event loop past any bound. overload.test.ts sets the bounds it tests.
    overload: {
      maxInFlight: 0,
      maxQueueDelayMs: 0,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 0,
      retryAfterSeconds: 5,
    },
    ...overrides,
  };
}

export type Backend = 'pglite' | 'postgres';

/**
 * The backends every server test runs on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it when a local PostgreSQL answers). describeServer
 * (suite.ts) runs a suite once per backend, so `npm test` runs both without another project.
 */
export const backends = (): Backend[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const defaultBackend = (): Backend =>
  process.env.TEST_BACKEND === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The migrated PostgreSQL database templates.ts made, or '' (none, or outside Vitest). */
function postgresTemplate(): string {
  try {
    return inject('postgresTemplate') ?? '';
  } catch {
    return '';
  }
}

let pgliteMaster: Promise<PGlite> | undefined;

/**
 * A migrated PGlite of the worker's own, made once: every test app's PGlite is a clone() of it.
 * Starting PGlite takes 1.3–1.8 s of CPU, a clone about 0.35 s, the migrations 0.2 s.
 */
function migratedPglite(): Promise<PGlite> {
  pgliteMaster ??= (async () => {
    const master = new PGlite();
    await migratePglite(drizzlePglite({ client: master }), { migrationsFolder: migrationsDir });
    return master;
  })();
  return pgliteMaster;
}

async function openTestDatabase(backend: Backend): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (backend === 'pglite' || !adminUrl) {
    return pgliteHandle((await (await migratedPglite()).clone()) as PGlite);
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const source = postgresTemplate();
  await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database and the app built on it, ready for `app.inject`. `logStream`
 * receives the log lines (with a `logLevel` override that lets them through).
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  backend: Backend = defaultBackend(),
  logStream?: BuildAppOptions['logStream'],
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(backend);
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      // The data folder (uploads) is ours unless the caller chose it.
      if (!overrides.dataDir) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The same, listening on 127.0.0.1 on a free port (contract-parity tests use it over HTTP). */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  backend: Backend = defaultBackend(),
): Promise<{ baseUrl: string; close(): Promise<void>; app: FastifyInstance }> {
  const testApp = await createTestApp(overrides, backend);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: address, close: testApp.close, app: testApp.app };
}
