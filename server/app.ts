import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './routes/health';
import { registerSpa } from './static';

export interface BuildAppOptions {
  config: ServerConfig;
}

/** Builds the whole server without listening, so tests can `inject()` or `listen({ port: 0 })`. */
export async function buildApp({ config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  registerErrorHandling(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.spaDir);
  return app;
}
