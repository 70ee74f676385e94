import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Spec 3 "User". Enumerated values are plain text: the contract's zod schemas are the one
// place that knows the allowed values, and every write goes through them.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    avatar: text('avatar'),
    cover: text('cover'),
    profession: text('profession'),
    experienceYears: integer('experience_years'),
    employmentStatus: text('employment_status'),
    independentStatus: text('independent_status'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    expertises: text('expertises')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    summary: text('summary'),
    heroMoment: text('hero_moment'),
    bio: text('bio'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    // Who may see each contact detail: members, team (an accepted relation either way) or
    // nobody. The contract's contactVisibility enum is the list.
    contactEmailVisibility: text('contact_email_visibility').notNull().default('members'),
    contactPhoneVisibility: text('contact_phone_visibility').notNull().default('members'),
    websiteVisibility: text('website_visibility').notNull().default('members'),
    published: boolean('published').notNull().default(false),
    // Computed from the completion rule (src/contract/completion.ts) after every change.
    complete: boolean('complete').notNull().default(false),
    // member, reviewer or admin: granted from the command line only (npm run operator).
    role: text('role').notNull().default('member'),
    // A suspended account cannot sign in; its sessions ended when it was suspended. Whether it
    // was published then, so lifting the suspension restores the profile.
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspendedWhilePublished: boolean('suspended_while_published').notNull().default(false),
    // When the account's address was confirmed by its link; accounts made before verification
    // existed (migration 0007) and the demo community count as verified.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    // The member's IANA time zone (from the browser, editable): digests go out in its morning.
    // Null until the browser or the member has given one; digests then use the default zone.
    timeZone: text('time_zone'),
  },
  (table) => [
    // Community search only ever looks at listed members: partial indexes keep them small.
    index('users_listed_order_idx')
      .on(table.lastName, table.firstName, table.id)
      .where(sql`${table.published} and ${table.complete}`),
    // A profession filter (the usual search) reads its members already in page order.
    index('users_listed_profession_order_idx')
      .on(table.profession, table.lastName, table.firstName, table.id)
      .where(sql`${table.published} and ${table.complete}`),
    index('users_listed_profession_idx')
      .on(table.profession, table.experienceYears)
      .where(sql`${table.published} and ${table.complete}`),
    index('users_listed_region_idx')
      .on(table.region)
      .where(sql`${table.published} and ${table.complete}`),
    // No GIN indexes on locations/expertises: a state matches about a quarter of members and
    // an expertise always comes with a profession, so the name-ordered scans above stop
    // sooner than a bitmap over an array index (measured on 10,000 members: 12 ms with them, under 1 ms without).
  ],
);
