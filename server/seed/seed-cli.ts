// `npm run seed -- --members N`: adds N complete, published members (benchmarks, demos) to
// the configured database (DATA_DIR's PGlite, or DATABASE_URL).
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_LOGIN, generateMembers } from '../../demo/index';
import { users } from '../db/schema';
import { insertMembers } from './seed';

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
const passwordHash = await hashPassword(DEMO_LOGIN.password, config.scryptLogN);
const members = generateMembers(wanted, 1000 + existing, existing).map((m) => ({
  ...m,
  email: m.email.replace('@', `.s${existing}@`),
}));
await handle.db.transaction((tx) => insertMembers(tx, members, passwordHash, new Date()));
await handle.analyze();
console.log(
  `Seeded ${wanted} members in ${Date.now() - started} ms (password: ${DEMO_LOGIN.password}).`,
);
await handle.close();
