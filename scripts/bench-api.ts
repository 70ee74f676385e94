// `npm run bench:api`: for PGlite and then PostgreSQL, seeds 10,000 members into a fresh
// database, starts the server in a child process (so the load generator does not share its
// event loop), and measures with autocannon at 50 connections: filtered community search,
// GET /api/v1/user with a token, and a bare Fastify route on the same server as the ceiling.
// The server runs twice, first with READ_CACHE=false (every request reads the database: the
// before of issue 25 §5), then as shipped (sessions and search pages cached while the change
// feed is live, server/db/changes.ts).
// Then, for each database route, it runs the SQL that route runs straight through the driver
// (PGlite's client.query, pg.Pool.query) with the same parameters, 50 in flight: the floor
// the API cannot beat. The SQL is captured from the server's own prepared queries
// (server/db/search.ts, server/db/auth.ts), recorded at the driver while calling them once.
//
// PostgreSQL: BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/test)
// gets a fresh database, dropped afterwards. BENCH_BACKENDS=pglite (or postgres) runs one only;
// BENCH_DURATION sets the seconds per measurement (default 5); BENCH_ROUTES picks routes by
// name; BENCH_CPU_PROF=<dir> writes a CPU profile of the server there (scripts/bench/backend.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
// @ts-expect-error autocannon ships no types; the options and events used are documented.
import autocannon from 'autocannon';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { profileSearchQuerySchema } from '../server/contract';
import type { Database } from '../server/db/client';
import { createAuthRepository } from '../server/db/auth';
import { createSearchRepository } from '../server/db/search';
import * as schema from '../server/db/schema';
import { DEMO_LOGIN } from '../demo/index';
import {
  BACKENDS,
  BARE_PATH,
  figuresOf,
  login,
  seedDatabase,
  startServer,
  type Backend,
  type Figures,
} from './bench/backend';

const MEMBERS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
// The server's pool (server/db/client.ts openPostgres): the driver runs get the same.
const PG_POOL_MAX = 10;

async function measureApi(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
    times.push(time);
  });
  const result = await instance;
  return figuresOf(times, result.requests.average, result.errors + result.non2xx);
}

/** `CONNECTIONS` loops, each running `run` again as soon as it answers, for DURATION_S. */
async function measureDriver(run: () => Promise<unknown>): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        try {
          await run();
          times.push(performance.now() - at);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return figuresOf(times, times.length / ((performance.now() - started) / 1000), errors);
}

interface Route {
  name: string;
  /** The API request. */
  path: string;
  auth?: boolean;
  /** The same work through the server's queries, once; its driver calls are recorded. */
  queries?: (queries: ReturnType<typeof serverQueries>, sessionId: string) => Promise<unknown>;
}

/** The server's prepared queries over a database, as the app builds them (server/db/repositories.ts). */
const serverQueries = (db: Database) => ({
  search: createSearchRepository(db),
  auth: createAuthRepository(db),
});

const searchQuery = (search: string) =>
  profileSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

const FOUR_FILTERS = 'profession=accounting&expertise=tax&region=TX&experienceYears=13';
const BROAD = 'profession=legal&region=CA';

const allRoutes: Route[] = [
  { name: 'bare Fastify route', path: BARE_PATH },
  {
    name: 'search, 4 filters',
    path: `/api/v1/profiles?${FOUR_FILTERS}`,
    queries: (queries) => queries.search.members(searchQuery(FOUR_FILTERS), new Date()),
  },
  {
    name: 'search, profession + region (page of 24)',
    path: `/api/v1/profiles?${BROAD}`,
    // The route counts the matches once per 10 s per filter (server/db/search.ts); during a
    // run it reads the page only. The first call here counts, so the page read is recorded by
    // the second.
    queries: async (queries) => {
      await queries.search.members(searchQuery(BROAD), new Date());
      return queries.search.members(searchQuery(BROAD), new Date());
    },
  },
  {
    name: '`GET /api/v1/user` (token)',
    path: '/api/v1/user',
    auth: true,
    queries: (queries, sessionId) => queries.auth.sessionUser(sessionId),
  },
];
// BENCH_ROUTES=user,4 filters: only the routes whose name contains one of the words (the bare
// route always runs: it is the ceiling).
const only = process.env.BENCH_ROUTES?.split(',').map((word) => word.trim());
const routes = only
  ? allRoutes.filter(
      (route) => route.path === BARE_PATH || only.some((w) => route.name.includes(w)),
    )
  : allRoutes;

/** A driver client whose query calls can be recorded and replayed as made. */
interface Driver {
  db: Database;
  record<T>(work: () => Promise<T>): Promise<unknown[][]>;
  replay(calls: unknown[][]): () => Promise<unknown>;
  close(): Promise<void>;
}

function recordingDriver(
  client: { query: (...args: never[]) => Promise<unknown> },
  db: unknown,
  close: () => Promise<void>,
): Driver {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let recorded: unknown[][] | undefined;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    recorded?.push(args);
    return query(...args);
  };
  return {
    db: db as Database,
    async record(work) {
      recorded = [];
      await work();
      const calls = recorded;
      recorded = undefined;
      return calls;
    },
    // The route's statements one after the other, as the route runs them.
    replay: (calls) => async () => {
      for (const args of calls) await query(...args);
    },
    close,
  };
}

