import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { OutboxMessage, OutboxRepository } from '../db/outbox';

export type MailMessage = OutboxMessage;
type OutboxRow = NonNullable<Awaited<ReturnType<OutboxRepository['find']>>>;

/** A message's files in DATA_DIR/outbox/: NNNNNN.txt, and NNNNNN.html beside it. */
const fileName = (id: number): string => String(id).padStart(6, '0');

/** Messages read from the outbox per query when delivering many. */
const DELIVERY_CHUNK = 200;

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
    // Read a chunk at a time: a digest run hands over one message per member.
    for (let start = 0; start < ids.length; start += DELIVERY_CHUNK) {
      const chunk = ids.slice(start, start + DELIVERY_CHUNK);
      // Never throws, as callers hand it off with `void`: a database gone (the app closing) or
      // failing leaves the messages unsent in the outbox, said in the log.
      const rows = await this.outbox.findMany(chunk).catch((error: unknown) => {
        this.log.error({ err: error, outboxIds: chunk }, 'e-mail could not be read for delivery');
        return [];
      });
      for (const message of rows.sort((a, b) => a.id - b.id)) await this.deliverOne(message);
    }
  }

  private async deliverOne(message: OutboxRow): Promise<void> {
    const { id } = message;
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
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await this.outbox.markSent(id, new Date());
    } catch (error) {
      this.log.error({ err: error, outboxId: id }, 'e-mail delivery failed');
    }
  }

  /**
   * Removes the files of outbox messages that are gone (a deleted account's, pruned ones); a
   * file already gone is fine. Never throws: a failure is logged, and the next sweep retries.
   */
  async removeFiles(ids: number[]): Promise<void> {
    const folder = this.folder();
    await Promise.all(
      ids.flatMap((id) =>
        ['txt', 'html'].map((ext) =>
          rm(join(folder, `${fileName(id)}.${ext}`), { force: true }).catch((error: unknown) =>
            this.log.error({ err: error, outboxId: id }, 'an outbox file could not be removed'),
          ),
        ),
      ),
    );
  }

  /**
   * Removes every file in DATA_DIR/outbox/ whose message the outbox no longer holds (one whose
   * removal failed, or written before a restore); answers how many messages' files went.
   */
  async sweepFiles(): Promise<number> {
    const names = await readdir(this.folder()).catch(() => [] as string[]);
    const ids = [
      ...new Set(
        names.map((name) => /^(\d+)\.(txt|html)$/.exec(name)?.[1]).filter((id) => id !== undefined),
      ),
    ].map(Number);
    const gone: number[] = [];
    for (let start = 0; start < ids.length; start += DELIVERY_CHUNK) {
      const chunk = ids.slice(start, start + DELIVERY_CHUNK);
      const held = await this.outbox.existing(chunk);
      gone.push(...chunk.filter((id) => !held.has(id)));
    }
    await this.removeFiles(gone);
    return gone.length;
  }

  private folder(): string {
    return join(this.config.dataDir, 'outbox');
  }

  /**
   * The message as plain text in DATA_DIR/outbox/, readable with any editor, its extra headers
   * above the text; its HTML part, when it has one, beside it (NNNNNN.html).
   */
  private async writeToFolder(id: number, message: OutboxRow): Promise<string> {
    const folder = this.folder();
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const name = fileName(id);
    const path = join(folder, `${name}.txt`);
    const headers = Object.entries(message.headers ?? {}).map(([key, value]) => `${key}: ${value}`);
    const text = [
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      ...headers,
      '',
      message.text,
      '',
    ].join('\n');
    if (message.html) await writeFile(join(folder, `${name}.html`), message.html, { mode: 0o600 });
    await writeFile(path, text, { mode: 0o600 });
    return relative(process.cwd(), path) || path;
  }
}
