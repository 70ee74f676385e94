import type { FastifyInstance } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';

// The background jobs (docs/architecture.md "Notifications and background jobs"): pg-boss, a
// queue in PostgreSQL's own tables (schema `pgboss`, which backups leave out: its jobs are work
// in flight, its schedules are made again at every start). One job per file in this folder,
// each a JobDefinition: its queue's name, its schedule and its handler, which takes the app's
// context (the repositories, the mailer and the clock, ctx.now()).
//
// - PostgreSQL: every instance runs pg-boss on a small pool of its own (DATABASE_URL), so job
//   polling never waits behind requests for the app's pool. pg-boss sends a scheduled job once
//   per occurrence whatever the number of instances, and a job goes to one worker (SKIP LOCKED);
//   a job's own work still claims its period in job_runs, so even a retried or doubled job does
//   it once.
// - PGlite: the one process runs pg-boss over the app's PGlite client (pg-boss's fromPglite
//   adapter: multi-statement scripts through exec, parameterised SQL through query); its
//   statements take their turn with the app's on PGlite's single connection.
//
// Started by buildApp after the migrations when JOBS_ENABLED (the server's default; tests turn
// it on per suite). Stopping (a drain, or app.close()) first stops taking jobs, then lets the
// job that runs finish, for at most the shutdown timeout; a job cut off there is retried later.

export interface JobDefinition {
  /** The queue's name; also the job's name in job_runs. */
  name: string;
  /** When pg-boss sends it: a cron expression, in UTC; null for a job only sent (send). */
  cron: string | null;
  /** The work, with the data it was sent with (null for a scheduled run); one line for the log. */
  run(ctx: AppContext, data: unknown): Promise<string>;
}

export interface JobRunner {
  /** pg-boss itself, for what the runner does not wrap (tests read a job's state with it). */
  readonly boss: PgBoss;
  /** Queues a job now (an operator's "run it now", a test, an event's after-commit work). */
  send(name: string, data?: object | null): Promise<string>;
  /** Stops taking jobs, lets the running ones finish (at most `timeoutMs`). Idempotent. */
  stop(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs, or null when JOBS_ENABLED is off. */
    jobs: JobRunner | null;
  }
}

/** pg-boss's pool per instance on PostgreSQL: polling, the schedule, maintenance. */
const JOBS_POOL_MAX = 3;

/** Each queue's policy: a failed run is tried again twice, a minute apart and then two. */
const QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  // A daily job that has not finished in 15 minutes is stuck: its next attempt starts anew.
  expireInSeconds: 15 * 60,
  // Finished jobs stay a week for a look at what ran.
  deleteAfterSeconds: 7 * 24 * 60 * 60,
} as const;

function connection(handle: DatabaseHandle): ConstructorOptions {
  if (handle.pglite) return { db: fromPglite(handle.pglite), backend: 'pglite' };
  if (handle.url) {
    return {
      connectionString: handle.url,
      max: JOBS_POOL_MAX,
      application_name: 'guildhall-jobs',
    };
  }
  throw new Error('The job runner needs PGlite or a PostgreSQL connection string.');
}

/**
 * Starts pg-boss on the app's database, creates each job's queue, (re)writes its schedule and
 * starts its worker; decorates the app with the runner (`app.jobs`) and stops it when the app
 * closes. Call it after the migrations and after `app.ctx` exists.
 */
export async function startJobs(
  app: FastifyInstance,
  handle: DatabaseHandle,
  jobs: JobDefinition[],
): Promise<JobRunner> {
  const { ctx } = app;
  const log = app.log.child({ component: 'jobs' });
  const boss = new PgBoss({ ...connection(handle), schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, `job runner: ${error.message}`));
  boss.on('warning', (warning) => log.warn({ warning }, `job runner: ${warning.message}`));
  const started = performance.now();
  await boss.start();

  for (const job of jobs) {
    // Each is idempotent: every instance does them at every start (createQueue leaves an
    // existing queue alone, updateQueue brings its options to this version's).
    await boss.createQueue(job.name, QUEUE_OPTIONS);
    await boss.updateQueue(job.name, QUEUE_OPTIONS);
    if (job.cron !== null) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, async ([entry]) => {
      const begun = performance.now();
      try {
        const outcome = await job.run(ctx, entry?.data ?? null);
        log.info(
          { job: job.name, jobId: entry?.id, ms: Math.round(performance.now() - begun) },
          outcome,
        );
      } catch (error) {
        // Thrown on: pg-boss marks the attempt failed and retries it (QUEUE_OPTIONS).
        log.error({ err: error, job: job.name, jobId: entry?.id }, `job ${job.name} failed`);
        throw error;
      }
    });
  }
  log.info(
    { jobs: jobs.map((job) => job.name), ms: Math.round(performance.now() - started) },
    `job runner started on ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
  );

  let stopping: Promise<void> | undefined;
  const runner: JobRunner = {
    boss,
    async send(name, data = null) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`pg-boss did not queue a job on ${name}.`);
      return id;
    },
    stop(timeoutMs = ctx.config.shutdownTimeoutMs) {
      // graceful: the workers stop fetching at once; the jobs in flight get `timeout` to finish,
      // after which pg-boss fails them (to be retried, here or on another instance). close: its
      // own pool on PostgreSQL; the app's PGlite client stays the app's to close.
      stopping ??= boss
        .stop({ graceful: true, close: true, timeout: Math.max(1_000, timeoutMs) })
        .catch((error: unknown) => log.error({ err: error }, 'job runner: stopping failed'));
      return stopping;
    },
  };
  app.decorate('jobs', runner);
  // Registered after the database's own onClose hook, so it runs before it (Fastify runs onClose
  // hooks last-registered first): jobs stop while the database still answers.
  app.addHook('onClose', () => runner.stop());
  return runner;
}
