import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../contract';
import type { AppContext } from '../context';
import { notifyWatchers, type WatcherNews } from '../notifications/notify';
import type { JobDefinition } from './runner';

// Telling a member's watchers (issue 38): an operator's decision that unlists a widely watched
// member commits first, under the member's lock, and the watchers' notifications and e-mails are
// written after it, in their own transaction, by this job. On the job runner (pg-boss) the
// decision's answer does not wait for them; without one (JOBS_ENABLED off: tests, a one-off
// command) the same work runs right after the commit, before the answer.
//
// A retried job writes nothing twice: insertForWatchers skips a watcher who already has the
// notification of this event (same kind, subject and time), and its e-mail is queued in the
// same transaction as the row.

export const WATCHER_FANOUT_QUEUE = 'watcher-fanout';

const newsSchema = z.object({
  memberId: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.object({ kind: z.string().max(40), id: z.number().int().positive() }).nullable(),
  data: z.record(z.string(), z.unknown()).optional(),
  at: z.iso.datetime().transform((at) => new Date(at)),
});

/** The watchers' notifications of one event, in one transaction; answers the e-mails sent. */
export async function fanOutToWatchers(ctx: AppContext, news: WatcherNews): Promise<number> {
  const mailIds = await ctx.transaction((tx) => notifyWatchers(tx, ctx, news.memberId, news));
  // After the commit, as the routes do: a message that fails stays unsent in the outbox.
  await ctx.mailer.deliver(mailIds);
  return mailIds.length;
}

/**
 * Sends the watchers' news to the job runner once the event committed; runs it at once when
 * there is no runner, or when the runner refuses it (the news is never lost for a queue).
 */
export async function watcherNewsAfterCommit(
  app: FastifyInstance,
  news: WatcherNews | null,
): Promise<void> {
  if (!news) return;
  if (app.jobs) {
    try {
      await app.jobs.send(WATCHER_FANOUT_QUEUE, { ...news, at: news.at.toISOString() });
      return;
    } catch (error) {
      app.log.warn({ err: error }, 'watchers: the job runner refused the news; told at once');
    }
  }
  await fanOutToWatchers(app.ctx, news);
}

export const watcherFanOut: JobDefinition = {
  name: WATCHER_FANOUT_QUEUE,
  cron: null,
  async run(ctx, data) {
    const news = newsSchema.parse(data);
    const mailed = await fanOutToWatchers(ctx, news);
    return `watchers of member #${news.memberId} told (${news.kind}), e-mails sent ${mailed}`;
  },
};
