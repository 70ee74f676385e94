import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// A login session is a refresh-token family: the access token names it (`sid`), so revoking
// the session ends both the access token and every refresh token of the family.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    // Absolute lifetime: rotation never extends it.
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    // When this session passed the operator's second factor (TOTP or a recovery code); /admin
    // and its API need it for a reviewer or an admin.
    secondFactorAt: at('second_factor_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

// Only the SHA-256 of a refresh token is stored; a token is used once, then rotated.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
    // The token this one replaced: a parent presented again within the reuse window answers
    // this child again (server/auth/tokens.ts).
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('refresh_tokens_session_idx').on(table.sessionId),
    index('refresh_tokens_parent_idx').on(table.parentId),
  ],
);

// Password reset: hashed, single use, short-lived.
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('reset_tokens_user_idx').on(table.userId)],
);

// rate-limiter-flexible's RateLimiterPostgres counters, in its own layout (key, points, expire
// in epoch ms). A migration creates the table, under the migrations' advisory lock, so that
// instances starting together never race to create it; the limiter is told it exists.
export const rateLimitTableName = 'rate_limit_counters';
export const rateLimitCounters = pgTable(
  rateLimitTableName,
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (table) => [index('rate_limit_counters_expire_idx').on(table.expire)],
);
