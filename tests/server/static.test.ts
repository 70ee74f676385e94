import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { registerErrorHandling } from '@server/errors';
import {
  CODE_AFTER_PAINT_SCRIPT,
  CODE_AFTER_PAINT_SCRIPT_HASH,
  EARLY_INPUT_SCRIPT,
  EARLY_INPUT_SCRIPT_HASH,
  STORED_SESSION_SCRIPT,
  STORED_SESSION_SCRIPT_HASH,
} from '@server/html';
import { contentSecurityPolicy } from '@server/security';
import { PRERENDERED_DIR, registerSpa } from '@server/static';
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

  it('answers a path no SPA route matches with 404 and the page (the SPA shows not-found)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/.env', '/no-such-page', '/no/such/page', '/index.html', '/profile']) {
        const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        if (method === 'GET') expect(response.body, url).toContain('<div id="root">');
      }
    }
    // Every path a route pattern matches stays a page, whatever the SPA then makes of it:
    // /settings/* redirects to the hub (spec 2), /reset to /reset-password, ids are checked by
    // the screens themselves.
    for (const url of [
      '/',
      '/community/',
      '/Community',
      '/settings',
      '/settings/basic',
      '/settings/no-such-section',
      '/settings/a/b',
      '/reset?token=abc&username=x',
      '/reset-password',
      '/profile/abc',
      '/team/7',
      '/testimonial/99999999-9999-4999-8999-999999999999',
      '/onboarding/call',
      '/marketing-help/vendors',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
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

describe('serving the prerendered public pages', () => {
  let app: FastifyInstance;
  let spaDir: string;
  const token = '__GH_SETTING_CONTACT_EMAIL__';
  const founder = '__GH_SETTING_FOUNDER_NAME__';
  const page = (markup: string) =>
    `<!doctype html><html><head><title>Guildhall</title><style data-emotion="css abc">.css-abc{color:red}</style></head><body><div id="root">${markup}</div></body></html>`;

  beforeAll(async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'guildhall-prerendered-'));
    const dir = join(spaDir, PRERENDERED_DIR);
    mkdirSync(dir);
    writeFileSync(join(spaDir, 'index.html'), page(''));
    writeFileSync(
      join(dir, 'login.html'),
      page(`<form class="css-abc"><a href="mailto:${token}">${token}</a><p>${founder}</p></form>`),
    );
    writeFileSync(join(dir, 'profile.html'), page('<div role="status">Loading</div>'));
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        pages: [
          { path: '/login', file: 'login.html' },
          { path: '/profile/1', file: 'profile.html', pattern: '^/profile/[1-9][0-9]{0,14}$' },
        ],
        tokens: { CONTACT_EMAIL: token, FOUNDER_NAME: founder },
        defaults: { CONTACT_EMAIL: 'build@example.org', FOUNDER_NAME: 'Build Founder' },
      }),
    );
    app = Fastify();
    registerErrorHandling(app);
    await registerSpa(app, spaDir, undefined, { CONTACT_EMAIL: 'ops&co@example.org' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('answers a prerendered path with its markup, critical CSS, head and settings', async () => {
    const response = await app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form class="css-abc">');
    expect(response.body).toContain('<style data-emotion="css abc">');
    expect(response.body).toContain('<title>Guildhall</title>');
    expect(response.body).toContain('"CONTACT_EMAIL":"ops&co@example.org"');
    expect(response.body).toContain(`<script>${STORED_SESSION_SCRIPT}</script>`);
    expect(response.body).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(response.body).toContain(`<script>${CODE_AFTER_PAINT_SCRIPT}</script>`);
    // After the stored-session mark it reads, and after the page's own head (its code block).
    const at = (text: string) => response.body.indexOf(text);
    expect(at(STORED_SESSION_SCRIPT)).toBeLessThan(at(CODE_AFTER_PAINT_SCRIPT));
    expect(at('<style data-emotion="css abc">')).toBeLessThan(at(CODE_AFTER_PAINT_SCRIPT));
  });

  it("writes the server's settings escaped, and the build's where the server has none", async () => {
    const { body } = await app.inject({ url: '/login' });
    expect(body).toContain('<a href="mailto:ops&amp;co@example.org">ops&amp;co@example.org</a>');
    expect(body).toContain('<p>Build Founder</p>');
    expect(body).not.toContain('__GH_SETTING_');
  });

  it('answers every valid profile id with the profile page, anything else with index.html', async () => {
    for (const id of ['1', '42', '123456789012345']) {
      const { body } = await app.inject({ url: `/profile/${id}` });
      expect(body, id).toContain('<div role="status">Loading</div>');
    }
    for (const path of [
      '/profile/0',
      '/profile/abc',
      '/profile/1/x',
      '/dashboard',
      '/login/x',
      // A query can change the first render (a community search): the SPA renders it.
      '/login?next=%2Fwatch-list',
      '/profile/12?tab=x',
    ]) {
      const { body } = await app.inject({ url: path });
      expect(body, path).toContain('<div id="root"></div>');
      // The mark is for a prerendered page only: an empty page has nothing to hide.
      expect(body, path).not.toContain(STORED_SESSION_SCRIPT);
      expect(body, path).not.toContain(EARLY_INPUT_SCRIPT);
      expect(body, path).not.toContain(CODE_AFTER_PAINT_SCRIPT);
    }
  });

  it('keeps ETag revalidation and HEAD for a prerendered page', async () => {
    const first = await app.inject({ url: '/login' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect(head.body).toBe('');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = await app.inject({ url: '/login' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/login', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const refused = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never serves the prerendered files themselves', async () => {
    for (const path of ['/.prerendered/login.html', '/.prerendered/manifest.json']) {
      const { body } = await app.inject({ url: path });
      expect(body, path).not.toContain('<form');
      expect(body, path).not.toContain('"tokens"');
    }
  });

  it("allows the head's three scripts by the CSP's hashes, and no other inline script", () => {
    const scriptSrc = contentSecurityPolicy(loadConfig({}))['script-src'];
    for (const [script, hash] of [
      [STORED_SESSION_SCRIPT, STORED_SESSION_SCRIPT_HASH],
      [EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_HASH],
      [CODE_AFTER_PAINT_SCRIPT, CODE_AFTER_PAINT_SCRIPT_HASH],
    ] as const) {
      expect(hash).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(scriptSrc).toContain(hash);
    }
    expect(scriptSrc).toHaveLength(4);
  });
});
