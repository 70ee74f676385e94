// `npm run bench:load`: the server under a mixed load, then past its bounds, then community
// search as the membership grows. For each database (PGlite, then PostgreSQL; BENCH_BACKENDS
// picks one), on a fresh database seeded with complete, published members, the server in a
// child process (scripts/bench/backend.ts), the load from this one, to 127.0.0.1 only.
//
// BENCH_SCENARIOS (comma-separated, default `mixed`):
// - mixed: 10,000 members, 50 connections for 60 s and then 60 s more of the same mix: community
//   search with varied filters and pages, profile reads by id, the signed-in member's reads
//   (`/v1/user`, `/v1/user/team`, `/v1/user/watching` with the tokens of five members) and
//   failed logins (wrong passwords, under the production rate limits, so most answer 429).
//   Req/s, p50/p95/p99 overall and per kind, answers by status, and the server's memory (RSS
//   and heap used, after a full GC) at the start, after 60 s and after 120 s.
// - overload: the same mix at 200 connections for BENCH_OVERLOAD_DURATION s (30), with the
//   overload bounds off (MAX_REQUESTS_IN_FLIGHT, MAX_QUEUE_DELAY_MS, MAX_EVENT_LOOP_DELAY_MS 0),
//   then on without the time-waited bound (MAX_QUEUE_DELAY_MS=0, the bounds before issue 25),
//   then on (the defaults): p99, refusals and requests without an answer within 10 s.
// - search: a search mix (broad and narrow filters, first and deep pages) at 50 connections for
//   BENCH_SEARCH_DURATION s (25) on 10,000 and on 100,000 members (BENCH_SEARCH_MEMBERS), with
//   the overload bounds off.
//
// A connection answered 503 waits for its Retry-After before its next request, as a client that
// honours it does (BENCH_IGNORE_RETRY_AFTER=1: it sends the next one at once).
// BENCH_DURATION sets the seconds of each mixed phase (60); BENCH_DATABASE_URL the PostgreSQL
// admin URL (postgres://postgres@127.0.0.1:5432/test), where a database is created and dropped.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EXPERIENCE_BUCKETS, PROFESSIONS, expertiseOptions } from '../server/contract';
import {
  BACKENDS,
  backendName,
  figuresOf,
  login,
  passwordGrant,
  seedDatabase,
  startServer,
  TOKEN_PATH,
  type Backend,
  type BenchServer,
  type Figures,
  type SeededDatabase,
} from './bench/backend';

const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'mixed').split(',');
const PHASE_S = Number(process.env.BENCH_DURATION ?? 60);
const OVERLOAD_S = Number(process.env.BENCH_OVERLOAD_DURATION ?? 30);
const SEARCH_S = Number(process.env.BENCH_SEARCH_DURATION ?? 25);
/** Which overload runs: off, before (no time-waited bound), on (the defaults). */
const OVERLOAD_BOUNDS = (process.env.BENCH_OVERLOAD_BOUNDS ?? 'off,before,on').split(',');
const IGNORE_RETRY_AFTER = process.env.BENCH_IGNORE_RETRY_AFTER === '1';
const SEARCH_MEMBERS = (process.env.BENCH_SEARCH_MEMBERS ?? '10000,100000').split(',').map(Number);
const MIXED_MEMBERS = 10_000;
const BOUNDS_OFF = {
  MAX_REQUESTS_IN_FLIGHT: '0',
  MAX_QUEUE_DELAY_MS: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
};
const SIGNED_IN = 5;
/** Each request waits this long at most: a bench must end even if the server stops answering. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Issue 25 §3: at 200 connections, every request has an HTTP answer within this. */
const ANSWER_WITHIN_MS = 10_000;

type Kind = 'search' | 'profile by id' | 'signed-in member reads' | 'failed login';

