import { professionLabels, REVIEW_REMINDER_AFTER_HOURS, type Profession } from '../contract';
import type { AppContext } from '../context';
import { reviewReminderMail } from '../mail/templates';
import type { JobDefinition } from './runner';

// The reviewers' reminder (issue 22, "Vetting"): once a day, every operator (reviewer or admin,
// not suspended) gets one e-mail listing the reviews waiting on reviewers (not a notice still
// running, which waits on the member: issue 38) that have waited more than
// REVIEW_REMINDER_AFTER_HOURS, oldest first. Nothing is sent when none wait.
//
// Once a day, however many instances run it: the run claims its period (the UTC date of the
// app's clock) in job_runs in the same transaction that queues the e-mails, so of two instances
// running it at once exactly one queues them (the other waits on the ledger's unique index and
// finds the day taken), and a run that fails before its commit leaves the day to a retry.

export const REVIEW_REMINDERS_QUEUE = 'review-reminders';

/** Daily at 13:00 UTC: morning on the US east coast, before lunch on the west. */
export const REVIEW_REMINDERS_CRON = '0 13 * * *';

/** The most reviews one e-mail lists; the rest are counted ("and N more in the queue"). */
export const REVIEW_REMINDER_LIST_MAX = 50;

const HOUR_MS = 60 * 60 * 1000;

export interface ReviewReminderRun {
  /** The UTC date the run was for. */
  period: string;
  /** False when the period had been claimed already (another instance, an earlier run). */
  claimed: boolean;
  /** Open reviews older than the threshold. */
  waiting: number;
  /** E-mails queued and delivered (one per operator). */
  sent: number;
}

/** The reminder's run for the day of ctx.now(); exported so tests call it with a set clock. */
export async function sendReviewReminders(ctx: AppContext): Promise<ReviewReminderRun> {
  const now = ctx.now();
  const period = now.toISOString().slice(0, 10);
  const base = ctx.config.publicBaseUrl;
  const run = await ctx.transaction(async (tx) => {
    if (!(await tx.jobs.claim(REVIEW_REMINDERS_QUEUE, period, now))) {
      return { claimed: false, waiting: 0, mailIds: [] as number[] };
    }
    const openedBefore = new Date(now.getTime() - REVIEW_REMINDER_AFTER_HOURS * HOUR_MS);
    // Only what waits on reviewers: a notice still running waits on the member.
    const { rows, total } = await tx.jobs.waitingReviews(
      openedBefore,
      REVIEW_REMINDER_LIST_MAX,
      now,
    );
    if (total === 0) return { claimed: true, waiting: 0, mailIds: [] };
    const reviews = rows.map((review) => ({
      memberName: `${review.firstName} ${review.lastName}`,
      profession: review.profession
        ? (professionLabels[review.profession as Profession] ?? review.profession)
        : null,
      waitingHours: Math.floor((now.getTime() - review.openedAt.getTime()) / HOUR_MS),
      link: `${base}/admin/reviews/${review.id}`,
    }));
    const mailIds: number[] = [];
    for (const operator of await tx.operators.active()) {
      mailIds.push(
        await tx.outbox.queue(
          reviewReminderMail({
            to: operator.email,
            firstName: operator.firstName,
            role: operator.role === 'admin' ? 'admin' : 'reviewer',
            afterHours: REVIEW_REMINDER_AFTER_HOURS,
            reviews,
            total,
            queueLink: `${base}/admin/reviews`,
          }),
        ),
      );
    }
    return { claimed: true, waiting: total, mailIds };
  });
  // After the commit, as the routes do: a message that fails stays unsent in the outbox.
  await ctx.mailer.deliver(run.mailIds);
  return { period, claimed: run.claimed, waiting: run.waiting, sent: run.mailIds.length };
}

export const reviewReminders: JobDefinition = {
  name: REVIEW_REMINDERS_QUEUE,
  cron: REVIEW_REMINDERS_CRON,
  async run(ctx) {
    const run = await sendReviewReminders(ctx);
    if (!run.claimed) return `reviewers' reminder for ${run.period}: already sent`;
    return `reviewers' reminder for ${run.period}: reviews waiting ${run.waiting}, e-mails sent ${run.sent}`;
  },
};
