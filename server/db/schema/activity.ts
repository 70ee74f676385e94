import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// Uploads, posts, background checks, invitations and the e-mail outbox.

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// A key is minted by POST /v1/uploads/{kind}; `storedAt` is set once the file arrived, and
// only stored uploads of the member can become their avatar or cover.
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    userId: userRef(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size'),
    createdAt: at('created_at').notNull().defaultNow(),
    storedAt: at('stored_at'),
  },
  (table) => [index('uploads_user_idx').on(table.userId)],
);

// A posted link waits for a reviewer; approved ones are the social wall's feed.
export const dashboardPosts = pgTable(
  'dashboard_posts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    link: text('link').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    state: text('state').notNull().default('pending'),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    note: text('note'),
  },
  (table) => [index('dashboard_posts_state_idx').on(table.state, table.createdAt)],
);

// The SSN's last four digits, encrypted (AES-256-GCM, key derived from the server secret).
export const backgroundChecks = pgTable('background_checks', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  ssnEncrypted: text('ssn_encrypted').notNull(),
  // The review's state lives in `reviews`; this row holds the digits a reviewer may ask for.
  status: text('status').notNull().default('requested'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const peerInvitations = pgTable('peer_invitations', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  email: text('email').notNull(),
  name: text('name'),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Every message the server sends, written in the same transaction as the change it reports.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    // The HTML part (notification e-mails carry both) and extra headers (RFC 8058's
    // List-Unsubscribe and List-Unsubscribe-Post).
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    // Set when SMTP accepted it; null when there is no SMTP (the outbox is the delivery).
    sentAt: at('sent_at'),
  },
  (table) => [
    index('email_outbox_to_idx').on(table.to, table.id),
    // The retention job prunes mail older than its window (server/jobs/outboxRetention.ts).
    index('email_outbox_created_idx').on(table.createdAt),
  ],
);
