import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { hashGate } from './auth/hashing';
import type { ServerConfig } from './config';
import { apiMessages } from './contract';
import type { DatabaseHandle } from './db/client';
import { notFound, unauthorized } from './errors';

// Prometheus metrics (prom-client): what an operator watches to size and alert on the server.
// Never public: GET /api/metrics answers only to METRICS_TOKEN as a bearer token (a 404 without
// the setting), and METRICS_PORT serves them on a port of their own for a private network.

const PREFIX = 'guildhall_';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of `Authorization: Bearer <token>` with the configured token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/** One registry per app, so tests running several apps in one process do not mix figures. */
export function createMetrics(app: FastifyInstance, database: DatabaseHandle): Registry {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles, CPU and memory of the process.
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The route's pattern (/api/v1/profiles/:id), never the path: ids would make a series each.
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: `${PREFIX}password_hashing_in_flight`,
    help: 'Password hashes being computed now',
    registers: [registry],
    collect() {
      this.set(hashGate.stats.active);
    },
  });
  new Gauge({
    name: `${PREFIX}password_hashing_waiting`,
    help: 'Password hashes waiting for a slot',
    registers: [registry],
    collect() {
      this.set(hashGate.stats.waiting);
    },
  });
  const hashRefused = new Counter({
    name: `${PREFIX}password_hashing_refused_total`,
    help: 'Logins and sign-ups refused with 503 because the hashing queue was full',
    registers: [registry],
  });
  const unsubscribe = hashGate.onRefused(() => hashRefused.inc());
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  const rateLimited = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused by a rate limit (429), by limit and by what was counted',
    labelNames: ['limit', 'scope'] as const,
    registers: [registry],
  });
  app.ctx.throttle.onRefused = (limit, scope) => rateLimited.inc({ limit, scope });

  registerVettingMetrics(app, registry);

  const { pool } = database;
  if (pool) {
    // PostgreSQL's connection pool; PGlite is one in-process connection and has none.
    new Gauge({
      name: `${PREFIX}db_pool_connections_in_use`,
      help: 'Pool connections running a query or a transaction',
      registers: [registry],
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_connections_idle`,
      help: 'Open pool connections waiting for work',
      registers: [registry],
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting`,
      help: 'Queries waiting for a pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  // The read caches (docs/architecture.md "Read caches and the change feed"): 0 means every
  // read goes to the database (the feed is down, or READ_CACHE=false).
  new Gauge({
    name: `${PREFIX}change_feed_live`,
    help: 'Whether the database change feed is live, so the read caches serve (1) or not (0)',
    registers: [registry],
    collect() {
      this.set(app.ctx.changes.live ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}read_cache_entries`,
    help: 'Entries kept by a read cache of this instance, by cache',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.set({ cache: 'sessions' }, app.ctx.repos.sessions.size);
      this.set({ cache: 'search' }, app.ctx.repos.search.cachedPages);
    },
  });
  return registry;
}

const DECISION_WINDOW_MS = 30 * 24 * 3600 * 1000;

/**
 * The vetting figures (docs/architecture.md "Operators and vetting"), read from the database
 * at each scrape, one query each: every instance reports the same values, so a dashboard takes
 * any one (max) rather than the sum.
 */
function registerVettingMetrics(app: FastifyInstance, registry: Registry): void {
  const reviews = () => app.ctx.repos.reviews;
  new Gauge({
    name: `${PREFIX}reviews_waiting`,
    help: 'Reviews waiting on reviewers (submitted, in review, or a notice answered or past its due date)',
    registers: [registry],
    async collect() {
      this.set((await reviews().waiting(app.ctx.now())).count);
    },
  });
  new Gauge({
    name: `${PREFIX}reviews_oldest_waiting_seconds`,
    help: 'How long the oldest waiting review has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldest } = await reviews().waiting(app.ctx.now());
      this.set(oldest ? Math.max(0, (app.ctx.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}review_decisions`,
    help: 'Decided reviews (cleared or adverse), by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { reason, n } of await reviews().decisionsByReason()) {
        this.set({ reason: reason ?? 'none' }, n);
      }
    },
  });
  new Gauge({
    name: `${PREFIX}review_decision_seconds_median`,
    help: 'Median time from a review opening to its decision, over the last 30 days',
    registers: [registry],
    async collect() {
      const since = new Date(app.ctx.now().getTime() - DECISION_WINDOW_MS);
      this.set((await reviews().medianDecisionSeconds(since)) ?? 0);
    },
  });
}

/** GET /api/metrics with the bearer token, and the METRICS_PORT listener when set. */
export async function metricsRoutes(
  app: FastifyInstance,
  { registry, config }: { registry: Registry; config: ServerConfig },
): Promise<void> {
  const token = config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token) throw notFound(`No route for GET ${request.url.split('?')[0]}`);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized(apiMessages.metricsTokenInvalid);
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  if (config.metricsPort === undefined) return;
  const server = metricsServer(registry, token);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object') {
    app.log.info(`Metrics on http://${config.host}:${address.port}/metrics`);
  }
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** A bare listener for scrapers on a private network; it asks for the token too, when set. */
function metricsServer(registry: Registry, token: string | undefined): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'ResourceNotFound', message: `No route for ${path}` }));
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, {
        'content-type': 'application/json',
        'www-authenticate': 'Bearer realm="metrics"',
      });
      response.end(
        JSON.stringify({ code: 'Unauthorized', message: apiMessages.metricsTokenInvalid }),
      );
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(text);
      },
      () => {
        response.writeHead(500).end();
      },
    );
  });
}
