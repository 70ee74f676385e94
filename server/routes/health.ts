import type { FastifyInstance } from 'fastify';

/** How long readiness waits for the database before it says not ready. */
const PING_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Liveness and readiness for a load balancer or an orchestrator.
 * - `GET /api/health`: the process answers (liveness; restart it when this fails).
 * - `GET /api/health/ready`: send it traffic. 503 while the database does not answer and from
 *   the moment a SIGTERM drain begins, so the balancer stops sending new requests first. The
 *   migrations are applied before the server listens, so a listening server has them.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/health/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.draining) {
      return reply.code(503).send({ status: 'draining' });
    }
    try {
      await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
    } catch (error) {
      request.log.warn(
        { reason: (error as Error).message },
        'readiness: the database does not answer',
      );
      return reply.code(503).send({ status: 'database unavailable' });
    }
    return { status: 'ready' };
  });
}
