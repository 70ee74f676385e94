import { DAY_MS } from '../contract';
import type { AppContext } from '../context';
import type { JobDefinition } from './runner';

// The ledger of the jobs' runs (job_runs) is kept only as long as a row can matter. Every
// period a job claims is a day (a UTC date, a member's local date), so once that day is over
// nothing claims it again; without this job the ledger grew for ever, by a row per member and
// day of digests (server/jobs/digests.ts). Rows stay JOB_RUNS_KEPT_DAYS for a look at what ran,
// then go, in batches, each its own statement, so that neither database is held long (on the
// embedded one a statement holds the event loop).

export const JOB_RUNS_RETENTION_QUEUE = 'job-runs-retention';

/** Daily at 03:30 UTC: night in the Americas, before Europe's morning digests. */
export const JOB_RUNS_RETENTION_CRON = '30 3 * * *';

/** How long a run's row stays in job_runs. */
export const JOB_RUNS_KEPT_DAYS = 30;

/** Rows deleted per statement. */
export const JOB_RUNS_PRUNE_BATCH = 5_000;

/** Deletes the rows of runs older than JOB_RUNS_KEPT_DAYS by ctx.now(); answers how many. */
export async function pruneJobRuns(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - JOB_RUNS_KEPT_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await ctx.repos.jobs.pruneRuns(before, JOB_RUNS_PRUNE_BATCH);
    deleted += batch;
    if (batch < JOB_RUNS_PRUNE_BATCH) return deleted;
  }
}

export const jobRunsRetention: JobDefinition = {
  name: JOB_RUNS_RETENTION_QUEUE,
  cron: JOB_RUNS_RETENTION_CRON,
  async run(ctx) {
    const deleted = await pruneJobRuns(ctx);
    return `job runs older than ${JOB_RUNS_KEPT_DAYS} days deleted: ${deleted}`;
  },
};
