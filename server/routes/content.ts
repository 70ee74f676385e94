import type { FastifyInstance } from 'fastify';
import { contentRepository, searchContent } from '../../demo/content/index';

// The bundled content service in the CMS's own REST shape (Prismic API v2), so a fresh
// install shows resource pages, events and featured members offline. The documents and the
// query engine live in the neutral demo/content module, which the MSW handlers serve as well,
// so the two cannot drift. Point VITE_CONTENT_ENDPOINT at a real repository to replace it.
export const CONTENT_PATH = '/content/api/v2';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // Links inside answers (forms, next_page) start from the configured public base URL.
  const endpoint = `${app.ctx.config.publicBaseUrl}/api${CONTENT_PATH}`;

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
}
