// `npm run bench:api`: seeds 10,000 members into a fresh PGlite, starts the server in a child
// process (so the load generator does not share its event loop), and measures with autocannon
// at 50 connections: filtered community search, GET /api/v1/user with a token, and a bare
// Fastify route on the same server as the ceiling. With BENCH_DATABASE_URL (an admin URL of
// a PostgreSQL server) it runs the same on a fresh PostgreSQL database instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types; the options and events used are documented.
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client';
import { DEMO_LOGIN, generateMembers, insertMembers } from '../server/db/seed';

const MEMBERS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BARE_PATH = '/bench/bare';

async function serve(dataDir: string) {
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_TARGET_URL ?? '',
      SERVE_SPA: 'false',
      SEED_DEMO: 'false',
    }),
    logLevel: 'silent',
    rateLimits: Object.fromEntries(
      ['login', 'refresh', 'reset', 'email', 'signup'].map((name) => [
        name,
        { perIp: 1e9, perAccount: 1e9, windowSeconds: 60 },
      ]),
    ) as ReturnType<typeof loadConfig>['rateLimits'],
  };
  const app = await buildApp({ config });
  app.get(BARE_PATH, async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
    times.push(time);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bench-'));
  try {
    const seeded = Date.now();
    const adminUrl = process.env.BENCH_DATABASE_URL;
    let database: DatabaseHandle;
    let dropDatabase = async () => {};
    if (adminUrl) {
      const name = `bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      process.env.BENCH_TARGET_URL = url.toString();
      database = openPostgres(url.toString());
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      };
    } else {
      database = openPglite(join(dataDir, 'db'));
    }
    await database.migrate();
    const passwordHash = await hashPassword(DEMO_LOGIN.password, 17);
    const members = generateMembers(MEMBERS, 4242).map((m, i) =>
      i === 0 ? { ...m, email: DEMO_LOGIN.email } : m,
    );
    await database.db.transaction((tx) => insertMembers(tx, members, passwordHash, new Date()));
    await database.analyze();
    await database.close();
    console.log(
      `Seeded ${MEMBERS} members into ${adminUrl ? 'PostgreSQL' : 'PGlite'} in ${Date.now() - seeded} ms`,
    );

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', dataDir],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
    );
    const address = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { address: string }) => resolve(message.address));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    try {
      const login = await fetch(`${address}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grantType: 'password',
          clientId: 'guildhall-web',
          clientSecret: 'guildhall-web-public',
          username: DEMO_LOGIN.email,
          password: DEMO_LOGIN.password,
        }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const search = `${address}/api/v1/profiles?profession=accounting&expertise=tax&region=TX&experienceYears=13`;
      const probe = (await (await fetch(search)).json()) as { total: number };
      const probeBroad = (await (
        await fetch(`${address}/api/v1/profiles?profession=legal&region=CA`)
      ).json()) as { total: number };
      console.log(
        `Search matches: 4 filters ${probe.total}, profession + region ${probeBroad.total} of ${MEMBERS} members`,
      );

      const broad = `${address}/api/v1/profiles?profession=legal&region=CA`;
      const results = [
        await measure('bare Fastify route', `${address}${BARE_PATH}`),
        await measure('GET /api/v1/profiles (4 filters)', search),
        await measure('GET /api/v1/profiles (profession + region, page of 24)', broad),
        await measure('GET /api/v1/user (token)', `${address}/api/v1/user`, {
          authorization: `Bearer ${accessToken}`,
        }),
      ];
      const bare = results[0]!.rps;
      console.log(
        `\n${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
      );
      console.log('| route | req/s | p50 ms | p95 ms | p99 ms | of bare | errors |');
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const r of results) {
        console.log(
          `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${((r.rps / bare) * 100).toFixed(0)} % | ${r.errors} |`,
        );
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await dropDatabase();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  await serve(process.argv[serveIndex + 1]!);
} else {
  await main();
}
