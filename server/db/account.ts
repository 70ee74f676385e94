import { and, count, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { USER_SCHEMAS } from '../backup/catalog';
import type { EmailTokenPurpose } from '../contract';
import type { CatalogColumn, MemberKey } from '../members/dataMap';
import { inSequence, type Executor } from './client';
import {
  accountEmails,
  auditLog,
  backgroundChecks,
  certifications,
  contactViews,
  dashboardPosts,
  educations,
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

// The account as the member's (issues 23 and 38): the single-use links that confirm an address,
// the reads of the data export and the writes of the deletion that cascades cannot do. Which
// column is exported, erased or kept is members/dataMap.ts; catalogColumns() and memberKeys()
// read what that map must cover from the database's own catalog
// (tests/server/account-schema.test.ts).

export type EmailTokenRow = typeof emailTokens.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ON_DELETE: Record<string, MemberKey['onDelete']> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/**
 * The addresses of account `userId`, each with when it became the account's: those it has had
 * (account_emails), its current one, and with `pending` those it was sent a link at (a change
 * it never confirmed; they are erased, never exported).
 */
const addressesOf = (userId: number, pending: boolean): SQL => sql`
  select email, min(since) as since from (
    select lower(${accountEmails.email}) as email, ${accountEmails.firstUsedAt} as since
      from ${accountEmails} where ${accountEmails.userId} = ${userId}
    union all
    select lower(${users.email}), ${users.createdAt} from ${users} where ${users.id} = ${userId}
    ${
      pending
        ? sql`union all select lower(${emailTokens.email}), ${emailTokens.createdAt}
                from ${emailTokens} where ${emailTokens.userId} = ${userId}`
        : sql``
    }
  ) as addresses group by email`;

/** Every other account's addresses, each with when it became that account's. */
const othersAddresses = (userId: number): SQL => sql`
  select lower(${accountEmails.email}) as email, ${accountEmails.firstUsedAt} as since
    from ${accountEmails} where ${accountEmails.userId} <> ${userId}
  union all
  select lower(${users.email}), ${users.createdAt} from ${users} where ${users.id} <> ${userId}`;

/**
 * An account's first use of an address is the app's clock (ctx.now(), inside the transaction),
 * a message's created_at the database's (the transaction's start): the sign-up's own mail is
 * written a moment "before" the account. So an account holds an address from this long before
 * its first use: mail in the minute before someone takes up an address freed by another account
 * counts as the newcomer's.
 */
const FIRST_USE_GRACE = sql`interval '1 minute'`;

/**
 * Rows (alias `o`, with `created_at`) whose `column` is an address while it was the account's:
 * an address another account took up later is theirs from then on, and one another account had
 * before is theirs until this one took it up (mail from before anyone had it, an invitation,
 * goes with the address's first account).
 */
const addressedTo = (column: string, userId: number, pending: boolean): SQL => {
  const to = sql`lower(o.${sql.identifier(column)})`;
  return sql`exists (
    select 1 from (${addressesOf(userId, pending)}) as mine
     where mine.email = ${to}
       and not exists (
         select 1 from (${othersAddresses(userId)}) as other
          where other.email = mine.email
            and ((other.since > mine.since and other.since - ${FIRST_USE_GRACE} <= o.created_at)
              or (other.since < mine.since and o.created_at < mine.since - ${FIRST_USE_GRACE}))))`;
};

export function createAccountRepository(db: Executor) {
  /** The mail sent to the account's addresses while they were its own, oldest first. */
  async function mailTo(userId: number) {
    const result = await db.execute(
      sql`select o.to, o.subject, o.text, o.links, o.created_at, o.sent_at
            from email_outbox as o where ${addressedTo('to', userId, false)} order by o.id`,
    );
    return rowsOf<{
      to: string;
      subject: string;
      text: string;
      links: string[];
      created_at: Date | string;
      sent_at: Date | string | null;
    }>(result);
  }

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
    /**
     * `writtenFrom`: the account's address once verified, else null (a testimonial written from
     * an address nobody proved is not the member's to read).
     */
    async exportRows(userId: number, writtenFrom: string | null) {
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
        addresses,
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
          .where(writtenFrom === null ? sql`false` : eq(testimonials.email, writtenFrom))
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
        db
          .select({ email: accountEmails.email, firstUsedAt: accountEmails.firstUsedAt })
          .from(accountEmails)
          .where(eq(accountEmails.userId, userId))
          .orderBy(accountEmails.firstUsedAt, accountEmails.id),
      ]);
      const mail = await mailTo(userId);
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
        addresses,
        mail,
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

    /**
     * Deletes the rows of `table` whose `column` was sent to an address of the account (its
     * current one, those it had, those it was sent a link at) while the address was the
     * account's; answers their ids. The columns are members/dataMap.ts's 'by address' ones.
     */
    async eraseAddressed(table: string, column: string, userId: number): Promise<number[]> {
      const result = await db.execute(
        sql`delete from ${sql.identifier(table)} as o
             where ${addressedTo(column, userId, true)} returning o.id`,
      );
      return rowsOf<{ id: number }>(result).map((row) => row.id);
    },

    mailTo,

    /** Every column of every table in the application's schemas, from the database's catalog. */
    async catalogColumns(): Promise<CatalogColumn[]> {
      const result = await db.execute(
        sql.raw(`SELECT n.nspname AS schema, c.relname AS table, a.attname AS column
           FROM pg_catalog.pg_class c
           JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${USER_SCHEMAS}
          ORDER BY n.nspname, c.relname, a.attnum`),
      );
      return rowsOf<CatalogColumn>(result);
    },

    /** The foreign keys to users.id, column by column, with their ON DELETE rule. */
    async memberKeys(): Promise<MemberKey[]> {
      const result = await db.execute(
        sql.raw(`SELECT n.nspname AS schema, c.relname AS table, a.attname AS column,
                        k.confdeltype AS rule
           FROM pg_catalog.pg_constraint k
           JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
           JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
           CROSS JOIN LATERAL unnest(k.conkey) AS key(attnum)
           JOIN pg_catalog.pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = key.attnum
          WHERE k.contype = 'f' AND k.confrelid = 'public.users'::regclass
          ORDER BY n.nspname, c.relname, a.attname`),
      );
      return rowsOf<{ schema: string; table: string; column: string; rule: string }>(result).map(
        (row) => ({
          table: row.schema === 'public' ? row.table : `${row.schema}.${row.table}`,
          column: row.column,
          onDelete: ON_DELETE[row.rule] ?? 'no action',
        }),
      );
    },

    /** Deletes the account; the foreign keys erase (or detach) every row that names it. */
    async deleteUser(userId: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
