import { and, count, eq, gt, gte, inArray, is, isNull, or } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { EmailTokenPurpose } from '../contract';
import { inSequence, type Executor } from './client';
import * as schema from './schema';
import {
  auditLog,
  backgroundChecks,
  certifications,
  contactViews,
  dashboardPosts,
  educations,
  emailOutbox,
  emailTokens,
  memberChanges,
  notificationPreferences,
  notifications,
  peerInvitations,
  positions,
  reports,
  reviews,
  savedSearches,
  sessions,
  teamRelations,
  testimonials,
  uploads,
  users,
  watchEntries,
} from './schema';

// The account as the member's (issue 23): the single-use links that confirm an address, the
// reads of the data export and the writes of the deletion that cascades cannot do. What is
// exported and what the deletion erases or keeps is listed, table by table, in
// members/export.ts and members/deletion.ts; memberKeys() finds the tables those lists must
// cover (tests/server/account-schema.test.ts).

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** Columns that hold a member's id without a foreign key (the audit log outlives accounts). */
const MEMBER_COLUMNS_WITHOUT_KEY: Record<string, string[]> = {
  audit_log: ['actor_id', 'member_id'],
};

/**
 * Every table with a column naming a member (a foreign key to users), by SQL name. `from`: the
 * schema's exports by default (a test may add a table).
 */
export function memberKeys(
  from: unknown[] = Object.values(schema),
): { table: string; columns: string[] }[] {
  const tables = from.filter((value): value is PgTable => is(value, PgTable));
  const found: { table: string; columns: string[] }[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns = config.foreignKeys.flatMap((key) => {
      const reference = key.reference();
      return getTableConfig(reference.foreignTable as PgTable).name === 'users'
        ? reference.columns.map((column) => column.name)
        : [];
    });
    columns.push(...(MEMBER_COLUMNS_WITHOUT_KEY[config.name] ?? []));
    if (columns.length > 0) found.push({ table: config.name, columns: [...new Set(columns)] });
  }
  return found.sort((a, b) => a.table.localeCompare(b.table));
}

export function createAccountRepository(db: Executor) {
  return {
    async insertEmailToken(token: {
      userId: number;
      purpose: EmailTokenPurpose;
      email: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    async findEmailToken(tokenHash: string): Promise<EmailTokenRow | undefined> {
      const [row] = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses the link if it is unused and unexpired; false otherwise. One statement, so of two
     * uses at once exactly one wins.
     */
    async claimEmailToken(id: number, now: Date): Promise<boolean> {
      const claimed = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
        )
        .returning({ id: emailTokens.id });
      return claimed.length > 0;
    },

    /** Verification links sent to the member since `since` (the resend throttle counts them). */
    async verificationsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'verify'),
            gte(emailTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** The unused links of a purpose stop working (a newer one, or the address changed). */
    async endEmailTokens(userId: number, purposes: EmailTokenPurpose[], now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            inArray(emailTokens.purpose, purposes),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    /** The member's export, table by table (members/export.ts shapes it). */
    async exportRows(userId: number, email: string) {
      // Read over the export's transaction (members/export.ts): one connection, so in sequence.
      const [
        uploadRows,
        certificationRows,
        educationRows,
        positionRows,
        received,
        written,
        team,
        watching,
        saved,
        notificationRows,
        preferences,
        views,
        filed,
        posts,
        invitations,
        checks,
        reviewRows,
        changes,
        sessionRows,
        audit,
      ] = await inSequence([
        db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(uploads.id),
        db
          .select()
          .from(certifications)
          .where(eq(certifications.userId, userId))
          .orderBy(certifications.id),
        db.select().from(educations).where(eq(educations.userId, userId)).orderBy(educations.id),
        db.select().from(positions).where(eq(positions.userId, userId)).orderBy(positions.id),
        db
          .select()
          .from(testimonials)
          .where(eq(testimonials.userId, userId))
          .orderBy(testimonials.id),
        // Written through a link sent to the member's address, for another member.
        db
          .select({
            testimonial: testimonials,
            forFirstName: users.firstName,
            forLastName: users.lastName,
          })
          .from(testimonials)
          .innerJoin(users, eq(users.id, testimonials.userId))
          .where(eq(testimonials.email, email))
          .orderBy(testimonials.id),
        db
          .select()
          .from(teamRelations)
          .where(or(eq(teamRelations.ownerId, userId), eq(teamRelations.memberId, userId)))
          .orderBy(teamRelations.id),
        db
          .select()
          .from(watchEntries)
          .where(eq(watchEntries.userId, userId))
          .orderBy(watchEntries.id),
        db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId))
          .orderBy(savedSearches.id),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(notifications.id),
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
        db
          .select()
          .from(contactViews)
          .where(or(eq(contactViews.memberId, userId), eq(contactViews.viewerId, userId)))
          .orderBy(contactViews.id),
        db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(reports.id),
        db
          .select()
          .from(dashboardPosts)
          .where(eq(dashboardPosts.userId, userId))
          .orderBy(dashboardPosts.id),
        db
          .select()
          .from(peerInvitations)
          .where(eq(peerInvitations.userId, userId))
          .orderBy(peerInvitations.id),
        db
          .select({
            id: backgroundChecks.id,
            status: backgroundChecks.status,
            createdAt: backgroundChecks.createdAt,
          })
          .from(backgroundChecks)
          .where(eq(backgroundChecks.userId, userId))
          .orderBy(backgroundChecks.id),
        db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(reviews.id),
        db
          .select()
          .from(memberChanges)
          .where(eq(memberChanges.userId, userId))
          .orderBy(memberChanges.id),
        db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt),
        db.select().from(auditLog).where(eq(auditLog.memberId, userId)).orderBy(auditLog.id),
      ]);
      return {
        uploads: uploadRows,
        certifications: certificationRows,
        educations: educationRows,
        positions: positionRows,
        testimonialsReceived: received,
        testimonialsWritten: written,
        team,
        watching,
        savedSearches: saved,
        notifications: notificationRows,
        notificationPreferences: preferences,
        contactViews: views,
        reportsFiled: filed,
        posts,
        peerInvitations: invitations,
        backgroundChecks: checks,
        reviews: reviewRows,
        eligibilityChanges: changes,
        sessions: sessionRows,
        audit,
      };
    },

    /** The upload keys of the member, whose files go once the account is deleted. */
    async uploadKeys(userId: number): Promise<string[]> {
      const rows = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(eq(uploads.userId, userId));
      return rows.map((row) => row.key);
    },

    /**
     * The member's open reviews become `withdrawn` (docs/architecture.md "Operators and
     * vetting"); their ids, for the audit log. Decided ones keep their decision.
     */
    async withdrawOpenReviews(userId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(reviews)
        .set({ state: 'withdrawn', decidedAt: now })
        .where(
          and(
            eq(reviews.userId, userId),
            inArray(reviews.state, ['submitted', 'in_review', 'notice']),
          ),
        )
        .returning({ id: reviews.id });
      return rows.map((row) => row.id);
    },

    /** The messages to the member's address: the outbox keeps no copy of a deleted account's mail. */
    async eraseMailTo(email: string): Promise<void> {
      await db.delete(emailOutbox).where(eq(emailOutbox.to, email));
    },

    /** Deletes the account; the foreign keys erase (or detach) every row that names it. */
    async deleteUser(userId: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
