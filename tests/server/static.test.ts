import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '@server/errors';
import { registerSpa } from '@server/static';
import Fastify from 'fastify';

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let spaDir: string;
  const script = 'console.log("guildhall");'.repeat(100);

  beforeAll(async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'guildhall-spa-'));
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(
      join(spaDir, 'index.html'),
      '<!doctype html><head><title>Guildhall</title></head><div id="root"></div>',
    );
    writeFileSync(join(spaDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(spaDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(spaDir, 'assets', 'app-abc123.js.map'), '{"sources":["src/main.tsx"]}');
    app = Fastify();
    registerErrorHandling(app);
    await registerSpa(app, spaDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('sends the precompressed asset when the browser accepts it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends the plain asset to a browser that accepts no encoding', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers any page path with index.html (history fallback), revalidated', async () => {
    const response = await app.inject({ url: '/profile/7', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers page paths with index.html whatever the Accept header, GET and HEAD', async () => {
    // curl sends Accept: */*; a HEAD check sends none.
    for (const [method, url, accept] of [
      ['GET', '/', '*/*'],
      ['GET', '/community', undefined],
      ['HEAD', '/', undefined],
      ['HEAD', '/community', '*/*'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves source maps, and a missing asset is a 404, not index.html', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-gone.js', '/main.js.map']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ResourceNotFound' });
    }
  });

  it('answers other methods outside /api with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/community' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ResourceNotFound' });
  });

  it('keeps unknown /api paths JSON 404s', async () => {
    const response = await app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ResourceNotFound' });
  });
});
