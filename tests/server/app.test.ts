import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

describe('server skeleton', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), spaDir: null } });
  });
  afterAll(() => app.close());

  it('answers the health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'ResourceNotFound',
      message: 'No route for GET /api/v1/unknown',
    });
  });

  it('answers malformed JSON with a 400 { code, message }', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
    expect(response.json()).toHaveProperty('message');
  });
});
