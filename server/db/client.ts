import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { snapshotPglite } from '../backup/snapshot';
import { migrationsDir } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
// Both drivers speak the same dialect; the app only ever sees this type.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// Code that runs inside or outside a transaction takes either.
export type Executor = Database | Transaction;

/**
 * Runs Drizzle's queries (lazy until awaited) one after the other and answers their results, as
 * Promise.all would. For reads over a transaction: it holds one connection, and node-postgres
 * asked to run a query while another runs on the same client warns now and fails from pg 9.
 */
export async function inSequence<const T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool, for what needs the driver itself (the rate limiter); null on PGlite. */
  pool: pg.Pool | null;
  /** PostgreSQL's connection string: the job runner opens its own small pool with it. */
  url: string | null;
  /** PGlite's client, for what needs the driver itself (the job runner); null on PostgreSQL. */
  pglite: PGlite | null;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock, so instances starting together on one empty
   * database take turns at the migrations and the demo seed: a PostgreSQL session-level
   * advisory lock, held on a connection of its own. PGlite needs none: the data folder's lock
   * already keeps it to one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  /**
   * Refreshes the planner's statistics. PGlite has no autovacuum daemon, so without this the
   * planner guesses (and picks poor plans for search after a bulk load); PostgreSQL's
   * autovacuum does it by itself, and this is then a plain ANALYZE.
   */
  analyze(): Promise<void>;
  /**
   * PGlite in a folder only: copies the database's files to `target` at a quiet moment, for a
   * backup taken while the server runs (server/backup/snapshot.ts).
   */
  snapshot?: (target: string) => Promise<void>;
  close(): Promise<void>;
}

/** Lets the event loop take its turn: read sockets, parse requests, run timers. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on the event loop, and the next waiting statement starts from a
 * promise callback, so a queue of requests runs back to back without ever returning to the
 * loop: meanwhile no socket is read, and requests wait unseen, before any overload bound can
 * count them (issue 25: at 200 connections, 72–78 requests got no answer within 10 s and not
 * one 503 was sent). Here statements (and transactions) wait in a queue of their own and each
 * starts on its own turn of the loop (setImmediate runs after the poll phase), so arrivals are
 * parsed and counted between any two statements and the bounds of server/overload.ts refuse
 * the excess at once. A yield before each statement alone was not enough: every waiting
 * statement resumed in the same turn and PGlite ran them back to back again (a burst of 200
 * first requests still went unanswered for 7–12 s). It costs one loop turn per statement.
 */
function oneStatementPerLoopTurn(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(async () => {
      await yieldToEventLoop();
      return work();
    });
    last = next.catch(() => undefined);
    return next;
  };
  const queued: Partial<Record<PropertyKey, unknown>> = {
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => query(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => inTurn(() => transaction(...args)),
  };
  // A proxy, not patched methods: PGlite's own start-up queries (its array types) must not
  // wait in this queue behind a statement that waits for the start-up to end.
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(queued, property)) return queued[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** PGlite in memory (dataDir undefined) or in a folder that persists across restarts. */
export function openPglite(dataDir?: string): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(new PGlite(dataDir), dataDir);
}

/**
 * The handle over a PGlite that is already made: openPglite's, or a clone() of another (the
 * tests clone a migrated database rather than start PGlite anew for every app).
 */
export function pgliteHandle(pglite: PGlite, dataDir?: string): DatabaseHandle {
  const client = oneStatementPerLoopTurn(pglite);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pool: null,
    url: null,
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    analyze: async () => {
      await client.exec('analyze');
    },
    snapshot: dataDir ? (target) => snapshotPglite(client, dataDir, target) : undefined,
    close: () => client.close(),
  };
}

/**
 * The advisory-lock key of the start-up work (migrations, demo seed): any fixed bigint that no
 * other application on the same database uses; this one spells "guildhal" in ASCII.
 */
export const STARTUP_LOCK_KEY = '7454980672443670892';

export function openPostgres(connectionString: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  // An idle client can be cut off by the server (restart, failover, DROP DATABASE … FORCE);
  // pg emits that on the pool, and without a listener it would crash the process. The pool
  // replaces the client on the next query, so logging is all there is to do.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL idle connection closed: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pool,
    url: connectionString,
    pglite: null,
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    exclusive: async (work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        holder.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    analyze: async () => {
      await pool.query('analyze');
    },
    close: () => pool.end(),
  };
}

/**
 * DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR/db, after taking the data
 * folder's lock (throws DataDirLockedError when another process holds it).
 */
export function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): DatabaseHandle {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  try {
    const handle = openPglite(join(config.dataDir, 'db'));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