interface Call {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const REGIONS = ['CA', 'TX', 'NY', 'FL', 'IL'];

/**
 * Broad and narrow filters, first and deep pages: what members browsing the community send.
 * The same list at every membership size, so the sizes compare.
 */
function searchPaths(): string[] {
  const paths = ['', 'offset=240', 'offset=3000', 'region=NY&searchByRegion=true'];
  for (const [index, profession] of PROFESSIONS.entries()) {
    const region = REGIONS[index % REGIONS.length]!;
    const expertise = expertiseOptions(profession)[0]!.key;
    const years = EXPERIENCE_BUCKETS[index % EXPERIENCE_BUCKETS.length]!;
    paths.push(
      `profession=${profession}`,
      `profession=${profession}&offset=480`,
      `profession=${profession}&region=${region}`,
      `profession=${profession}&expertise=${expertise}`,
      `profession=${profession}&expertise=${expertise}&region=${region}&experienceYears=${years}`,
    );
  }
  return paths.map((query) => `/api/v1/profiles${query ? `?${query}` : ''}`);
}

const searchCalls = (): Call[] =>
  searchPaths().map((path) => ({ kind: 'search', method: 'GET', path }));

/**
 * The mixed load as one cycle each connection walks through from its own starting point:
 * 4 searches, 3 profile reads, 2 reads of the signed-in member and 1 failed login in 10.
 */
function mixedCalls(seeded: SeededDatabase, tokens: string[]): Call[] {
  const searches = searchCalls();
  const userPaths = ['/api/v1/user', '/api/v1/user/team', '/api/v1/user/watching'];
  const calls: Call[] = [];
  for (let i = 0; i < 600; i += 1) {
    const slot = i % 10;
    if (slot < 4) calls.push(searches[i % searches.length]!);
    else if (slot < 7) {
      // Spread over the membership by a stride coprime with it.
      const id = seeded.ids[(i * 7919) % seeded.ids.length]!;
      calls.push({ kind: 'profile by id', method: 'GET', path: `/api/v1/profiles/${id}` });
    } else if (slot < 9) {
      calls.push({
        kind: 'signed-in member reads',
        method: 'GET',
        path: userPaths[i % userPaths.length]!,
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      });
    } else {
      // Members past the signed-in ones, so their own logins are never the throttled ones.
      const email = seeded.emails[SIGNED_IN + (i % 50)]!;
      calls.push({
        kind: 'failed login',
        method: 'POST',
        path: TOKEN_PATH,
        headers: { 'content-type': 'application/json' },
        body: passwordGrant(email, 'not-the-password-1'),
      });
    }
  }
  return calls;
}

interface Sample {
  kind: Kind;
  status: number;
  ms: number;
  /** When it was sent, ms after the phase began. */
  at: number;
}

interface Answer {
  /** 0 when the connection failed. */
  status: number;
  /** The Retry-After header's seconds, when the answer has one. */
  retryAfter?: number;
}

/** One HTTP/1.1 request on a kept-alive socket. */
function send(agent: Agent, base: URL, call: Call): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: call.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        const retryAfter = Number(res.headers['retry-after']);
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
          }),
        );
        res.once('error', () => resolve({ status: 0 }));
      },
    );
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve({ status: 0 }));
    req.end(call.body);
  });
}

/**
 * `connections` loops, each sending its next call as soon as the last is answered, or, after a
 * 503 with Retry-After, once that wait is over (BENCH_IGNORE_RETRY_AFTER=1: at once, as a client
 * that ignores it would; on this machine such a client's refusals take the CPU the server needs).
 */
async function drive(
  address: string,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<{ samples: Sample[]; seconds: number }> {
  const base = new URL(address);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      let next = Math.floor((connection * calls.length) / connections);
      while (performance.now() < until) {
        const call = calls[next % calls.length]!;
        next += 1;
        const at = performance.now();
        const { status, retryAfter } = await send(agent, base, call);
        samples.push({ kind: call.kind, status, ms: performance.now() - at, at: at - started });
        if (status === 503 && retryAfter !== undefined && !IGNORE_RETRY_AFTER) {
          const wait = Math.min(retryAfter * 1000, until - performance.now());
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    }),
  );
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000 };
}

