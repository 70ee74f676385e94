import underPressure from '@fastify/under-pressure';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { OverloadLimits } from './config';
import { apiMessages } from './contract';
import { HttpError } from './errors';

// Past a bound the server refuses at once (503, Retry-After, `{ code, message }`) instead of
// letting requests queue without end: a request that waits seconds for the database is worse
// for the client than a quick "come back in 5 s" it can retry, maybe on another instance.
// Three kinds of bound:
// - API requests in flight. The real queue is in front of the database (PGlite's one engine,
//   PostgreSQL's pool waiting list) and it does not slow the event loop, so event-loop
//   pressure alone would never trip on it.
// - Time waited (issue 25 §3): how long requests have been waiting, whatever they wait for. On
//   PGlite the queries run on the event loop, so while it works requests wait in the sockets,
//   before any of them is counted in flight: there the wait shows as the lateness of a timer.
//   After a request is parsed, it waits for the database or the hash gate: there the wait shows
//   as the time the quickest answers took (a standing queue delays every request; one slow
//   search does not). Past the bound, requests are refused until a window passes under it, but
//   only while requests overlap (issue 38 §7): a wait is a queue only when someone waits on
//   someone else. A lone client making requests one after another is never refused by it,
//   however slow one answer is (a sign-up that hashed for 858 ms on a busy machine was once
//   the window's quickest answer, and the next window refused everything).
// - @fastify/under-pressure's event-loop delay and heap, sampled every second: the process
//   itself is past what it can answer in time.
// Liveness, readiness and metrics stay answered whatever the pressure: an orchestrator must not
// restart a busy process, and an operator must see why it is busy. Readiness keeps saying what
// the database says, not "saturated": when every instance is busy, taking them all out of
// rotation at once would turn a slowdown into an outage.

const EXEMPT_ROUTES = new Set(['/api/health', '/api/health/ready', '/api/metrics']);

export type OverloadReason = 'in_flight' | 'queue_delay' | 'event_loop_delay' | 'heap_used';

/** The timer whose lateness measures the event loop's wait, ms. */
const TICK_MS = 20;
/** The window over which the waits are read, ms (CoDel's interval, scaled to an API). */
const WINDOW_MS = 500;

/**
 * How long API requests wait before they are answered, read over windows of WINDOW_MS: the
 * event loop's longest lateness (requests unread in the sockets meanwhile) and the quickest
 * answer's time in the server (the wait every request has in a standing queue). `waiting()` is
 * true from the moment either passes `boundMs` until a whole window stays under it.
 * `overlapped()` says whether two API requests were in flight at once in this window or the
 * one before it (the window whose waits are being judged).
 */
class WaitMonitor {
  private lastTick = performance.now();
  private windowStart = this.lastTick;
  private longestLag = 0;
  private quickest = Number.POSITIVE_INFINITY;
  private over = false;
  private overlapNow = false;
  private overlapBefore = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly boundMs: number) {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** An API request was taken; `inFlight` counts it. */
  arrived(inFlight: number): void {
    if (inFlight >= 2) this.overlapNow = true;
  }

  /** The time an answered API request spent in the server, ms. */
  answered(ms: number): void {
    if (ms < this.quickest) this.quickest = ms;
  }

  waiting(): boolean {
    return this.over;
  }

  overlapped(): boolean {
    return this.overlapNow || this.overlapBefore;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = performance.now();
    const lag = Math.max(0, now - this.lastTick - TICK_MS);
    this.lastTick = now;
    if (lag > this.longestLag) this.longestLag = lag;
    // A loop held past the bound: the requests it kept in the sockets are read right after this
    // timer, and refused, in this same turn of the loop.
    if (lag > this.boundMs) this.over = true;
    if (now - this.windowStart < WINDOW_MS) return;
    const quickest = Number.isFinite(this.quickest) ? this.quickest : 0;
    this.over = Math.max(this.longestLag, quickest) > this.boundMs;
    this.windowStart = now;
    this.longestLag = 0;
    this.quickest = Number.POSITIVE_INFINITY;
    this.overlapBefore = this.overlapNow;
    this.overlapNow = false;
  }
}

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

  // Waits are measured from onReady, once the start-up work is done: the job runner's start holds
  // PGlite's loop for most of a second, and counted, it refused a new server's first requests
  // (a server started on a restored database answered its first sign-in 503).
  let waits: WaitMonitor | undefined;
  if (limits.maxQueueDelayMs > 0) {
    app.addHook('onReady', async () => {
      waits = new WaitMonitor(limits.maxQueueDelayMs);
    });
    app.addHook('onClose', async () => waits?.close());
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request) || isExempt(request)) return;
    // Waits count as a queue only while requests overlap: another one is in flight as this one
    // arrives, or two were at once in the window being judged.
    if (waits?.waiting() && (inFlight > 0 || waits.overlapped())) {
      throw refuse(reply, 'queue_delay');
    }
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) throw refuse(reply, 'in_flight');
    inFlight += 1;
    waits?.arrived(inFlight);
    const arrived = performance.now();
    // 'close' fires once whether the answer was sent or the client went away, so a request
    // cut off mid-way gives its place back too.
    reply.raw.once('close', () => {
      inFlight -= 1;
      waits?.answered(performance.now() - arrived);
    });
  });
}
