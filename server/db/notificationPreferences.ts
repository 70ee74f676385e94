import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_EMAIL_MODES,
  DEFAULT_TIME_ZONE,
  NOTIFICATION_KINDS,
  type EmailMode,
  type NotificationKind,
} from '../contract';
import type { Executor } from './client';
import { emailOptOuts, jobRuns, notificationPreferences, notifications, users } from './schema';

// How notifications reach a member by e-mail (docs/architecture.md "Notifications and background
// jobs"): the mode per kind (no row: the contract's default), the time zone their digest follows,
// what a digest holds, and the opt-outs of addresses that are not members'.

export type EmailModes = Record<NotificationKind, EmailMode>;

export interface DigestMember {
  id: number;
  email: string;
  firstName: string;
  /** The member's local date now, YYYY-MM-DD (the digest's period). */
  localDate: string;
  /** Monday local time: the weekly kinds go out too. */
  monday: boolean;
}

export interface DigestNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorListed: boolean | null;
  subjectKind: string | null;
  subjectId: number | null;
  data: Record<string, unknown>;
  /** The kind's mode for the member: 'daily' or 'weekly'. */
  mode: EmailMode;
}

/** The kind's mode as SQL: the member's row, else the contract's default. */
const effectiveMode = (kindColumn: typeof notifications.kind, modeColumn: unknown) =>
  sql<string>`coalesce(${modeColumn}, case ${kindColumn} ${sql.join(
    NOTIFICATION_KINDS.map((kind) => sql`when ${kind} then ${DEFAULT_EMAIL_MODES[kind]}`),
    sql` `,
  )} else 'off' end)`;

