import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: precompressed when the browser accepts it, hashed assets cached for a
 * year, everything else revalidated, and any other GET or HEAD answered with index.html (history
 * fallback), whatever its Accept header: a link opened by curl, a crawler or a HEAD check of
 * /community must not see a 404 the browser would not. Unknown /api paths, missing hashed assets
 * and source maps stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, spaDir: string | null): Promise<void> {
  const hasSpa = spaDir !== null && existsSync(join(spaDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      // `vite build` writes hidden source maps (for decoding a reported stack trace); they hold
      // the whole SPA source and are never served.
      globIgnore: ['**/*.map'],
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
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      // A missing chunk or map is a 404: index.html in its place would fail as a script anyway.
      !path.startsWith('/assets/') &&
      !path.endsWith('.map');
    if (hasSpa && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'ResourceNotFound', message: `No route for ${request.method} ${path}` });
  });
}
