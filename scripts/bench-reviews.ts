// `npm run bench:reviews`: the reviewers' queue (GET /api/v1/admin/reviews) at 10,000 members.
// For PGlite and then PostgreSQL, seeds 10,000 complete, published members into a fresh
// database (scripts/bench/backend.ts), gives every member a review as a community of that size
// would have them (most decided, a few hundred open, the open ones spread over 60 days), runs
// ANALYZE, then times the queue's own repository call (server/db/reviews.ts `queue`: the page
// and its total, as the route runs them) one at a time: the default page (open reviews, oldest
// first), a state, a profession, the decided list and a deep page, before and after the state
// index of migration 0006. PostgreSQL also prints the
// plan of the default page (EXPLAIN).
//
// BENCH_BACKENDS=pglite (or postgres) runs one only; BENCH_RUNS sets the calls per query
// (default 200); BENCH_DATABASE_URL as in scripts/bench/backend.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { reviewQuerySchema, type ReviewState } from '../server/contract';
import { openPglite, openPostgres } from '../server/db/client';
import { createReviewsRepository } from '../server/db/reviews';
import { reviews } from '../server/db/schema';
import { BACKENDS, backendName, percentile, seedDatabase, type Backend } from './bench/backend';

const MEMBERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DAY_MS = 24 * 60 * 60 * 1000;
const STATE_INDEX_MIGRATION = fileURLToPath(
  new URL('../server/db/migrations/0006_reviews_state_index.sql', import.meta.url),
);

/** Review i's state: 3 % submitted, 1.5 % in review, 0.5 % notice, 1 % adverse, the rest cleared. */
function stateOf(i: number): ReviewState {
  const slot = i % 200;
  if (slot < 6) return 'submitted';
  if (slot < 9) return 'in_review';
  if (slot < 10) return 'notice';
  if (slot < 12) return 'adverse';
  return 'cleared';
}

const QUERIES: Array<[string, Record<string, string>]> = [
  ['open, first page (the default)', {}],
  ['submitted', { state: 'submitted' }],
  ['open, profession finance', { profession: 'finance' }],
  ['cleared, first page', { state: 'cleared' }],
  ['cleared, page at offset 5,000', { state: 'cleared', offset: '5000' }],
];

type Repository = ReturnType<typeof createReviewsRepository>;

async function measure(repository: Repository, title: string) {
  console.log(`\n${title}\n`);
  console.log('| query | rows | total | p50 ms | p95 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, params] of QUERIES) {
    const query = reviewQuerySchema.parse(params);
    const times: number[] = [];
    let answer = await repository.queue(query);
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      answer = await repository.queue(query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(2);
    console.log(
      `| ${label} | ${answer.rows.length} | ${answer.total} | ${ms(percentile(times, 50))} | ` +
        `${ms(percentile(times, 95))} | ${ms(times[times.length - 1] ?? 0)} |`,
    );
  }
}

async function benchBackend(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bench-reviews-'));
  const seeded = await seedDatabase(backend, dataDir, MEMBERS);
  const database = backend === 'pglite' ? openPglite(seeded.target) : openPostgres(seeded.target);
  try {
    const now = Date.now();
    const rows = seeded.ids.map((userId, i) => {
      const state = stateOf(i);
      const decided = state === 'cleared' || state === 'adverse';
      // Decided ones over the last year, open ones over the last 60 days.
      const openedAt = new Date(now - ((i * 7919) % (decided ? 365 : 60)) * DAY_MS - i * 1000);
      return {
        userId,
        trigger: 'submission',
        state,
        openedAt,
        reason: decided ? (state === 'cleared' ? 'verified' : 'adverse_record') : null,
        decidedAt: decided ? new Date(openedAt.getTime() + 2 * DAY_MS) : null,
      };
    });
    for (let first = 0; first < rows.length; first += 1_000) {
      await database.db.insert(reviews).values(rows.slice(first, first + 1_000));
    }
    await database.analyze();

    const repository = createReviewsRepository(database.db);
    console.log(
      `\n${backendName(backend)}: ${MEMBERS.toLocaleString('en-US')} members, ` +
        `${rows.length.toLocaleString('en-US')} reviews ` +
        `(${rows.filter((r) => r.decidedAt === null).length} open), ${RUNS} calls each`,
    );
    // Before and after the state index of migration 0006 (a state's list in queue order).
    await database.db.execute(sql`drop index reviews_state_idx`);
    await database.analyze();
    await measure(repository, 'without reviews_state_idx (migrations 0000-0005)');
    await database.db.execute(sql.raw(readFileSync(STATE_INDEX_MIGRATION, 'utf8')));
    await database.analyze();
    await measure(repository, 'with reviews_state_idx (migration 0006)');
    if (backend === 'postgres') {
      for (const [label, params] of QUERIES.filter((_, index) => index === 0 || index === 3)) {
        const plan = await repository.queuePlan(reviewQuerySchema.parse(params));
        console.log(`\nPlan of "${label}":\n${plan}`);
      }
    }
  } finally {
    await database.close();
    await seeded.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:reviews on ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
for (const backend of BACKENDS) await benchBackend(backend);
