import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { emailOutbox } from './schema';

// The e-mail outbox (mail/mailer.ts): a message is written in the transaction of the change it
// reports, and delivered after commit. Its rows hold whole mail bodies, so they are kept only
// OUTBOX_RETENTION_DAYS (jobs/outboxRetention.ts), and a deleted account's go at once.

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The links the text contains, kept apart so the dev outbox can hand them to tests. */
  links: string[];
  /** The HTML part, when the e-mail has one (notification e-mails do). */
  html?: string;
  /** Extra headers: RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export function createOutboxRepository(db: Executor) {
  return {
    /** Writes the message for delivery after commit; answers its id, for ctx.mailer.deliver. */
    async queue(message: OutboxMessage): Promise<number> {
      const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
      return row!.id;
    },

    /** Many at once (a digest run queues one per member): their ids, in the same order. */
    async queueMany(messages: OutboxMessage[]): Promise<number[]> {
      if (messages.length === 0) return [];
      const rows = await db
        .insert(emailOutbox)
        .values(messages)
        .returning({ id: emailOutbox.id, to: emailOutbox.to });
      return rows.map((row) => row.id);
    },

    /** Several messages by id, for delivery (in no particular order). */
    findMany(ids: number[]) {
      return db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    },

    async find(id: number) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(emailOutbox).set({ sentAt: at }).where(eq(emailOutbox.id, id));
    },

    /**
     * Deletes at most `limit` messages written before `before` (jobs/outboxRetention.ts), sent
     * or not; answers their ids, whose files go too.
     */
    async prune(before: Date, limit: number): Promise<number[]> {
      const doomed = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(lt(emailOutbox.createdAt, before))
        .orderBy(emailOutbox.createdAt)
        .limit(limit);
      const rows = await db
        .delete(emailOutbox)
        .where(sql`${emailOutbox.id} in ${doomed}`)
        .returning({ id: emailOutbox.id });
      return rows.map((row) => row.id);
    },

    /** Which of `ids` the outbox still holds (a file without its row is removed). */
    async existing(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** The latest messages to an address, newest first (the dev outbox). */
    latestTo(to: string, limit: number) {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to))
        .orderBy(desc(emailOutbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
