import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { HashingBusyError } from './auth/hashing';
import type { ServerConfig } from './config';

// Timeouts that keep slow or idle sockets from holding the server, and a shutdown that answers
// what was accepted before it and then exits within a bound (SIGTERM from an orchestrator,
// Ctrl+C in a terminal).

export interface Lifecycle {
  /** True from the shutdown signal on: readiness answers 503 so no new traffic is sent here. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

type Timeouts = Pick<ServerConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>;

/** Fastify's options for the HTTP server: its timeouts and how it behaves while closing. */
export function httpServerOptions(config: Timeouts) {
  return {
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default), so a 15 s headers
      // timeout would really be up to 45 s.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, config.headersTimeoutMs / 2)),
    },
    // Requests already on an accepted connection are answered while draining, not refused.
    return503OnClosing: false,
  } satisfies FastifyHttpOptions<Server>;
}

/** When each server last accepted a connection (performance.now()). */
const lastAccepted = new WeakMap<object, number>();

/** Adds `app.lifecycle` and the `Connection: close` of answers sent while draining. */
export function registerLifecycle(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  // When the last connection was accepted: the drain listens on until the backlog is taken in.
  app.server.on('connection', () => lastAccepted.set(app.server, performance.now()));
  // Load shed by the password-hash gate: tell the client when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof HashingBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
  // A kept-alive socket would stay open after its answer until keepAliveTimeout; this makes
  // the answer to a request that was in flight at the signal close its socket.
  app.addHook('onSend', async (request, reply) => {
    if (lifecycle.draining && request.raw.httpVersionMajor === 1)
      reply.header('connection', 'close');
  });
}

const QUIET_MS = 250;
const SETTLE_CAP_MS = 2_000;

/**
 * Waits until no connection has been accepted for QUIET_MS and the event loop has turned a few
 * times (each turn has a poll phase: accepts and socket reads), or `capMs` at most.
 */
async function settle(server: object, capMs: number): Promise<void> {
  const started = performance.now();
  let turns = 0;
  while (performance.now() - started < capMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setImmediate(resolve));
    turns += 1;
    const quiet = performance.now() - (lastAccepted.get(server) ?? 0) >= QUIET_MS;
    if (turns >= 3 && quiet) return;
  }
}

/**
 * Drains and closes the app: from now on readiness says draining and the job runner takes no
 * new job (the one running may finish meanwhile, within `timeoutMs`); connections waiting to be
 * accepted and requests already sent are taken in, then the server stops listening, closes
 * idle sockets, answers the requests in flight (each closing its socket), waits for the job
 * still running and closes the database. After `timeoutMs` what remains is cut off. Resolves
 * with how it ended.
 */
export async function drainAndClose(
  app: FastifyInstance,
  timeoutMs: number,
): Promise<'drained' | 'forced'> {
  app.lifecycle.draining = true;
  // The job runner stops fetching now; app.close() waits for the job it runs (server/jobs/runner.ts).
  void app.jobs?.stop(timeoutMs);
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn(`requests still open after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    // Closing the listening socket resets the connections the kernel has queued but Node has
    // not accepted yet, and Node's close drops accepted sockets whose request it has not read:
    // both were sent before the signal. Under load Node takes them in over many loop turns, so
    // it listens on (answering with Connection: close) until accepting has been quiet a while.
    await settle(app.server, Math.min(SETTLE_CAP_MS, timeoutMs / 2));
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return forced ? 'forced' : 'drained';
}
