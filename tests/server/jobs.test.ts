import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { AppContext } from '@server/context';
import { openPostgres } from '@server/db/client';
import { jobRuns, reviews } from '@server/db/schema';
import {
  JOB_RUNS_KEPT_DAYS,
  JOB_RUNS_PRUNE_BATCH,
  JOB_RUNS_RETENTION_CRON,
  JOB_RUNS_RETENTION_QUEUE,
  pruneJobRuns,
} from '@server/jobs/jobRunsRetention';
import { OUTBOX_RETENTION_CRON, OUTBOX_RETENTION_QUEUE } from '@server/jobs/outboxRetention';
import {
  REVIEW_REMINDERS_CRON,
  REVIEW_REMINDERS_QUEUE,
  sendReviewReminders,
} from '@server/jobs/reviewReminders';
import type { Role } from '@/contract';
import { describeServer } from './suite';

// The job runner (pg-boss) and its one job so far, the reviewers' daily reminder
// (server/jobs/). The handler is called with a set clock; pg-boss runs a job it was sent on
// both databases; two instances on one PostgreSQL database send one reminder between them.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describeServer(
  'jobs',
  ({ t, api, backend }) => {
    /** The app's context with its clock set to `at` (as buildApp({ now }) would set it). */
    const at = (when: Date, app: FastifyInstance = t.app): AppContext => ({
      ...app.ctx,
      now: () => when,
    });

    const member = async (firstName: string, lastName: string, changes = {}) => {
      const m = await api.signup({ firstName, lastName });
      await t.app.ctx.repos.users.update(m.id, { profession: 'accounting', ...changes });
      return m;
    };
    const operator = (firstName: string, role: Role, changes = {}) =>
      member(firstName, 'Operator', { role, ...changes });

    const openReview = async (
      userId: number,
      openedAt: Date,
      state = 'submitted',
      notice: { noticeDueAt?: Date; respondedAt?: Date } = {},
    ) => {
      const [row] = await t.app.ctx.db
        .insert(reviews)
        .values({ userId, trigger: 'submission', state, openedAt, ...notice })
        .returning({ id: reviews.id });
      return row!.id;
    };

    // What the jobs sent: the sign-up's verification e-mail (issue 23) aside.
    const mailsTo = async (email: string) =>
      (await t.app.ctx.repos.outbox.latestTo(email, 50)).filter(
        (mail) => !mail.subject.startsWith('Confirm your e-mail address'),
      );

    // A day of the app's clock, far from the real one, so pg-boss's real schedule never meets it.
    const noon = new Date('2031-03-10T13:00:00Z');

    it('e-mails every operator once, listing only the reviews waiting more than 24 hours', async () => {
      const reviewer = await operator('Rita', 'reviewer');
      const admin = await operator('Adam', 'admin');
      const suspended = await operator('Sven', 'reviewer', { suspendedAt: noon });
      const plain = await member('Mona', 'Member');
      const oldest = await openReview(
        (await member('Olga', 'Oldest')).id,
        new Date(noon.getTime() - 3 * DAY),
      );
      // A notice whose time to answer has passed waits on reviewers again (issue 38)…
      const older = await openReview(
        (await member('Otto', 'Older', { profession: 'legal' })).id,
        new Date(noon.getTime() - 25 * HOUR),
        'notice',
        { noticeDueAt: new Date(noon.getTime() - HOUR) },
      );
      // …but a notice still running waits on the member: no reminder lists it.
      const running = await openReview(
        (await member('Nora', 'Noticed')).id,
        new Date(noon.getTime() - 4 * DAY),
        'notice',
        { noticeDueAt: new Date(noon.getTime() + DAY) },
      );
      const fresh = await openReview(
        (await member('Fred', 'Fresh')).id,
        new Date(noon.getTime() - 2 * HOUR),
      );
      const decided = await openReview(
        (await member('Dora', 'Decided')).id,
        new Date(noon.getTime() - 5 * DAY),
        'cleared',
      );

      const run = await sendReviewReminders(at(noon));
      expect(run).toEqual({ period: '2031-03-10', claimed: true, waiting: 2, sent: 2 });

      for (const { email } of [reviewer, admin]) {
        const mails = await mailsTo(email);
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        expect(mail!.subject).toBe('2 reviews waiting more than 24 hours');
        expect(mail!.text).toContain('Olga Oldest (Accounting), waiting 3 days');
        expect(mail!.text).toContain('Otto Older (Legal), waiting 1 day');
        // Oldest first.
        expect(mail!.text.indexOf('Olga Oldest')).toBeLessThan(mail!.text.indexOf('Otto Older'));
        expect(mail!.links).toEqual([
          `http://guildhall.test/admin/reviews/${oldest}`,
          `http://guildhall.test/admin/reviews/${older}`,
          'http://guildhall.test/admin/reviews',
        ]);
        expect(mail!.text).not.toContain(`/admin/reviews/${fresh}`);
        expect(mail!.text).not.toContain(`/admin/reviews/${decided}`);
        expect(mail!.text).not.toContain(`/admin/reviews/${running}`);
        expect(mail!.text).not.toContain('Nora Noticed');
        expect(mail!.text).not.toMatch(/unsubscribe/i);
      }
      expect(await mailsTo(suspended.email)).toEqual([]);
      expect(await mailsTo(plain.email)).toEqual([]);
      expect(await t.app.ctx.repos.jobs.ran(REVIEW_REMINDERS_QUEUE, '2031-03-10')).toBe(true);
    });

    it('sends nothing a second time the same day', async () => {
      const later = new Date(noon.getTime() + 9 * HOUR);
      const reviewer = await operator('Sam', 'reviewer');
      await openReview((await member('Wade', 'Waiting')).id, new Date(noon.getTime() - 4 * DAY));
      const run = await sendReviewReminders(at(later));
      expect(run).toEqual({ period: '2031-03-10', claimed: false, waiting: 0, sent: 0 });
      expect(await mailsTo(reviewer.email)).toEqual([]);
    });

    it('sends nothing when no review waits more than 24 hours', async () => {
      // A day before every review of this suite was opened: none has waited at all.
      const before = new Date('2031-02-01T13:00:00Z');
      const reviewer = await operator('Nina', 'reviewer');
      const run = await sendReviewReminders(at(before));
      expect(run).toEqual({ period: '2031-02-01', claimed: true, waiting: 0, sent: 0 });
      expect(await mailsTo(reviewer.email)).toEqual([]);
    });

    it(`schedules the reminder daily in UTC and works a job it is sent, on ${backend}`, async () => {
      const jobs = t.app.jobs!;
      expect(jobs).not.toBeNull();
      const schedules = await jobs.boss.getSchedules(REVIEW_REMINDERS_QUEUE);
      expect(schedules).toMatchObject([
        { name: REVIEW_REMINDERS_QUEUE, cron: REVIEW_REMINDERS_CRON, timezone: 'UTC' },
      ]);

      // A review waiting since the day before yesterday by the real clock the worker's app uses.
      const now = new Date();
      const today = now.toISOString().slice(0, 10);
      await t.app.ctx.db.delete(jobRuns).where(eq(jobRuns.period, today));
      const reviewer = await operator('Wendy', 'reviewer');
      await openReview((await member('Quinn', 'Queued')).id, new Date(now.getTime() - 2 * DAY));

      const started = performance.now();
      const id = await jobs.send(REVIEW_REMINDERS_QUEUE);
      let state: string | undefined;
      while (performance.now() - started < 25_000) {
        [{ state } = { state: undefined }] = await jobs.boss.findJobs(REVIEW_REMINDERS_QUEUE, {
          id,
        });
        if (state === 'completed' || state === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      console.info(
        `pg-boss on ${backend}: job sent to completed in ${Math.round(performance.now() - started)} ms`,
      );
      expect(state).toBe('completed');
      expect(await t.app.ctx.repos.jobs.ran(REVIEW_REMINDERS_QUEUE, today)).toBe(true);
      const [mail] = await mailsTo(reviewer.email);
      expect(mail?.text).toContain('Quinn Queued (Accounting), waiting 2 days');
    });

    it.skipIf(backend !== 'postgres')(
      'sends exactly one reminder per operator when two instances run it at once',
      async () => {
        const otherDatabase = openPostgres(t.database.url!, 4);
        // The second instance runs pg-boss too, started on the same database.
        const other = await buildApp({ config: t.config, database: otherDatabase });
        try {
          expect(other.jobs).not.toBeNull();
          const reviewers = [await operator('Una', 'reviewer'), await operator('Ugo', 'admin')];
          for (let day = 1; day <= 5; day += 1) {
            const when = new Date(Date.UTC(2032, 0, day, 13));
            const waiting = new Date(when.getTime() - DAY - HOUR);
            await openReview((await member('Vera', `Day${day}`)).id, waiting);
            const before = await Promise.all(reviewers.map(({ email }) => mailsTo(email)));
            const runs = await Promise.all([
              sendReviewReminders(at(when, t.app)),
              sendReviewReminders(at(when, other)),
            ]);
            expect(runs.filter((run) => run.claimed)).toHaveLength(1);
            for (const [index, { email }] of reviewers.entries()) {
              const added = (await mailsTo(email)).length - before[index]!.length;
              expect(added).toBe(1);
            }
          }
        } finally {
          await other.close();
          await otherDatabase.close();
        }
      },
    );
  },
  { jobsEnabled: true },
);

describeServer(
  'job runs retention',
  ({ t, backend }) => {
    it('is scheduled daily in UTC', async () => {
      expect(await t.app.jobs!.boss.getSchedules(JOB_RUNS_RETENTION_QUEUE)).toMatchObject([
        { name: JOB_RUNS_RETENTION_QUEUE, cron: JOB_RUNS_RETENTION_CRON, timezone: 'UTC' },
      ]);
    });

    // Issue 38 §3: the outbox's retention beside it (its work: tests/server/account.test.ts).
    it('schedules the outbox retention daily in UTC too', async () => {
      expect(await t.app.jobs!.boss.getSchedules(OUTBOX_RETENTION_QUEUE)).toMatchObject([
        { name: OUTBOX_RETENTION_QUEUE, cron: OUTBOX_RETENTION_CRON, timezone: 'UTC' },
      ]);
    });

    it(`deletes the ledger's rows older than ${JOB_RUNS_KEPT_DAYS} days, in batches, and keeps the rest`, async () => {
      const now = new Date('2031-06-01T03:30:00Z');
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const old = Array.from({ length: JOB_RUNS_PRUNE_BATCH + 3 }, (_, i) => ({
        job: 'notification-digests',
        period: `2031-04-01/${i + 1}`,
        ranAt: ago((JOB_RUNS_KEPT_DAYS + 1) * DAY + i * 1000),
      }));
      await t.app.ctx.db.insert(jobRuns).values(old);
      await t.app.ctx.db.insert(jobRuns).values([
        {
          job: 'review-reminders',
          period: '2031-05-03',
          ranAt: ago(JOB_RUNS_KEPT_DAYS * DAY - HOUR),
        },
        { job: 'review-reminders', period: '2031-05-31', ranAt: ago(DAY) },
      ]);
      const ctx = { ...t.app.ctx, now: () => now };
      const started = performance.now();
      expect(await pruneJobRuns(ctx)).toBe(JOB_RUNS_PRUNE_BATCH + 3);
      console.info(
        `job runs retention on ${backend}: ${JOB_RUNS_PRUNE_BATCH + 3} rows in ${Math.round(performance.now() - started)} ms`,
      );
      const kept = await t.app.ctx.db
        .select({ job: jobRuns.job, period: jobRuns.period })
        .from(jobRuns)
        .orderBy(asc(jobRuns.period));
      expect(kept).toEqual([
        { job: 'review-reminders', period: '2031-05-03' },
        { job: 'review-reminders', period: '2031-05-31' },
      ]);
      // A kept day stays claimed; a second run finds nothing more to delete.
      expect(await t.app.ctx.repos.jobs.claim('review-reminders', '2031-05-31', now)).toBe(false);
      expect(await pruneJobRuns(ctx)).toBe(0);
    });
  },
  { jobsEnabled: true },
);
