import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Database, Executor } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The links the text contains, kept apart so the dev outbox can hand them to tests. */
  links: string[];
}

/**
 * Transactional outbox: a message is written in the same transaction as the change it
 * reports (so a rolled-back change sends nothing), then delivered after commit, through SMTP
 * when SMTP_URL is set, or by printing it to the log so a local user can follow the link.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly config: ServerConfig,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async queue(tx: Executor, message: MailMessage): Promise<number> {
    const [row] = await tx.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
    return row!.id;
  }

  /** Delivers queued messages; never throws (a failed send stays unsent in the outbox). */
  async deliver(ids: number[]): Promise<void> {
    for (const id of ids) {
      const [message] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!message) continue;
      if (!this.transport) {
        this.log.info(
          { to: message.to, subject: message.subject, links: message.links },
          `e-mail (outbox #${id}) to ${message.to}: ${message.subject} ${message.links.join(' ')}`,
        );
        continue;
      }
      try {
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
      } catch (error) {
        this.log.error({ err: error, outboxId: id }, 'e-mail delivery failed');
      }
    }
  }
}
