import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { waitingOnReviewers } from './reviews';
import { jobRuns, reviews, users } from './schema';

// What the background jobs (server/jobs/) read and write: the ledger of their runs, and what the
// reviewers' reminder lists. A scheduled job claims its period here before it does anything, in
// the transaction of its work, so that however many instances run it, one does it.

export interface WaitingReview {
  id: number;
  openedAt: Date;
  firstName: string;
  lastName: string;
  profession: string | null;
}

export function createJobsRepository(db: Executor) {
  return {
    /**
     * Claims `job`'s run for `period` (a UTC date, say): true for the one caller that inserted the
     * row, false when the period was claimed already. On PostgreSQL a second instance inserting
     * at the same moment waits on the unique index until the first commits (then finds it
     * claimed) or rolls back (then claims it itself).
     */
    async claim(job: string, period: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(jobRuns)
        .values({ job, period, ranAt: at })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      return inserted.length > 0;
    },

    /**
     * Deletes at most `limit` rows of runs before `before` (server/jobs/jobRunsRetention.ts);
     * answers how many went.
     */
    async pruneRuns(before: Date, limit: number): Promise<number> {
      const doomed = db
        .select({ job: jobRuns.job, period: jobRuns.period })
        .from(jobRuns)
        .where(lt(jobRuns.ranAt, before))
        .limit(limit);
      const deleted = await db
        .delete(jobRuns)
        .where(sql`(${jobRuns.job}, ${jobRuns.period}) in ${doomed}`)
        .returning({ job: jobRuns.job });
      return deleted.length;
    },

    /** Whether `job` ran for `period` (tests and the log). */
    async ran(job: string, period: string): Promise<boolean> {
      const [row] = await db
        .select({ job: jobRuns.job })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
      return row !== undefined;
    },

    /**
     * Reviews waiting on reviewers at `now` (db/reviews.ts waitingOnReviewers: not a notice still
     * running) opened before `openedBefore`, oldest first (the first `limit`), and how many
     * there are in all. The filter repeats the partial index's predicate (reviews_open_idx).
     */
    async waitingReviews(
      openedBefore: Date,
      limit: number,
      now: Date,
    ): Promise<{ rows: WaitingReview[]; total: number }> {
      const where = and(waitingOnReviewers(now), lt(reviews.openedAt, openedBefore));
      const rows = await db
        .select({
          id: reviews.id,
          openedAt: reviews.openedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          profession: users.profession,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(asc(reviews.openedAt), asc(reviews.id))
        .limit(limit);
      const [counted] = await db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
