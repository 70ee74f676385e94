import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { instanceSettings, users } from '../db/schema';
import { DEMO_OPERATOR, DEMO_PASSWORD } from '../../demo/index';
import { DEMO_MARKER, seedDemoIfEmpty } from './seed';

// What a start does about the demo community, described for operators in
// docs/operations.md "The demo and a production start". The demo is for a local trial:
// `npm start` on a new embedded database whose PUBLIC_BASE_URL is a loopback address gets it,
// and so does any database with SEED_DEMO=true (said loudly at every start); a production start
// begins empty. A start at a public address
// refuses what would make it unsafe: a public URL that is not https, and demo accounts that still
// sign in with the published password (unless SEED_DEMO=true says the demo is meant).

/** A start that must not go on; the message names the fix (server/index.ts prints it alone). */
export class StartRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefusedError';
  }
}

/** Every demo account's address ends so: the community's, the operator's, `npm run seed`'s. */
const DEMO_DOMAIN = '@guildhall.local';

/** localhost, *.localhost, 127.0.0.0/8 and ::1: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1'
  );
}

/** The refusal of a public URL that is not https, before anything is opened; null: none. */
export function publicUrlRefusal(config: Pick<ServerConfig, 'publicBaseUrl'>): string | null {
  const url = config.publicBaseUrl;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    return `PUBLIC_BASE_URL must be the site's https address (https://guildhall.example.com), got "${url}".`;
  }
  if (isLoopbackUrl(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return null;
  parsed.protocol = 'https:';
  return (
    `Refusing to start: PUBLIC_BASE_URL is ${url}, so every e-mailed link (password resets, ` +
    `e-mail verification) and List-Unsubscribe would travel as plain http. Serve the site over ` +
    `https (a proxy that ends TLS, with TRUST_PROXY=true) and set ` +
    `PUBLIC_BASE_URL=${parsed.toString().replace(/\/$/, '')}. A loopback address ` +
    `(http://localhost:8080) is for a local trial.`
  );
}

/**
 * The refusal of a public start over a demo database whose accounts still sign in with the
 * published password (the demo operator is an admin); null: none. Only a database the demo
 * seed marked is checked, and only its demo accounts that can sign in, each distinct hash
 * verified once (the seed gives every account the same one): a few milliseconds to a second.
 */
export async function demoPasswordRefusal(ctx: AppContext): Promise<string | null> {
  const { publicBaseUrl, seedDemo } = ctx.config;
  if (isLoopbackUrl(publicBaseUrl) || seedDemo === true) return null;
  const [marker] = await ctx.db
    .select({ key: instanceSettings.key })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, DEMO_MARKER));
  if (!marker) return null;
  const accounts = await ctx.db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(like(users.email, `%${DEMO_DOMAIN}`), isNull(users.suspendedAt)));
  const verdicts = new Map<string, boolean>();
  for (const { passwordHash } of accounts) {
    if (!verdicts.has(passwordHash)) {
      verdicts.set(passwordHash, await verifyPassword(DEMO_PASSWORD, passwordHash));
    }
  }
  const open = accounts.filter((account) => verdicts.get(account.passwordHash));
  if (open.length === 0) return null;
  const admins = open.filter((account) => account.role === 'admin').map((a) => a.email);
  const named = admins.length ? admins : [open[0]!.email];
  const one = open.length === 1;
  return (
    `Refusing to start: this database holds the demo community, and ${open.length} demo ` +
    `account${one ? '' : 's'} (${named.join(', ')}${admins.length ? ', an admin' : ''}` +
    `${open.length > named.length ? ', …' : ''}) still sign${one ? 's' : ''} in with the published password ` +
    `"${DEMO_PASSWORD}". At ${publicBaseUrl} anyone could sign in as them. Start the community on ` +
    `a new, empty database (another DATABASE_URL, or an empty DATA_DIR), then make its first ` +
    `admin with \`npm run operator -- add <email> --role admin\`; or, to show the demo at this ` +
    `address on purpose, set SEED_DEMO=true.`
  );
}

const SEED_DEMO_WARNING =
  `SEED_DEMO=true: this server seeds the demo community into an empty database, and starts ` +
  `whatever its address although demo accounts sign in with the published password ` +
  `"${DEMO_PASSWORD}" (${DEMO_OPERATOR.email} is an admin). Never on a real community: unset ` +
  `SEED_DEMO there.`;

/**
 * At every start, after the migrations (under the database's exclusive lock, so only the first
 * of several instances seeds): the demo when the rule says so (config.seedDemo), and what the
 * operator should know: SEED_DEMO=true loudly, an empty community or one without an admin.
 */
export async function prepareCommunity(
  ctx: AppContext,
  database: Pick<DatabaseHandle, 'kind'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { seedDemo, publicBaseUrl } = ctx.config;
  if (seedDemo === true) log.warn(SEED_DEMO_WARNING);
  const [members] = await ctx.db.select({ n: count() }).from(users);
  const trial = seedDemo === 'trial' && database.kind === 'pglite' && isLoopbackUrl(publicBaseUrl);
  if ((members?.n ?? 0) === 0 && (seedDemo === true || trial)) {
    await seedDemoIfEmpty(ctx, log);
    return;
  }
  const [admins] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if ((admins?.n ?? 0) > 0) return;
  const first = 'make yourself the first admin with `npm run operator -- add <email> --role admin`';
  log.info(
    (members?.n ?? 0) === 0
      ? `The community is empty: no member and no operator yet. Sign up at ${publicBaseUrl}/signup, then ${first}.`
      : `No admin yet: ${first} (an account that has signed up).`,
  );
}
