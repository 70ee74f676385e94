import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// What a member hears and how (docs/architecture.md "Notifications and background jobs"): the
// e-mail preference per notification kind, the address-level opt-outs of people who are not
// members, and the saved community searches whose new matches are news. The notifications
// themselves live beside the operators' tables (operators.ts), where they began.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// A member's choice for one kind: immediate, daily, weekly or off. No row: the kind's default
// (src/contract/schemas/notifications.ts).
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

// An address that is not a member's asked for no more e-mail from Guildhall (a testimonial
// writer, an invited peer): later requests to it are refused with a clear message. Lower case.
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: at('created_at').notNull(),
});

// A community search a member named and keeps (at most 20): the query is the contract's
// normalised profile search (src/contract/profileSearch.ts).
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    // When its member last ran it: matches recorded after this are "new" on the list.
    openedAt: at('opened_at').notNull(),
  },
  (table) => [index('saved_searches_user_idx').on(table.userId, table.id)],
);

// Who has matched a saved search already: a member is news to its saver once.
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchedAt: at('matched_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.memberId] }),
    index('saved_search_matches_member_idx').on(table.memberId),
  ],
);

// Single-use links about the account's address: `verify` (sign-up, resend) and `change` (to a
// new address). Stored hashed; used once; expire after 24 hours.
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('email_tokens_user_idx')
      .on(table.userId, table.purpose, table.createdAt)
      .where(sql`${table.usedAt} is null`),
  ],
);

// Every address the account has had (the sign-up address, each confirmed change, each restored
// one): deletion erases the mail sent to all of them (issue 38), and a takeover link restores one.
export const accountEmails = pgTable(
  'account_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstUsedAt: at('first_used_at').notNull(),
  },
  (table) => [uniqueIndex('account_emails_user_email_idx').on(table.userId, table.email)],
);
