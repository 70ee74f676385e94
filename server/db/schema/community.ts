import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Testimonials, team relations, watch entries and contact views: what members do with each
// other.

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    // The requesting member.
    userId: userRef('user_id'),
    name: text('name').notNull(),
    // The writer's address: used to send the request, never returned by the API.
    email: text('email').notNull(),
    company: text('company'),
    position: text('position'),
    content: text('content'),
    // pending -> (writer sends) unpublished <-> published
    status: text('status').notNull().default('pending'),
    // Provenance: the relationship the member named in the request, and what the writer
    // confirmed or corrected with the text (relationship, years worked together, paid or
    // compensated, any material conflict). Written before provenance existed: all null.
    requestedRelationship: text('requested_relationship'),
    relationship: text('relationship'),
    periodFrom: integer('period_from'),
    // null with periodFrom set: still working together.
    periodTo: integer('period_to'),
    paid: boolean('paid'),
    // '' when the writer declared none.
    conflict: text('conflict'),
    // When the writer confirmed the text and its disclosures.
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    writtenAt: at('written_at'),
  },
  (table) => [index('testimonials_user_idx').on(table.userId, table.createdAt)],
);

// A team belongs to its owner; `memberId` is the invited member.
export const teamRelations = pgTable(
  'team_relations',
  {
    id: serial('id').primaryKey(),
    ownerId: userRef('owner_id'),
    memberId: userRef('member_id'),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('team_relations_pair_uq').on(table.ownerId, table.memberId),
    index('team_relations_member_idx').on(table.memberId),
  ],
);

// A row means "watching"; stopping removes it.
export const watchEntries = pgTable(
  'watch_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    watchedId: userRef('watched_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [unique('watch_entries_pair_uq').on(table.userId, table.watchedId)],
);

// One row per contact reveal by another member (GET /v1/profiles/{id}/contact): who looked at
// whose contact details, and when. Members reading their own are not recorded.
export const contactViews = pgTable(
  'contact_views',
  {
    id: serial('id').primaryKey(),
    viewerId: userRef('viewer_id'),
    memberId: userRef('member_id'),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (table) => [
    index('contact_views_member_idx').on(table.memberId, table.viewedAt),
    index('contact_views_viewer_idx').on(table.viewerId, table.viewedAt),
  ],
);
