import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { OverloadLimits } from './config';
import { apiMessages } from './contract';
import { HttpError } from './errors';

// Past a bound the server refuses at once (503, Retry-After, `{ code, message }`) instead of
// letting requests queue without end: a request that waits seconds for the database is worse
// for the client than a quick "come back in 5 s" it can retry, maybe on another instance.
// Two kinds of bound:
// - API requests in flight. The real queue is in front of the database (PGlite's one engine,
//   PostgreSQL's pool waiting list) and it does not slow the event loop, so event-loop
//   pressure alone would never trip on it.
// - @fastify/under-pressure's event-loop delay and heap, sampled every second: the process
//   itself is past what it can answer in time.
// Liveness, readiness and metrics stay answered whatever the pressure: an orchestrator must not
// restart a busy process, and an operator must see why it is busy. Readiness keeps saying what
// the database says, not "saturated": when every instance is busy, taking them all out of
// rotation at once would turn a slowdown into an outage.

const EXEMPT_ROUTES = new Set(['/api/health', '/api/health/ready', '/api/metrics']);

export type OverloadReason = 'in_flight' | 'event_loop_delay' | 'heap_used';

const reasons: Record<string, OverloadReason> = {
  [underPressure.TYPE_EVENT_LOOP_DELAY]: 'event_loop_delay',
  [underPressure.TYPE_HEAP_USED_BYTES]: 'heap_used',
};

const isExempt = (request: FastifyRequest) => EXEMPT_ROUTES.has(request.routeOptions.url ?? '');

/** The SPA's files are small and cheap; the bound is on what queues for the database. */
const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

export async function registerOverloadProtection(
  app: FastifyInstance,
  limits: OverloadLimits,
  registry: Registry,
): Promise<void> {
  let inFlight = 0;
  new Gauge({
    name: 'guildhall_http_requests_in_flight',
    help: 'API requests being answered now (health, readiness and metrics not counted)',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const refusals = new Counter({
    name: 'guildhall_overload_refusals_total',
    help: 'Requests refused with 503 by an overload bound, by bound',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  const refuse = (reply: FastifyReply, reason: OverloadReason) => {
    refusals.inc({ reason });
    reply.header('retry-after', String(limits.retryAfterSeconds));
    return new HttpError(503, 'RequestThrottled', apiMessages.serverBusy);
  };

  if (limits.maxEventLoopDelayMs > 0 || limits.maxHeapUsedBytes > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      retryAfter: limits.retryAfterSeconds,
      // Under-pressure calls next() when this resolves and next(error) when it rejects.
      pressureHandler: async (request, reply, type) => {
        if (isExempt(request)) return;
        throw refuse(reply, reasons[type] ?? 'event_loop_delay');
      },
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request) || isExempt(request)) return;
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) throw refuse(reply, 'in_flight');
    inFlight += 1;
    // 'close' fires once whether the answer was sent or the client went away, so a request
    // cut off mid-way gives its place back too.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
