import { DAY_MS } from '../contract';
import type { AppContext } from '../context';
import type { JobDefinition } from './runner';

// The outbox (email_outbox, and its copies in DATA_DIR/outbox/ when there is no SMTP) holds
// whole mail bodies: reset links, notices, other members' names. A message is needed until it is
// delivered, a moment after its transaction; it is kept OUTBOX_RETENTION_DAYS (30 by default:
// time to look into a complaint that a mail never came) and then goes, for everyone, its files
// with it. Batches, each its own statement, so that neither database is held long (on the
// embedded one a statement holds the event loop). A message SMTP never accepted goes too: the
// mailer does not retry it.

export const OUTBOX_RETENTION_QUEUE = 'outbox-retention';

/** Daily at 03:45 UTC, after the job runs' retention. */
export const OUTBOX_RETENTION_CRON = '45 3 * * *';

/** Messages deleted per statement. */
export const OUTBOX_PRUNE_BATCH = 1_000;

export interface OutboxPruned {
  /** Rows deleted (their files with them). */
  deleted: number;
  /** Messages whose files were left without a row, removed by the sweep. */
  orphaned: number;
}

/** Deletes the messages older than the retention by ctx.now(), and their files. */
export async function pruneOutbox(ctx: AppContext): Promise<OutboxPruned> {
  const before = new Date(ctx.now().getTime() - ctx.config.outboxRetentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const ids = await ctx.repos.outbox.prune(before, OUTBOX_PRUNE_BATCH);
    await ctx.mailer.removeFiles(ids);
    deleted += ids.length;
    if (ids.length < OUTBOX_PRUNE_BATCH) break;
  }
  return { deleted, orphaned: await ctx.mailer.sweepFiles() };
}

export const outboxRetention: JobDefinition = {
  name: OUTBOX_RETENTION_QUEUE,
  cron: OUTBOX_RETENTION_CRON,
  async run(ctx) {
    const { deleted, orphaned } = await pruneOutbox(ctx);
    return `outbox mail older than ${ctx.config.outboxRetentionDays} days deleted: ${deleted} (files without a message: ${orphaned})`;
  },
};
