import type { FastifyInstance } from 'fastify';

// The bundled content service (Prismic REST shape) is served here once mocks/content exists.
export async function contentRoutes(_app: FastifyInstance): Promise<void> {}