interface Summary {
  overall: Figures;
  /** The answers that were not refusals (status other than 503), and the 503s. */
  served: Figures;
  refused: Figures;
  byKind: Map<Kind, Figures>;
  /** Requests with no HTTP answer within ANSWER_WITHIN_MS (a failed connection counts). */
  late: number;
  /** The ten slowest answers, slowest first. */
  slowest: Sample[];
  total: number;
  /** Answers by status, per kind ("0" is a failed connection). */
  statuses: Map<Kind, Map<number, number>>;
}

const isLate = (s: Sample) => s.status === 0 || s.ms > ANSWER_WITHIN_MS;

function summarise({ samples, seconds }: { samples: Sample[]; seconds: number }): Summary {
  const failed = (s: Sample) => s.status === 0 || s.status >= 500;
  const of = (subset: Sample[]) =>
    figuresOf(
      subset.map((s) => s.ms),
      subset.length / seconds,
      subset.filter(failed).length,
    );
  const byKind = new Map<Kind, Figures>();
  const statuses = new Map<Kind, Map<number, number>>();
  for (const sample of samples) {
    const counts = statuses.get(sample.kind) ?? new Map<number, number>();
    counts.set(sample.status, (counts.get(sample.status) ?? 0) + 1);
    statuses.set(sample.kind, counts);
  }
  for (const kind of statuses.keys()) byKind.set(kind, of(samples.filter((s) => s.kind === kind)));
  return {
    overall: of(samples),
    served: of(samples.filter((s) => s.status !== 503)),
    refused: of(samples.filter((s) => s.status === 503)),
    byKind,
    statuses,
    late: samples.filter(isLate).length,
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 10),
    total: samples.length,
  };
}

const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const load = () => loadavg()[0]!.toFixed(1);

function printSummary(title: string, summary: Summary) {
  console.log(`\n${title}\n`);
  console.log('| requests | req/s | p50 ms | p95 ms | p99 ms | answers by status |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  const statusText = (counts: Map<number, number>) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${n(count)}`)
      .join(', ');
  const all = new Map<number, number>();
  for (const counts of summary.statuses.values()) {
    for (const [status, count] of counts) all.set(status, (all.get(status) ?? 0) + count);
  }
  const row = (name: string, f: Figures, counts: Map<number, number>) =>
    console.log(
      `| ${name} | ${n(f.rps)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${statusText(counts)} |`,
    );
  row('**all**', summary.overall, all);
  if (summary.refused.rps > 0) {
    const only = (keep: (status: number) => boolean) =>
      new Map([...all].filter(([status]) => keep(status)));
    row(
      'all but 503',
      summary.served,
      only((status) => status !== 503),
    );
    row(
      '503 only',
      summary.refused,
      only((status) => status === 503),
    );
  }
  for (const [kind, figures] of summary.byKind) row(kind, figures, summary.statuses.get(kind)!);
  console.log(
    `\nNo HTTP answer within ${ANSWER_WITHIN_MS / 1000} s: ${n(summary.late)} of ${n(summary.total)} requests; the slowest answer ${n(summary.slowest[0]?.ms ?? 0)} ms.`,
  );
  const when = summary.slowest.map(
    (s) => `+${(s.at / 1000).toFixed(1)} s ${s.kind} ${s.status || 'no answer'} ${n(s.ms)} ms`,
  );
  console.log(`The slowest (sent at, kind, status, time): ${when.join('; ')}.`);
}

async function signIn(server: BenchServer, seeded: SeededDatabase): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of seeded.emails.slice(0, SIGNED_IN))
    tokens.push(await login(server.address, email));
  return tokens;
}

