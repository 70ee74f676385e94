import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { OutboxMessage, OutboxRepository } from '../db/outbox';

export type MailMessage = OutboxMessage;

/**
 * Transactional outbox: a message is written in the same transaction as the change it
 * reports (`tx.outbox.queue`, so a rolled-back change sends nothing), then delivered after
 * commit, through SMTP when SMTP_URL is set. Without SMTP a local user still follows the
 * links: each message is written to DATA_DIR/outbox/ and the log says where. The log never
 * carries the text or the links, since those hold reset and testimonial tokens.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly config: ServerConfig,
    /** Over the app's database: delivery runs after the transaction committed. */
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Delivers queued messages; never throws (a failed send stays unsent in the outbox). */
  async deliver(ids: number[]): Promise<void> {
    for (const id of ids) {
      const message = await this.outbox.find(id);
      if (!message) continue;
      if (!this.transport) {
        const file = await this.writeToFolder(id, message).catch((error: unknown) => {
          this.log.error(
            { err: error, outboxId: id },
            'e-mail could not be written to the outbox folder',
          );
          return null;
        });
        if (file)
          this.log.info(
            { outboxId: id },
            `e-mail (outbox #${id}) "${message.subject}" written to ${file}`,
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
        await this.outbox.markSent(id, new Date());
      } catch (error) {
        this.log.error({ err: error, outboxId: id }, 'e-mail delivery failed');
      }
    }
  }

  /** The message as plain text in DATA_DIR/outbox/, readable with any editor. */
  private async writeToFolder(id: number, message: MailMessage): Promise<string> {
    const folder = join(this.config.dataDir, 'outbox');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const path = join(folder, `${String(id).padStart(6, '0')}.txt`);
    const text = [`To: ${message.to}`, `Subject: ${message.subject}`, '', message.text, ''].join(
      '\n',
    );
    await writeFile(path, text, { mode: 0o600 });
    return relative(process.cwd(), path) || path;
  }
}
