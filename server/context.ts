import type { FastifyBaseLogger } from 'fastify';
import { deriveKey, resolveAuthSecret } from './auth/secret';
import { dummyHasher } from './auth/passwords';
import { Throttle } from './auth/throttle';
import type { ServerConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { createQueries, type Queries } from './db/queries';
import { Mailer } from './mail/mailer';

/** What every route needs, built once per app (so tests get their own). */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  queries: Queries;
  keys: { jwt: Buffer; uploads: Buffer; ssn: Buffer; refresh: Buffer };
  throttle: Throttle;
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
): AppContext {
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  return {
    config,
    db,
    queries: createQueries(db),
    keys: {
      jwt: deriveKey(secret, 'jwt'),
      uploads: deriveKey(secret, 'uploads'),
      ssn: deriveKey(secret, 'ssn'),
      refresh: deriveKey(secret, 'refresh'),
    },
    throttle: new Throttle(config.rateLimits, pool),
    mailer: new Mailer(config, db, log),
    dummyHash: dummyHasher(config.scryptLogN),
    now: () => new Date(),
  };
}