async function withSeeded<T>(
  backend: Backend,
  members: number,
  work: (seeded: SeededDatabase, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-load-'));
  try {
    const at = Date.now();
    const seeded = await seedDatabase(backend, dataDir, members);
    console.log(
      `${backendName(backend)}: seeded ${n(members)} members in ${((Date.now() - at) / 1000).toFixed(0)} s (load ${load()})`,
    );
    try {
      return await work(seeded, dataDir);
    } finally {
      await seeded.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mixed(backend: Backend) {
  await withSeeded(backend, MIXED_MEMBERS, async (seeded, dataDir) => {
    const server = await startServer(seeded, dataDir, { rateLimits: 'default' });
    try {
      const calls = mixedCalls(seeded, await signIn(server, seeded));
      const memory = [await server.memory()];
      const phases: string[] = [];
      for (const phase of [1, 2]) {
        const run = await drive(server.address, calls, 50, PHASE_S);
        phases.push(`load average ${load()}`);
        memory.push(await server.memory());
        printSummary(
          `${backendName(backend)}, mixed load, 50 connections, ${PHASE_S} s (phase ${phase}, ${phases.at(-1)})`,
          summarise(run),
        );
      }
      console.log(`\n${backendName(backend)}: server memory after a full GC\n`);
      console.log('| when | RSS MB | heap used MB | heap total MB | external MB |');
      console.log('| --- | ---: | ---: | ---: | ---: |');
      ['start', `after ${PHASE_S} s`, `after ${2 * PHASE_S} s`].forEach((when, i) => {
        const m = memory[i]!;
        console.log(
          `| ${when} | ${mb(m.rss)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} | ${mb(m.external)} |`,
        );
      });
    } finally {
      await server.stop();
    }
  });
}

async function overload(backend: Backend) {
  await withSeeded(backend, MIXED_MEMBERS, async (seeded, dataDir) => {
    // Signed in once: on PostgreSQL the rate limiter's counts outlive the first server, so the
    // failed logins of the first run would refuse the second run's sign-ins.
    let tokens: string[] | undefined;
    const configurations = [
      ['off', 'bounds off', BOUNDS_OFF],
      // As before issue 25 §3: in flight and event-loop delay only.
      ['before', 'bounds on but time waited', { MAX_QUEUE_DELAY_MS: '0' }],
      ['on', 'bounds on (defaults)', {}],
    ] as const;
    for (const [, label, env] of configurations.filter(([name]) =>
      OVERLOAD_BOUNDS.includes(name),
    )) {
      const server = await startServer(seeded, dataDir, { env, rateLimits: 'default' });
      try {
        tokens ??= await signIn(server, seeded);
        const calls = mixedCalls(seeded, tokens);
        const run = await drive(server.address, calls, 200, OVERLOAD_S);
        printSummary(
          `${backendName(backend)}, mixed load, 200 connections, ${OVERLOAD_S} s, ${label} (load average ${load()})`,
          summarise(run),
        );
      } finally {
        await server.stop();
      }
    }
  });
}

async function search(backend: Backend) {
  const rows: string[] = [];
  for (const members of SEARCH_MEMBERS) {
    await withSeeded(backend, members, async (seeded, dataDir) => {
      // The cost of the queries themselves: with the bounds on, a loaded machine would answer
      // part of the searches with a quick 503 and the figures would look better the worse it got.
      const server = await startServer(seeded, dataDir, { env: BOUNDS_OFF });
      try {
        const calls = searchCalls();
        // A short warm-up: prepared statements and the count cache, as on a running server.
        await drive(server.address, calls, 10, 2);
        const { overall } = summarise(await drive(server.address, calls, 50, SEARCH_S));
        rows.push(
          `| ${n(members)} | ${n(overall.rps)} | ${ms(overall.p50)} | ${ms(overall.p95)} | ${ms(overall.p99)} | ${overall.errors} | ${load()} |`,
        );
      } finally {
        await server.stop();
      }
    });
  }
  console.log(
    `\n${backendName(backend)}, search mix (${searchCalls().length} searches), 50 connections, ${SEARCH_S} s\n`,
  );
  console.log('| members | req/s | p50 ms | p95 ms | p99 ms | 5xx | load average |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

const scenarios: Record<string, (backend: Backend) => Promise<void>> = { mixed, overload, search };
for (const name of SCENARIOS) {
  if (!scenarios[name]) throw new Error(`Unknown scenario "${name}": mixed, overload or search.`);
}
console.log(`Node ${process.version}, ${cpus().length} cores, load average ${load()} at start`);
for (const name of SCENARIOS) {
  for (const backend of BACKENDS) await scenarios[name]!(backend);
}
