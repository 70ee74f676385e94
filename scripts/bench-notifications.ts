// `npm run bench:notifications`: the bell and the daily digest at 10,000 members with 100
// notifications each (issue 23). For PGlite (and PostgreSQL when BENCH_BACKENDS names it),
// seeds 10,000 complete, published members into a fresh database (scripts/bench/backend.ts),
// gives each 100 notifications (every kind in turn, about another member; 70 % read, the
// at-once kinds e-mailed), runs ANALYZE, then:
// - the unread count: the repository's query (server/db/notifications.ts `unreadCount`) for
//   members taken in turn, and GET /api/v1/notifications/unread through the app in-process
//   (token check, route, query, answer: the server's time, without the network);
// - the daily digest: one run of the job (server/jobs/digests.ts `sendDigests`) with the clock
//   set to 08:05 on a Wednesday in the members' zone, so all 10,000 are due: it claims, reads,
//   renders and queues 10,000 e-mails, marks their notifications e-mailed, and delivers them to
//   the outbox folder (no SMTP).
//
// BENCH_BACKENDS=pglite,postgres runs both (default: PGlite only); BENCH_RUNS sets the calls
// per measure (default 500); BENCH_MEMBERS the members (default 10,000, a quick try with
// fewer); BENCH_DATABASE_URL as in scripts/bench/backend.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEFAULT_EMAIL_MODES, NOTIFICATION_KINDS } from '../server/contract';
import { openPglite, openPostgres } from '../server/db/client';
import { createNotificationsRepository } from '../server/db/notifications';
import { sendDigests } from '../server/jobs/digests';
import { DEMO_LOGIN } from '../demo/index';
import {
  BACKENDS,
  backendName,
  MEMBER_PASSWORD,
  percentile,
  seedDatabase,
  type Backend,
} from './bench/backend';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PER_MEMBER = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const TIME_ZONE = 'America/Chicago';
/** Wednesday 2031-06-04, 08:05 in Chicago (CDT, UTC-5). */
const DIGEST_AT = new Date('2031-06-04T13:05:00Z');
const MEMBERS_PER_INSERT = 500;

const ms = (value: number) => value.toFixed(2);

function summary(times: number[]) {
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(
    times[times.length - 1] ?? 0,
  )} ms`;
}

async function benchBackend(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bench-notifications-'));
  const seeded = await seedDatabase(backend, dataDir, MEMBERS);
  const database = backend === 'pglite' ? openPglite(seeded.target) : openPostgres(seeded.target);
  try {
    const first = seeded.ids[0]!;
    const contiguous = seeded.ids[seeded.ids.length - 1]! - first === MEMBERS - 1;
    const kinds = sql.raw(`array[${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(',')}]`);
    const immediate = sql.raw(
      `array[${NOTIFICATION_KINDS.filter((kind) => DEFAULT_EMAIL_MODES[kind] === 'immediate')
        .map((kind) => `'${kind}'`)
        .join(',')}]`,
    );
    const seedStarted = performance.now();
    await database.db.execute(sql`update users set time_zone = ${TIME_ZONE}`);
    for (let start = 0; start < MEMBERS; start += MEMBERS_PER_INSERT) {
      const low = seeded.ids[start]!;
      const high = seeded.ids[Math.min(start + MEMBERS_PER_INSERT, MEMBERS) - 1]!;
      // Notification g of member u: kind g mod 11, about member u + 37g (when the ids are
      // contiguous), an hour apart; 7 in 10 read; the at-once kinds e-mailed when made.
      await database.db.execute(sql`
        insert into notifications (user_id, kind, actor_id, data, created_at, read_at, emailed_at)
        select u.id, k.kind,
          ${contiguous ? sql`${first} + ((u.id - ${first} + g * 37) % ${MEMBERS})` : sql`null`},
          '{}'::jsonb, c.at,
          case when g % 10 < 7 then c.at + interval '1 hour' end,
          case when k.kind = any(${immediate}) then c.at end
        from users u
        cross join generate_series(1, ${PER_MEMBER}) g
        cross join lateral (select (${kinds})[(g % ${NOTIFICATION_KINDS.length}) + 1] as kind) k
        cross join lateral (select ${DIGEST_AT.toISOString()}::timestamptz - g * interval '1 hour' as at) c
        where u.id between ${low} and ${high}`);
    }
    await database.analyze();
    console.log(
      `\n${backendName(backend)}: ${MEMBERS.toLocaleString('en-US')} members, ` +
        `${(MEMBERS * PER_MEMBER).toLocaleString('en-US')} notifications ` +
        `(seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s), ${RUNS} calls each`,
    );

    // The unread count, the repository's query alone, members in turn.
    const repository = createNotificationsRepository(database.db);
    const queryTimes: number[] = [];
    let unread = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const userId = seeded.ids[(run * 7919) % MEMBERS]!;
      const started = performance.now();
      unread = await repository.unreadCount(userId);
      queryTimes.push(performance.now() - started);
    }
    console.log(`- unread count, query (${unread} unread): ${summary(queryTimes)}`);

    // Through the app: the bell's request as the server answers it.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SERVE_SPA: 'false' }),
      dataDir,
      seedDemo: false,
      jobsEnabled: false,
      logLevel: 'silent',
    };
    const app = await buildApp({ config, database, now: () => DIGEST_AT });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        payload: {
          grantType: 'password',
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          username: DEMO_LOGIN.email,
          password: MEMBER_PASSWORD,
        },
      });
      const token = (login.json() as { accessToken: string }).accessToken;
      const routeTimes: number[] = [];
      let answer = '';
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/notifications/unread',
          headers: { authorization: `Bearer ${token}` },
        });
        routeTimes.push(performance.now() - started);
        answer = response.body;
      }
      console.log(`- GET /api/v1/notifications/unread (${answer}): ${summary(routeTimes)}`);

      // The daily digest: every member is due at once.
      const started = performance.now();
      const run = await sendDigests({ ...app.ctx, now: () => DIGEST_AT });
      const seconds = (performance.now() - started) / 1000;
      const [lines] = (
        (await database.db.execute(
          sql`select count(*)::int as n from notifications where emailed_at = ${DIGEST_AT.toISOString()}::timestamptz`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      console.log(
        `- daily digest: ${run.due} members due, ${run.claimed} claimed, ${run.sent} e-mails ` +
          `(${lines?.n ?? 0} notifications) queued and written to the outbox in ${seconds.toFixed(1)} s`,
      );
      const again = performance.now();
      const second = await sendDigests({ ...app.ctx, now: () => DIGEST_AT });
      console.log(
        `- the same hour again: ${second.claimed} claimed, ${second.sent} sent, in ` +
          `${((performance.now() - again) / 1000).toFixed(1)} s`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await seeded.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:notifications on ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
// PGlite alone unless BENCH_BACKENDS names others: seeding a million rows twice takes minutes.
for (const backend of process.env.BENCH_BACKENDS ? BACKENDS : (['pglite'] as Backend[])) {
  await benchBackend(backend);
}
