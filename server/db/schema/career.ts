import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// Spec 3 career records. Dates are month precision, kept as 'yyyy-mm-01' SQL dates.

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    identifier: text('identifier'),
    url: text('url'),
    // licence or certification; a licence names the state that issued it.
    kind: text('kind').notNull().default('certification'),
    jurisdiction: text('jurisdiction'),
    // The stored part of the ledger: unverified, verified or revoked. `expiring` and `expired`
    // follow from the expiry month and the clock (a licence ends with its expiry month).
    verificationState: text('verification_state').notNull().default('unverified'),
    // The reviewer's decision: the source checked (e.g. the state board's lookup URL), a note,
    // when, and who (never answered to members: receipts name the role only).
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    verificationSource: text('verification_source'),
    verificationNote: text('verification_note'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    // The smallest expiry reminder already sent (60, 30 or 7 days), so each goes out once;
    // reset when the expiry changes.
    expiryReminderDays: integer('expiry_reminder_days'),
    // Bumped by every change, so a review decision on an older version is refused.
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('certifications_user_idx').on(table.userId),
    index('certifications_licensed_idx')
      .on(table.jurisdiction, table.userId)
      .where(sql`${table.kind} = 'licence' and ${table.verificationState} = 'verified'`),
  ],
);

export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    organization: text('organization').notNull(),
    degree: text('degree').notNull(),
    fieldOfStudy: text('field_of_study'),
    issuedYear: integer('issued_year').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('educations_user_idx').on(table.userId)],
);

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    // null means Present.
    endDate: date('end_date', { mode: 'string' }),
    location: text('location'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [index('positions_user_idx').on(table.userId)],
);
