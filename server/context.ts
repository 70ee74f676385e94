import type { FastifyBaseLogger } from 'fastify';
import { deriveKey, resolveAuthSecret } from './auth/secret';
import { dummyHasher } from './auth/passwords';
import { Throttle } from './auth/throttle';
import type { ServerConfig } from './config';
import { noChangeFeed, type ChangeFeed } from './db/changes';
import type { Database, DatabaseHandle } from './db/client';
import { createRepositories, type AppRepositories, type Repositories } from './db/repositories';
import { Mailer } from './mail/mailer';
import { RecipientCap } from './mail/recipientCap';

/** What every route needs, built once per app (so tests get their own). */
export interface AppContext {
  config: ServerConfig;
  /**
   * For the modules that keep their own queries (the demo seed) and for tests; routes go
   * through the repositories (server/db/repositories.ts).
   */
  db: Database;
  /** The repositories over the app's database. */
  repos: AppRepositories;
  /** What the database says changed; the caches of `repos` listen to it (server/db/changes.ts). */
  changes: ChangeFeed;
  /** Runs `work` in one transaction, handing it the repositories over that transaction. */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  /** The same, for a write that can change who community search lists. */
  listingWrite<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  keys: {
    jwt: Buffer;
    uploads: Buffer;
    ssn: Buffer;
    refresh: Buffer;
    /** Signs the e-mails' unsubscribe and opt-out links (server/notifications/unsubscribe.ts). */
    mailLinks: Buffer;
    /** Seals the operators' TOTP secrets (server/operators/secondFactor.ts). */
    secondFactor: Buffer;
  };
  throttle: Throttle;
  /** At most 5 member-sent e-mails a day to one address (server/mail/recipientCap.ts). */
  recipientCap: RecipientCap;
  mailer: Mailer;
  /** Pays for one password hash when the account does not exist. */
  dummyHash: () => Promise<void>;
  now: () => Date;
}

export function createContext(
  config: ServerConfig,
  db: Database,
  log: FastifyBaseLogger,
  /** PostgreSQL's pool keeps the rate-limit counters shared by every instance. */
  pool: DatabaseHandle['pool'] = null,
  /** The one clock of the app: routes, jobs, expiries and reminders read it; tests set it. */
  now: () => Date = () => new Date(),
  /** Never live by default: every read goes to the database. */
  changes: ChangeFeed = noChangeFeed(),
): AppContext {
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const { repos, transaction, listingWrite } = createRepositories(db, changes);
  return {
    config,
    db,
    repos,
    changes,
    transaction,
    listingWrite,
    keys: {
      jwt: deriveKey(secret, 'jwt'),
      uploads: deriveKey(secret, 'uploads'),
      ssn: deriveKey(secret, 'ssn'),
      refresh: deriveKey(secret, 'refresh'),
      mailLinks: deriveKey(secret, 'mail-links'),
      secondFactor: deriveKey(secret, 'second-factor'),
    },
    throttle: new Throttle(config.rateLimits, pool),
    recipientCap: new RecipientCap(pool),
    mailer: new Mailer(config, repos.outbox, log),
    dummyHash: dummyHasher(config.passwords),
    now,
  };
}
