import type { AppContext } from '../context';
import { queueDigests } from '../notifications/email';
import type { JobDefinition } from './runner';

// The notification digests (issue 23; docs/architecture.md "Notifications and background
// jobs"): every hour, the members for whom it is now DIGEST_LOCAL_HOUR o'clock in their own time
// zone (users.time_zone) get one e-mail with what they have neither read nor received, of the
// kinds they want daily (and on Monday, local time, weekly). Nothing is sent when there is none.
//
// Once per member and local date, however many instances or retries run it: a batch claims its
// members' periods (`<local date>/<member id>`) in job_runs in the transaction that queues their
// e-mails and marks the notifications e-mailed, so a concurrent run finds them claimed (on
// PostgreSQL it waits on the ledger's unique index until the first commits), and a batch that
// fails before its commit leaves its members to a retry within the hour.

export const DIGESTS_QUEUE = 'notification-digests';

/** Five past every hour, UTC: each time zone's morning comes round at one of them. */
export const DIGESTS_CRON = '5 * * * *';

/** The local hour the digest goes out: the member's morning. */
export const DIGEST_LOCAL_HOUR = 8;

/** Members per transaction: a few queries each, whatever the number of members. */
export const DIGEST_BATCH = 500;

export interface DigestRun {
  /** Members whose morning it is and who had something unread and not e-mailed. */
  due: number;
  /** Of those, members this run claimed (the others had had their digest today). */
  claimed: number;
  /** E-mails queued and delivered (a claimed member whose news were all off gets none). */
  sent: number;
}

/** One run at ctx.now(); exported so tests and the benchmark call it with a set clock. */
export async function sendDigests(ctx: AppContext): Promise<DigestRun> {
  const now = ctx.now();
  const due = await ctx.repos.notificationPreferences.dueForDigest(now, DIGEST_LOCAL_HOUR);
  let claimed = 0;
  let sent = 0;
  for (let start = 0; start < due.length; start += DIGEST_BATCH) {
    const batch = due.slice(start, start + DIGEST_BATCH);
    const { mine, mailIds } = await ctx.transaction(async (tx) => {
      const mine = await tx.notificationPreferences.claimDigests(DIGESTS_QUEUE, batch, now);
      const members = batch.filter((member) => mine.has(member.id));
      return { mine, mailIds: await queueDigests(tx, ctx, members) };
    });
    claimed += mine.size;
    // After the commit, as the routes do: a message that fails stays unsent in the outbox.
    await ctx.mailer.deliver(mailIds);
    sent += mailIds.length;
  }
  return { due: due.length, claimed, sent };
}

export const digests: JobDefinition = {
  name: DIGESTS_QUEUE,
  cron: DIGESTS_CRON,
  async run(ctx) {
    const run = await sendDigests(ctx);
    return `notification digests at ${ctx.now().toISOString()}: members due ${run.due}, claimed ${run.claimed}, e-mails sent ${run.sent}`;
  },
};
