import { desc, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { emailOutbox } from './schema';

// The e-mail outbox (mail/mailer.ts): a message is written in the transaction of the change it
// reports, and delivered after commit.

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The links the text contains, kept apart so the dev outbox can hand them to tests. */
  links: string[];
}

export function createOutboxRepository(db: Executor) {
  return {
    /** Writes the message for delivery after commit; answers its id, for ctx.mailer.deliver. */
    async queue(message: OutboxMessage): Promise<number> {
      const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
      return row!.id;
    },

    async find(id: number) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(emailOutbox).set({ sentAt: at }).where(eq(emailOutbox.id, id));
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
