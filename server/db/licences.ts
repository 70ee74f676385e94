import { and, asc, count, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EXPIRING_WITHIN_DAYS,
  EXPIRY_REMINDER_DAYS,
  type LicenceDecision,
  type LicenceQuery,
  type VerificationState,
} from '../contract';
import type { Executor } from './client';
import { certifications, users } from './schema';

// The licence ledger (issue 24, src/contract/licences.ts): certifications of kind `licence`, as
// reviewers work them (the queue, a decision) and as the expiry reminders find them. The stored
// state is unverified, verified or revoked; `expiring` and `expired` follow from the clock, so
// every query that names them takes `now`. A licence ends with its expiry month: at 00:00 UTC on
// the first day of the next month (licenceEndsAt).

export type LicenceRow = typeof certifications.$inferSelect;

const members = alias(users, 'licence_member');
const verifiers = alias(users, 'licence_verifier');

export type LicenceItemRow = {
  licence: LicenceRow;
  member: typeof users.$inferSelect;
  verifierFirstName: string | null;
  verifierLastName: string | null;
  verifierRole: string | null;
};

/** The first instant after the licence ends, in SQL (null when it does not expire). */
const endsAt = sql`((${certifications.expirationDate} + interval '1 month') at time zone 'UTC')`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const DAY = "interval '1 day'";

/** Licences whose badge reads `state` at `now`. */
function inState(state: VerificationState, now: Date): SQL {
  const licence = eq(certifications.kind, 'licence');
  const verified = and(licence, eq(certifications.verificationState, 'verified'))!;
  const soon = sql`${at(now)} + ${EXPIRING_WITHIN_DAYS} * ${sql.raw(DAY)}`;
  switch (state) {
    case 'unverified':
    case 'revoked':
      return and(licence, eq(certifications.verificationState, state))!;
    case 'verified':
      return and(verified, sql`(${certifications.expirationDate} is null or ${endsAt} > ${soon})`)!;
    case 'expiring':
      return and(verified, sql`${endsAt} > ${at(now)}`, sql`${endsAt} <= ${soon}`)!;
    case 'expired':
      return and(verified, sql`${endsAt} <= ${at(now)}`)!;
  }
}

/** updated_at as the wire gives it (milliseconds): what a decision names as reviewedVersion. */
const versionIs = (version: Date) =>
  sql`date_trunc('milliseconds', ${certifications.updatedAt}) = ${version.toISOString()}::timestamptz`;

/**
 * A certification's next updated_at: the clock, and always later than the one before (by a
 * millisecond at least), so two writes in one millisecond (or under a test's stopped clock)
 * are still two versions.
 */
export const nextVersion = (now: Date): SQL =>
  sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${certifications.updatedAt}) + interval '1 millisecond')`;

export function createLicencesRepository(db: Executor) {
  const items = () =>
    db
      .select({
        licence: certifications,
        member: members,
        verifierFirstName: verifiers.firstName,
        verifierLastName: verifiers.lastName,
        verifierRole: verifiers.role,
      })
      .from(certifications)
      .innerJoin(members, eq(members.id, certifications.userId))
      .leftJoin(verifiers, eq(verifiers.id, certifications.verifiedBy));

  return {
    /** A page of licences whose badge reads `query.state` at `now`, oldest change first. */
    async queue(
      query: LicenceQuery,
      now: Date,
    ): Promise<{ rows: LicenceItemRow[]; total: number }> {
      const where = inState(query.state, now);
      const rows = await items()
        .where(where)
        .orderBy(asc(certifications.updatedAt), asc(certifications.id))
        .limit(query.limit)
        .offset(query.offset);
      const [counted] = await db.select({ total: count() }).from(certifications).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One licence with its member and verifier; undefined for none or a certification. */
    async find(id: number): Promise<LicenceItemRow | undefined> {
      const [row] = await items().where(
        and(eq(certifications.id, id), eq(certifications.kind, 'licence')),
      );
      return row;
    },

    /**
     * Records a reviewer's decision on the version they saw; undefined when the licence changed
     * since (its updated_at is not `version`), and nothing changes then. The decision is a new
     * version too, so a second decision made on the same page is refused as well.
     */
    async decide(input: {
      id: number;
      version: Date;
      decision: LicenceDecision;
      source: string | null;
      note: string | null;
      by: number;
      at: Date;
    }): Promise<LicenceRow | undefined> {
      const [row] = await db
        .update(certifications)
        .set({
          verificationState: input.decision,
          verifiedAt: input.at,
          verifiedBy: input.by,
          verificationSource: input.source,
          verificationNote: input.note,
          updatedAt: nextVersion(input.at),
        })
        .where(
          and(
            eq(certifications.id, input.id),
            eq(certifications.kind, 'licence'),
            versionIs(input.version),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Licences that may owe their member an expiry reminder at `now`: not revoked, still
     * running, ending within the largest reminder's reach, and not yet reminded at the
     * smallest threshold. expiryReminderDue decides which reminder, if any.
     */
    async nearingExpiry(now: Date): Promise<LicenceRow[]> {
      const reach = Math.max(...EXPIRY_REMINDER_DAYS);
      const smallest = Math.min(...EXPIRY_REMINDER_DAYS);
      return db
        .select()
        .from(certifications)
        .where(
          and(
            eq(certifications.kind, 'licence'),
            inArray(certifications.verificationState, ['unverified', 'verified']),
            isNotNull(certifications.expirationDate),
            sql`${endsAt} > ${at(now)}`,
            sql`${endsAt} <= ${at(now)} + ${reach} * ${sql.raw(DAY)}`,
            sql`(${certifications.expiryReminderDays} is null or ${ne(certifications.expiryReminderDays, smallest)})`,
          ),
        )
        .orderBy(asc(certifications.id));
    },

    /**
     * Marks the reminder of `days` sent for the expiry it was computed for; false when the
     * licence changed meanwhile (a new expiry, or another run sent it), and nothing is sent.
     */
    async markReminded(
      id: number,
      expirationDate: string,
      previous: number | null,
      days: number,
    ): Promise<boolean> {
      const updated = await db
        .update(certifications)
        .set({ expiryReminderDays: days })
        .where(
          and(
            eq(certifications.id, id),
            eq(certifications.expirationDate, expirationDate),
            previous === null
              ? sql`${certifications.expiryReminderDays} is null`
              : eq(certifications.expiryReminderDays, previous),
          ),
        )
        .returning({ id: certifications.id });
      return updated.length > 0;
    },
  };
}

export type LicencesRepository = ReturnType<typeof createLicencesRepository>;
