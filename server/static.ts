import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: precompressed when the browser accepts it, hashed assets cached for a year, everything else revalidated, and any
 * unknown GET that accepts HTML answered with index.html (history fallback). Unknown /api paths
 * stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, spaDir: string | null): Promise<void> {
  const hasSpa = spaDir !== null && existsSync(join(spaDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz beside each file; sent when the browser accepts them.
      preCompressed: true,
      // Our setHeaders decides; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(spaDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasSpa && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'ResourceNotFound', message: `No route for ${request.method} ${path}` });
  });
}
