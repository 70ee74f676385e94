import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { APP_CONFIG_ELEMENT_ID, PUBLIC_SETTINGS } from '@/contract';
import { createTestApp, type TestApp } from './harness';

// One build for every environment: the server writes the SPA's public settings into every page
// it serves, and nothing else from its environment.

const PAGES = [
  '/',
  '/index.html',
  '/community',
  '/login',
  '/profile/1',
  '/no-such-page',
  '/settings/basic',
];

/** The settings block of a page, parsed. */
function settingsOf(html: string): Record<string, string> {
  const match = new RegExp(
    `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(match, 'the page carries its settings block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, string>;
}

describe('run-time settings in every page', { timeout: 180_000 }, () => {
  let spaDir: string;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const fromEnv = loadConfig({ NODE_ENV: 'test', ...env });
    // The whole configuration read from `env`, secrets included, on a fresh test database.
    const t = await createTestApp({
      spaDir,
      publicSettings: fromEnv.publicSettings,
      clientId: fromEnv.clientId,
      clientSecret: fromEnv.clientSecret,
      authSecret: fromEnv.authSecret ?? 'test-secret-that-is-long-enough-for-hs256-keys',
      databaseUrl: fromEnv.databaseUrl,
      smtpUrl: fromEnv.smtpUrl,
      s3: fromEnv.s3,
      metricsToken: fromEnv.metricsToken,
    });
    apps.push(t);
    return t;
  };
  const page = async (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(() => {
    spaDir = mkdtempSync(join(tmpdir(), 'guildhall-spa-config-'));
    writeFileSync(
      join(spaDir, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Guildhall</title>' +
        '<meta name="description" content="Independence without tradeoffs" />' +
        '<script type="module" src="/assets/app.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('writes each instance its own values, and the validators change with them', async () => {
    const one = await start({
      CONTACT_EMAIL: 'one@example.com',
      SENTRY_DSN: 'https://k@o1.ingest.example/1',
    });
    const two = await start({ CONTACT_EMAIL: 'two@example.com', CLIENT_ID: 'web-two' });
    for (const url of PAGES) {
      const first = settingsOf((await page(one, url)).body);
      const second = settingsOf((await page(two, url)).body);
      expect(first).toMatchObject({
        CONTACT_EMAIL: 'one@example.com',
        SENTRY_DSN: 'https://k@o1.ingest.example/1',
      });
      expect(second).toMatchObject({ CONTACT_EMAIL: 'two@example.com', CLIENT_ID: 'web-two' });
      expect(second.SENTRY_DSN).toBeUndefined();
    }
    // The client id and secret are always the ones the server accepts.
    expect(settingsOf((await page(one, '/')).body)).toMatchObject({
      CLIENT_ID: 'guildhall-web',
      CLIENT_SECRET: 'guildhall-web-public',
    });
    const etagOne = (await page(one, '/community')).headers.etag as string;
    const etagTwo = (await page(two, '/community')).headers.etag as string;
    expect(etagOne).not.toBe(etagTwo);
    // A browser holding the other configuration's page gets the new one, not a 304.
    expect((await page(one, '/community', { 'if-none-match': etagTwo })).statusCode).toBe(200);
    expect((await page(one, '/community', { 'if-none-match': etagOne })).statusCode).toBe(304);
  });

  it('escapes values, so a setting can never end its element', async () => {
    const t = await start({
      FOUNDER_NAME: '</script><script>alert(1)</script>',
      FOUNDER_ROLE: '<!--',
    });
    const html = (await page(t, '/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(settingsOf(html).FOUNDER_NAME).toBe('</script><script>alert(1)</script>');
  });

  it('never carries anything but the public settings', async () => {
    const markers = {
      AUTH_SECRET: 'marker-auth-secret-0001',
      DATABASE_URL: 'postgres://marker-db-user:marker-db-pass@127.0.0.1:1/marker_db_0002',
      SMTP_URL: 'smtp://marker-smtp-user:marker-smtp-pass@marker-smtp.invalid:25',
      S3_BUCKET: 'guildhall-uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEYID',
      S3_SECRET_ACCESS_KEY: 'marker-s3-secret-0003',
      METRICS_TOKEN: 'marker-metrics-token-0004',
      SOME_UNKNOWN_VARIABLE: 'marker-unknown-0005',
      VITE_SOMETHING_ELSE: 'marker-vite-unknown-0006',
    };
    const config = loadConfig({ NODE_ENV: 'test', ...markers, CONTACT_EMAIL: 'ops@example.com' });
    expect(
      Object.keys(config.publicSettings).every((name) =>
        (PUBLIC_SETTINGS as readonly string[]).includes(name),
      ),
    ).toBe(true);
    const t = await start({ ...markers, CONTACT_EMAIL: 'ops@example.com' });
    for (const url of PAGES) {
      const html = (await page(t, url)).body;
      expect(settingsOf(html).CONTACT_EMAIL).toBe('ops@example.com');
      for (const [name, value] of Object.entries(markers)) {
        expect(html, `${name} in ${url}`).not.toContain(value);
        expect(html).not.toContain('marker');
      }
    }
  });
});
