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
    createdAt: createdAt(),
  },
  (table) => [index('certifications_user_idx').on(table.userId)],
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