export function createNotificationPreferencesRepository(db: Executor) {
  const actors = alias(users, 'actor');

  async function modesOf(userId: number): Promise<EmailModes> {
    const rows = await db
      .select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const modes: EmailModes = { ...DEFAULT_EMAIL_MODES };
    for (const row of rows) {
      if (row.kind in modes) modes[row.kind as NotificationKind] = row.mode as EmailMode;
    }
    return modes;
  }

  return {
    /** Every kind's mode for the member, defaults applied. */
    modes: modesOf,

    /** One kind's mode (the at-once e-mail asks this for each notification). */
    async modeOf(userId: number, kind: NotificationKind): Promise<EmailMode> {
      const [row] = await db
        .select({ mode: notificationPreferences.mode })
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
        );
      return (row?.mode as EmailMode | undefined) ?? DEFAULT_EMAIL_MODES[kind];
    },

    /** Sets some kinds' modes (callers refuse transactional kinds first). */
    async setModes(
      userId: number,
      modes: Partial<Record<NotificationKind, EmailMode>>,
      at: Date,
    ): Promise<void> {
      const values = Object.entries(modes).map(([kind, mode]) => ({
        userId,
        kind,
        mode: mode,
        updatedAt: at,
      }));
      if (values.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { mode: sql`excluded.mode`, updatedAt: sql`excluded.updated_at` },
        });
    },

    /** The member's chosen zone, null when none was ever given, undefined for no such member. */
    async timeZone(userId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, userId));
      return row ? row.timeZone : undefined;
    },

    async setTimeZone(userId: number, timeZone: string): Promise<void> {
      await db.update(users).set({ timeZone }).where(eq(users.id, userId));
    },

    /** The browser's zone, kept only when the member never gave one (a choice is never overwritten). */
    async offerTimeZone(userId: number, timeZone: string): Promise<void> {
      await db
        .update(users)
        .set({ timeZone })
        .where(and(eq(users.id, userId), isNull(users.timeZone)));
    },

    /**
     * Whether the database knows the zone too (the contract checks it with Intl): the digest's
     * query converts every member's clock in SQL, where an unknown name would fail the run.
     */
    async knowsTimeZone(timeZone: string): Promise<boolean> {
      const result = await db.execute(
        sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as known`,
      );
      const { rows } = result as unknown as { rows: Array<{ known: boolean }> };
      return rows[0]?.known === true;
    },

    /** The member the at-once e-mail goes to (not a suspended one). */
    async recipient(userId: number) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
      return row;
    },

    /**
     * Of `userIds`, the members who get `kind` by e-mail at once (their choice, or the kind's
     * default), not suspended, with their address: one query for a whole fan-out.
     */
    async immediateRecipients(userIds: readonly number[], kind: NotificationKind) {
      if (userIds.length === 0) return [];
      const mode = sql<string>`coalesce(${notificationPreferences.mode}, ${DEFAULT_EMAIL_MODES[kind]})`;
      return db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .leftJoin(
          notificationPreferences,
          and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
        )
        .where(
          and(
            inArray(users.id, [...userIds]),
            isNull(users.suspendedAt),
            sql`${mode} = 'immediate'`,
          ),
        )
        .orderBy(users.id);
    },

    /** The member an event is about, for the e-mail's sentence. */
    async actor(userId: number) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          published: users.published,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async markEmailed(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(notifications).set({ emailedAt: at }).where(inArray(notifications.id, ids));
    },

    /**
     * Members for whom it is now `hour` o'clock local time (users.time_zone) and who have
     * something for their digest: neither read nor e-mailed (the partial index
     * notifications_undigested_idx), of a kind they want daily, or weekly on their Monday; with
     * their local date. Suspended members get no digest.
     */
    async dueForDigest(now: Date, hour: number): Promise<DigestMember[]> {
      const zone = sql`coalesce(${users.timeZone}, ${DEFAULT_TIME_ZONE})`;
      const local = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
      const mode = effectiveMode(notifications.kind, notificationPreferences.mode);
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          localDate: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
          monday: sql<boolean>`extract(isodow from ${local}) = 1`,
        })
        .from(users)
        .where(
          and(
            isNull(users.suspendedAt),
            sql`extract(hour from ${local}) = ${hour}`,
            // Something for the digest: a member whose news are all off or sent at once is not
            // claimed (job_runs keeps a row per digest, not per member and day).
            sql`exists (select 1 from ${notifications}
              left join ${notificationPreferences}
                on ${notificationPreferences.userId} = ${notifications.userId}
                and ${notificationPreferences.kind} = ${notifications.kind}
              where ${notifications.userId} = ${users.id}
                and ${notifications.readAt} is null and ${notifications.emailedAt} is null
                and (${mode} = 'daily' or (${mode} = 'weekly' and extract(isodow from ${local}) = 1)))`,
          ),
        )
        .orderBy(users.id);
      return rows.map((row) => ({ ...row, monday: row.monday === true }));
    },

    /**
     * Claims each member's digest for their local date in job_runs (one row per member and
     * period): answers the ids this caller claimed. A member claimed already (a second run,
     * another instance) is left out; on PostgreSQL a concurrent claim waits for the first.
     */
    async claimDigests(job: string, members: DigestMember[], at: Date): Promise<Set<number>> {
      if (members.length === 0) return new Set();
      const rows = await db
        .insert(jobRuns)
        .values(
          members.map((member) => ({ job, period: `${member.localDate}/${member.id}`, ranAt: at })),
        )
        .onConflictDoNothing()
        .returning({ period: jobRuns.period });
      return new Set(rows.map((row) => Number(row.period.slice(row.period.indexOf('/') + 1))));
    },

    /**
     * The members' notifications neither read nor e-mailed whose kind's mode is one of `modes`,
     * oldest first, with the member each is about.
     */
    async undigested(userIds: number[], modes: EmailMode[]): Promise<DigestNotification[]> {
      if (userIds.length === 0 || modes.length === 0) return [];
      const rows = await db
        .select({
          id: notifications.id,
          userId: notifications.userId,
          kind: notifications.kind,
          actorId: notifications.actorId,
          actorFirstName: actors.firstName,
          actorLastName: actors.lastName,
          actorListed: actors.published,
          subjectKind: notifications.subjectKind,
          subjectId: notifications.subjectId,
          data: notifications.data,
          mode: effectiveMode(notifications.kind, notificationPreferences.mode),
        })
        .from(notifications)
        .leftJoin(
          notificationPreferences,
          and(
            eq(notificationPreferences.userId, notifications.userId),
            eq(notificationPreferences.kind, notifications.kind),
          ),
        )
        .leftJoin(actors, eq(actors.id, notifications.actorId))
        .where(
          and(
            inArray(notifications.userId, userIds),
            isNull(notifications.readAt),
            isNull(notifications.emailedAt),
            inArray(effectiveMode(notifications.kind, notificationPreferences.mode), modes),
          ),
        )
        .orderBy(notifications.userId, notifications.id);
      return rows.map((row) => ({
        ...row,
        kind: row.kind as NotificationKind,
        mode: row.mode as EmailMode,
      }));
    },

    async isOptedOut(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: emailOptOuts.email })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.email, email.toLowerCase()));
      return row !== undefined;
    },

    /** Idempotent: a second opt-out keeps the first's date. */
    async optOut(email: string, at: Date): Promise<void> {
      await db
        .insert(emailOptOuts)
        .values({ email: email.toLowerCase(), createdAt: at })
        .onConflictDoNothing();
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<
  typeof createNotificationPreferencesRepository
>;