function openDriver(backend: Backend, target: string): Driver {
  if (backend === 'pglite') {
    const client = new PGlite(target);
    const db = drizzlePglite({ client, schema }) as unknown as PgDatabase<PgQueryResultHKT>;
    return recordingDriver(client, db, () => client.close());
  }
  const pool = new pg.Pool({ connectionString: target, max: PG_POOL_MAX });
  // The bench drops its database WITH (FORCE) at the end, which may cut a connection that is
  // still closing; without a listener that error would crash the run before the table prints.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return recordingDriver(pool, db, () => pool.end());
}

interface Row {
  route: string;
  /** With the read caches (the default). */
  api: Figures;
  /** With READ_CACHE=false: every request reads the database, as before issue 25 §5. */
  uncached?: Figures;
  driver?: Figures;
}

/** The server's two ways to read, each measured on the same seeded database, uncached first. */
const MODES: Array<{ name: 'uncached' | 'api'; env: Record<string, string> }> = [
  { name: 'uncached', env: { READ_CACHE: 'false' } },
  { name: 'api', env: {} },
];

async function runBackend(backend: Backend, dataDir: string): Promise<Row[]> {
  const seededAt = Date.now();
  const seeded = await seedDatabase(backend, dataDir, MEMBERS);
  const { target } = seeded;
  try {
    console.log(`${backend}: seeded ${MEMBERS} members in ${Date.now() - seededAt} ms`);

    // The API first: PGlite's files are the server's alone while it runs.
    const rows: Row[] = routes.map((route) => ({ route: route.name }) as Row);
    let sessionId = '';
    for (const mode of MODES) {
      const server = await startServer(seeded, dataDir, { env: mode.env });
      const { address } = server;
      try {
        const accessToken = await login(address, DEMO_LOGIN.email);
        sessionId = String(decodeJwt(accessToken).sid);
        for (const search of [FOUR_FILTERS, BROAD]) {
          const { total } = (await (
            await fetch(`${address}/api/v1/profiles?${search}`)
          ).json()) as { total: number };
          console.log(
            `${backend} (${mode.name}): ${search} matches ${total} of ${MEMBERS} members`,
          );
        }
        for (const [index, route] of routes.entries()) {
          const headers: Record<string, string> = route.auth
            ? { authorization: `Bearer ${accessToken}` }
            : {};
          rows[index]![mode.name] = await measureApi(`${address}${route.path}`, headers);
        }
      } finally {
        await server.stop();
      }
    }

    // Then the same SQL straight through the driver.
    const driver = openDriver(backend, target);
    try {
      const queries = serverQueries(driver.db);
      for (const [index, route] of routes.entries()) {
        if (!route.queries) continue;
        const run = route.queries;
        let calls = await driver.record(() => run(queries, sessionId));
        // A search's first call also counted the matches; the route caches that total, so what
        // it runs per request (and what the driver replays) is the page read, the last call.
        if (route.name.startsWith('search')) calls = calls.slice(-1);
        const row = rows[index]!;
        row.driver = await measureDriver(driver.replay(calls));
      }
    } finally {
      await driver.close();
    }
    return rows;
  } finally {
    await seeded.drop();
  }
}

const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const ms = (value: number) => value.toFixed(1);

async function main() {
  const results = new Map<Backend, Row[]>();
  for (const backend of BACKENDS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bench-'));
    try {
      results.set(backend, await runBackend(backend, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\n${CONNECTIONS} in flight, ${DURATION_S} s each, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  for (const [backend, rows] of results) {
    const bare = rows[0]!.api.rps;
    console.log(`${backend === 'pglite' ? 'PGlite' : `PostgreSQL (pool of ${PG_POOL_MAX})`}\n`);
    console.log(
      '| route | uncached req/s | p95 ms | API req/s | p50 ms | p95 ms | of bare | driver req/s | p50 ms | p95 ms | uncached / driver | API / driver | errors |',
    );
    console.log(
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const share = (api: Figures, driver: Figures) =>
      `${((api.rps / driver.rps) * 100).toFixed(0)} %`;
    for (const { route, api, uncached, driver } of rows) {
      const floor = driver
        ? `${n(driver.rps)} | ${ms(driver.p50)} | ${ms(driver.p95)} | ${uncached ? share(uncached, driver) : '–'} | ${share(api, driver)}`
        : '– | – | – | – | –';
      const before = uncached ? `${n(uncached.rps)} | ${ms(uncached.p95)}` : '– | –';
      const errors = api.errors + (uncached?.errors ?? 0) + (driver?.errors ?? 0);
      console.log(
        `| ${route} | ${before} | ${n(api.rps)} | ${ms(api.p50)} | ${ms(api.p95)} | ${((api.rps / bare) * 100).toFixed(0)} % | ${floor} | ${errors} |`,
      );
    }
    console.log('');
  }
}

await main();
