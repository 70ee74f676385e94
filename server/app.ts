import './http/augment';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createContext } from './context';
import { noChangeFeed, openChangeFeed } from './db/changes';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareCommunity } from './seed/startup';
import { registerErrorHandling } from './errors';
import { registerJsonParser } from './http/body';
import type { RouteDoc } from './http/route';
import { digests } from './jobs/digests';
import { jobRunsRetention } from './jobs/jobRunsRetention';
import { outboxRetention } from './jobs/outboxRetention';
import { licenceReminders } from './jobs/licenceReminders';
import { reviewReminders } from './jobs/reviewReminders';
import { startJobs } from './jobs/runner';
import { watcherFanOut } from './jobs/watcherFanOut';
import { httpServerOptions, registerLifecycle } from './lifecycle';
import { loggerOptions, requestIdOptions } from './logging';
import { accountRoutes } from './routes/account';
import { dashboardRoutes } from './routes/dashboard';
import { adminAuditRoutes } from './routes/admin/audit';
import { adminSecondFactorRoutes } from './routes/admin/secondFactor';
import { adminMemberRoutes } from './routes/admin/members';
import { adminPostRoutes } from './routes/admin/posts';
import { adminReportRoutes } from './routes/admin/reports';
import { adminLicenceRoutes } from './routes/admin/licences';
import { adminReviewRoutes } from './routes/admin/reviews';
import { authRoutes } from './routes/auth';
import { careerRoutes } from './routes/career';
import { checkRoutes } from './routes/check';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { docsRoutes } from './routes/docs';
import { feedRoutes } from './routes/feeds';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { notificationPreferenceRoutes } from './routes/notificationPreferences';
import { profileRoutes } from './routes/profiles';
import { reportRoutes } from './routes/reports';
import { savedSearchRoutes } from './routes/savedSearches';
import { teamRoutes } from './routes/team';
import { testimonialRoutes } from './routes/testimonials';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { verificationRoutes } from './routes/verifications';
import { watchRoutes } from './routes/watch';
import { pageHead } from './previews';
import { createMetrics, metricsRoutes } from './metrics';
import { registerOverloadProtection } from './overload';
import { registerSecurityHeaders } from './security';
import { profilePageData } from './pages';
import { registerSpa } from './static';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An open database (tests inject a fresh one); by default opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); by default standard output. */
  logStream?: { write(line: string): void };
  /** The app's clock (ctx.now); tests set one to move time for jobs and expiries. */
  now?: () => Date;
}

/** Builds the whole server without listening, so tests can `inject()` or `listen({ port: 0 })`. */
export async function buildApp({
  config,
  database,
  logStream,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    ...httpServerOptions(config),
  });
  registerLifecycle(app);
  // The runtime is part of what an operator checks first (Node 24 LTS, docs/architecture.md).
  app.log.info(
    { node: process.version, database: config.databaseUrl ? 'postgresql' : 'pglite' },
    `Guildhall server on Node ${process.version}`,
  );

  const handle = database ?? openDatabase(config);
  // The injected database belongs to the caller; one we opened closes with the app.
  if (!database) app.addHook('onClose', () => handle.close());
  // Instances started together on an empty PostgreSQL take turns here (an advisory lock): the
  // first migrates, the others find the migrations applied.
  await handle.exclusive(() => handle.migrate());

  // The read caches' change feed (server/db/changes.ts): after the migrations, which make its
  // triggers. READ_CACHE=false leaves it never live, so every read goes to the database.
  const changes = config.readCache
    ? await openChangeFeed(handle, {
        onError: (error) => app.log.warn(`change feed lost, caches off: ${error.message}`),
      })
    : noChangeFeed();
  app.addHook('onClose', () => changes.close());
  app.decorate('ctx', createContext(config, handle.db, app.log, handle.pool, now, changes));
  app.decorate('database', handle);
  app.decorate('routeDocs', [] as RouteDoc[]);
  registerErrorHandling(app);
  const metrics = createMetrics(app, handle);
  registerSecurityHeaders(app, config);
  // The API speaks JSON (and multipart on the upload endpoint) only: anything else is a 415.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);

  // The demo when its rule says so, and what the operator should know (server/seed/startup.ts).
  // It counts members, then seeds: under the same lock, only the first instance seeds.
  await handle.exclusive(() => prepareCommunity(app.ctx, handle, app.log));
  // PGlite runs no autovacuum: fresh statistics at every start keep search plans good.
  if (handle.kind === 'pglite') await handle.analyze();
  // After the start-up work: the event-loop delay sampled while migrating and analysing (PGlite
  // blocks the loop for seconds) would refuse the first requests of a server that is idle.
  await registerOverloadProtection(app, config.overload, metrics);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes, { registry: metrics, config });
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(careerRoutes);
      await api.register(profileRoutes);
      await api.register(verificationRoutes);
      await api.register(testimonialRoutes);
      await api.register(uploadRoutes);
      await api.register(watchRoutes);
      await api.register(teamRoutes);
      await api.register(notificationRoutes);
      await api.register(notificationPreferenceRoutes);
      await api.register(savedSearchRoutes);
      await api.register(dashboardRoutes);
      await api.register(reportRoutes);
      await api.register(feedRoutes);
      await api.register(adminPostRoutes);
      await api.register(adminReportRoutes);
      await api.register(adminLicenceRoutes);
      await api.register(adminAuditRoutes);
      await api.register(adminSecondFactorRoutes);
      await api.register(checkRoutes);
      await api.register(adminReviewRoutes);
      await api.register(adminMemberRoutes);
      await api.register(contentRoutes);
      await api.register(devRoutes);
      await api.register(docsRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(
    app,
    config.spaDir,
    (path, genericDescription) => pageHead(app.ctx, path, genericDescription),
    // The page's client is the one this server accepts, whatever the SPA was built with.
    { ...config.publicSettings, CLIENT_ID: config.clientId, CLIENT_SECRET: config.clientSecret },
    // A published profile's page shows the member in its first paint.
    profilePageData(app),
  );

  // The background jobs, once everything they use is in place (server/jobs/runner.ts).
  if (config.jobsEnabled)
    await startJobs(app, handle, [
      reviewReminders,
      digests,
      licenceReminders,
      jobRunsRetention,
      outboxRetention,
      watcherFanOut,
    ]);
  else app.decorate('jobs', null);
  return app;
}
