import type { FastifyInstance } from 'fastify';
import { contentRepository, searchContent } from '../../demo/content/index';
import { demoImageFiles, demoImageSlugOf } from '../../demo/content/images';
import { readImageQuery } from '../../demo/content/imageParams';
import { apiMessages } from '../contract';
import { contentTypeOf, createImageService, planImage, variantKey } from '../content/imageService';
import { badRequest, notFound } from '../errors';
import { isFresh } from '../html';

// The bundled content service in the CMS's own REST shape (Prismic API v2), so a fresh
// install shows resource pages, events and featured members offline. The documents and the
// query engine live in the neutral demo/content module, which the MSW handlers serve as well,
// so the two cannot drift. Point CONTENT_ENDPOINT at a real repository to replace it (README).
export const CONTENT_PATH = '/content/api/v2';
/** The demo documents' images (their urls: <endpoint without /api/v2>/images/<name>). */
export const CONTENT_IMAGES_PATH = '/content/images';

/** A name carries its source's hash: what it names never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // Links inside answers (forms, next_page, image urls) start from the public base URL.
  const endpoint = `${app.ctx.config.publicBaseUrl}/api${CONTENT_PATH}`;
  const images = createImageService();

  app.get(CONTENT_PATH, async (_request, reply) => {
    const answer = contentRepository(endpoint);
    return reply
      .status(answer.status)
      .header('cache-control', 'public, max-age=5')
      .send(answer.body);
  });

  app.get(`${CONTENT_PATH}/documents/search`, async (request, reply) => {
    const query = request.raw.url?.split('?')[1] ?? '';
    const answer = searchContent(new URLSearchParams(query), endpoint);
    return reply.status(answer.status).send(answer.body);
  });

  // GET /api/content/images/<slug>.<hash>.webp?width=640 (or w, h, dpr, fit, fm, q, auto): the
  // name is looked up among the demo images, never used as a path.
  app.get<{ Params: { name: string } }>(`${CONTENT_IMAGES_PATH}/:name`, async (request, reply) => {
    const slug = demoImageSlugOf(request.params.name);
    if (!slug) throw notFound(apiMessages.imageNotFound);
    const read = readImageQuery(new URLSearchParams(request.raw.url?.split('?')[1] ?? ''));
    if (read.message !== undefined) throw badRequest(read.message);
    const plan = planImage(read.query, demoImageFiles[slug], request.headers.accept);
    const etag = `"${variantKey(slug, plan)}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    // The format follows Accept unless the url names one.
    if (!read.query.fm) reply.header('vary', 'Accept');
    if (isFresh(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const { body, cached } = await images.render(slug, plan);
    return reply
      .header('content-type', contentTypeOf[plan.format])
      .header('x-cache', cached ? 'hit' : 'miss')
      .send(body);
  });
}
