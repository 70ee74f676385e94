import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { notifications, teamRelations, users, watchEntries } from './schema';

// A member's notifications (docs/architecture.md "Notifications and background jobs"): a row
// written in the same transaction as the event that causes it (server/notifications/notify.ts).
// The notification centre reads them a page at a time; the bell counts the unread ones from the
// partial index notifications_unread_idx; e-mail follows the member's preferences (transactional
// ones are always sent).

export interface NotificationInput {
  userId: number;
  kind: string;
  /** The member the event is about (who invited, who published); shown by their current name. */
  actorId?: number | null;
  subject?: { kind: string; id: number } | null;
  data?: Record<string, unknown>;
  at: Date;
  /** Set when the event's e-mail goes out at once (a digest must not repeat it). */
  emailed?: boolean;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** What a listed notification carries: the row, its actor as they are now, a relation's status. */
const listColumns = {
  notification: notifications,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorAvatar: users.avatar,
  actorPublished: users.published,
  relationStatus: teamRelations.status,
};

export type NotificationListRow = {
  notification: NotificationRow;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorAvatar: string | null;
  actorPublished: boolean | null;
  relationStatus: string | null;
};

export function createNotificationsRepository(db: Executor) {
  const mine = (userId: number, id: number) =>
    and(eq(notifications.id, id), eq(notifications.userId, userId));

  /** The listed shape of the rows `where` picks, newest first. */
  const listed = (where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(
        teamRelations,
        and(
          eq(notifications.subjectKind, 'team_relation'),
          eq(teamRelations.id, notifications.subjectId),
        ),
      )
      .where(where)
      .orderBy(desc(notifications.id));

  return {
    async insert(input: NotificationInput): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: input.userId,
          kind: input.kind,
          actorId: input.actorId ?? null,
          subjectKind: input.subject?.kind ?? null,
          subjectId: input.subject?.id ?? null,
          data: input.data ?? {},
          createdAt: input.at,
          emailedAt: input.emailed ? input.at : null,
        })
        .returning();
      return row!;
    },

    /**
     * The same notification for every member watching `actorId`, in one statement (issue 38:
     * the watchers' fan-out). A watcher who already has it (same kind, subject and time: the
     * job was retried) is skipped, so running it twice writes each row once.
     */
    async insertForWatchers(
      input: Omit<NotificationInput, 'userId' | 'emailed' | 'actorId'> & { actorId: number },
    ): Promise<NotificationRow[]> {
      const subjectKind = input.subject?.kind ?? null;
      const subjectId = input.subject?.id ?? null;
      const already = db
        .select({ one: sql`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, watchEntries.userId),
            eq(notifications.kind, input.kind),
            eq(notifications.createdAt, input.at),
            subjectId === null
              ? isNull(notifications.subjectId)
              : eq(notifications.subjectId, subjectId),
          ),
        );
      return db
        .insert(notifications)
        .select(
          db
            .select({
              id: sql`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id'),
              userId: watchEntries.userId,
              kind: sql`${input.kind}`.as('kind'),
              actorId: sql`${input.actorId}::integer`.as('actor_id'),
              subjectKind: sql`${subjectKind}::text`.as('subject_kind'),
              subjectId: sql`${subjectId}::integer`.as('subject_id'),
              data: sql`${JSON.stringify(input.data ?? {})}::jsonb`.as('data'),
              createdAt: sql`${input.at.toISOString()}::timestamptz`.as('created_at'),
              readAt: sql`null::timestamptz`.as('read_at'),
              emailedAt: sql`null::timestamptz`.as('emailed_at'),
            })
            .from(watchEntries)
            .where(and(eq(watchEntries.watchedId, input.actorId), sql`not exists (${already})`))
            .orderBy(watchEntries.userId),
        )
        .returning();
    },

    /** A page of the member's notifications, newest first, and how many there are. */
    async page(
      userId: number,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{ rows: NotificationListRow[]; total: number }> {
      const rows = await listed(eq(notifications.userId, userId)).limit(limit).offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    /** One notification as listed, if it is the member's. */
    async findListed(userId: number, id: number): Promise<NotificationListRow | undefined> {
      const [row] = await listed(mine(userId, id));
      return row;
    },

    /** The bell: the member's unread notifications, counted from the partial index. */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one read (the first reading's time stays); false when it is not the member's. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return row !== undefined;
    },

    /** Marks every unread one read; answers how many changed. */
    async markAllRead(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Marks one e-mailed (its e-mail went out at once, so no digest repeats it). */
    async markEmailed(id: number, at: Date): Promise<void> {
      await db.update(notifications).set({ emailedAt: at }).where(eq(notifications.id, id));
    },

    /**
     * The 30-day rule of invitations: was `userId` notified of an invitation from `ownerId`
     * after `since`?
     */
    async invitationNoticedSince(userId: number, ownerId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'team_invitation'),
            eq(notifications.actorId, ownerId),
            gt(notifications.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
