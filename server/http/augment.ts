import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import type { RouteDoc } from './route';

// What the app decorates every Fastify instance with (server/app.ts). Kept beside the route
// helper rather than in context.ts, so the context does not depend on the HTTP layer.
declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The open database, for what is about the database itself (readiness). */
    database: DatabaseHandle;
    routeDocs: RouteDoc[];
  }
}
