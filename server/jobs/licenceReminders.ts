import { expiryReminderDue } from '../contract';
import type { AppContext } from '../context';
import { notify } from '../notifications/notify';
import type { JobDefinition } from './runner';

// The licence ledger's expiry reminders (issue 24): once a day, a member whose licence ends
// within 60, 30 or 7 days is told, once per threshold (the member's e-mail preferences for
// `licence_expiring` apply). A licence ends with its expiry month; the day after, its badge reads
// Expired and it no longer counts for "Licensed in" (both follow from the clock, no job needed).
//
// Each reminder is claimed on its licence (expiry_reminder_days moves from the value the run
// read to the one it sends) in the transaction that writes the notification, so a second run,
// on this instance or another, finds it sent; and a licence whose expiry changed meanwhile is
// left to the next run (the change cleared its reminders).

export const LICENCE_REMINDERS_QUEUE = 'licence-reminders';

/** Daily at 14:00 UTC: morning across the US. */
export const LICENCE_REMINDERS_CRON = '0 14 * * *';

export interface LicenceReminderRun {
  /** Licences that could owe a reminder. */
  considered: number;
  /** Reminders sent (notifications written). */
  sent: number;
}

/** The run for ctx.now(); exported so tests call it with a set clock. */
export async function sendLicenceReminders(ctx: AppContext): Promise<LicenceReminderRun> {
  const now = ctx.now();
  const candidates = await ctx.repos.licences.nearingExpiry(now);
  const mailIds: number[] = [];
  let sent = 0;
  for (const licence of candidates) {
    const expirationDate = licence.expirationDate;
    if (expirationDate === null) continue;
    const days = expiryReminderDue(expirationDate, licence.expiryReminderDays, now);
    if (days === null) continue;
    const mailId = await ctx.transaction(async (tx) => {
      const claimed = await tx.licences.markReminded(
        licence.id,
        expirationDate,
        licence.expiryReminderDays,
        days,
      );
      if (!claimed) return undefined;
      const notified = await notify(tx, ctx, {
        userId: licence.userId,
        kind: 'licence_expiring',
        subject: { kind: 'licence', id: licence.id },
        data: {
          days,
          name: licence.name,
          jurisdiction: licence.jurisdiction,
          expirationDate,
        },
        at: now,
      });
      return notified.mailId;
    });
    if (mailId === undefined) continue;
    sent += 1;
    if (mailId !== null) mailIds.push(mailId);
  }
  // After the commits, as the routes do: a message that fails stays unsent in the outbox.
  if (mailIds.length > 0) await ctx.mailer.deliver(mailIds);
  return { considered: candidates.length, sent };
}

export const licenceReminders: JobDefinition = {
  name: LICENCE_REMINDERS_QUEUE,
  cron: LICENCE_REMINDERS_CRON,
  async run(ctx) {
    const run = await sendLicenceReminders(ctx);
    return `licence expiry reminders: licences nearing expiry ${run.considered}, reminders sent ${run.sent}`;
  },
};
