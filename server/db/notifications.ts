import type { Executor } from './client';
import { notifications } from './schema';

// A member's notifications (docs/architecture.md "Notifications and background jobs"): a row
// written in the same transaction as the event that causes it. The notification centre reads
// them; e-mail follows the member's preferences (transactional ones are always sent).

export interface NotificationInput {
  userId: number;
  kind: string;
  subject?: { kind: string; id: number };
  data?: Record<string, unknown>;
  at: Date;
  /** Set when the event's e-mail goes out at once (a digest must not repeat it). */
  emailed?: boolean;
}

export function createNotificationsRepository(db: Executor) {
  return {
    async insert(input: NotificationInput): Promise<number> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: input.userId,
          kind: input.kind,
          subjectKind: input.subject?.kind ?? null,
          subjectId: input.subject?.id ?? null,
          data: input.data ?? {},
          createdAt: input.at,
          emailedAt: input.emailed ? input.at : null,
        })
        .returning({ id: notifications.id });
      return row!.id;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
