import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route';

const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * GET /api/dev/outbox?to=…: the latest messages to an address, newest first. Registered only
 * when DEV_OUTBOX=true (end-to-end tests follow e-mailed links with it); a 404 otherwise.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.devOutbox) return;
  route(
    app,
    {
      method: 'GET',
      url: '/dev/outbox',
      summary: 'Development only (DEV_OUTBOX=true): latest e-mails sent to an address',
      tag: 'dev',
      auth: 'none',
      query: outboxQuerySchema,
      errors: ['InvalidRequest'],
    },
    async ({ query }) => {
      const rows = await app.ctx.repos.outbox.latestTo(query.to, query.limit);
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        links: row.links,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
