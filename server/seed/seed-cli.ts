// `npm run seed -- --members N`: adds N complete, published members (benchmarks, demos) to
// the configured database (DATA_DIR's PGlite, or DATABASE_URL), with their reviews.
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_LOGIN, generateMembers, type DemoReview } from '../../demo/index';
import { users } from '../db/schema';
import { insertMembers, insertReviews } from './seed';

function membersArg(argv: string[]): number {
  const index = argv.indexOf('--members');
  const value = index >= 0 ? Number(argv[index + 1]) : 100;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error('Usage: npm run seed -- --members N (1 to 1,000,000)');
  }
  return value;
}

const config = loadConfig();
const wanted = membersArg(process.argv.slice(2));
const handle = openDatabase(config);
await handle.migrate();
const started = Date.now();
const [row] = await handle.db.select({ n: count() }).from(users);
const existing = row?.n ?? 0;
// One hash for everyone: hashing per member would take minutes at OWASP's cost.
const passwordHash = await hashPassword(DEMO_LOGIN.password, config.passwords);
const members = generateMembers(wanted, 1000 + existing, existing).map((m) => ({
  ...m,
  email: m.email.replace('@', `.s${existing}@`),
}));
const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toISOString();
// The shape the review queue meets in production: every member's check decided but one in
// fifty, whose reviews wait (submitted) for up to three days.
const reviewsOf = members.map((_, index): DemoReview => ({
  member: index,
  trigger: 'submission',
  state: index % 50 === 0 ? 'submitted' : 'cleared',
  openedAt: index % 50 === 0 ? hoursAgo(index % 72) : hoursAgo(24 * 30),
  startedAt: null,
  operator: false,
  decidedAt: index % 50 === 0 ? null : hoursAgo(24 * 29),
  reason: index % 50 === 0 ? null : 'verified',
  noticeSentAt: null,
  noticeDueAt: null,
  changes: [],
}));
await handle.db.transaction(async (tx) => {
  const ids = await insertMembers(tx, members, passwordHash, new Date());
  await insertReviews(tx, ids, reviewsOf);
});
await handle.analyze();
console.log(
  `Seeded ${wanted} members in ${Date.now() - started} ms (password: ${DEMO_LOGIN.password}).`,
);
await handle.close();
