import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, startBuiltServer, type BuiltServer } from './support';
import {
  envelopeItems,
  looksLikeAPerson,
  PERSON_USER_AGENT,
  posthogEvents,
  startCollector,
  type Collector,
} from './telemetryCollector';

// The analytics and error-reporting SDKs' real requests (issue 11 part 4). The production build
// is the one every test uses; a second server started here serves it configured at run time
// (SENTRY_DSN, ANALYTICS_KEY, ANALYTICS_HOST: written into the page's settings and its CSP),
// with the DSN and the PostHog host pointing at a collector this file runs. The collector
// answers like the services and keeps what the SDKs sent.

const DEMO = { email: 'demo@guildhall.local', password: 'guildhall-demo' };

/** The chunk files the production build made for the SDK modules (dist/client's manifest). */
function sdkChunkFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return ['src/lib/telemetry/sentry.ts', 'src/lib/telemetry/posthog.ts'].map((source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`The build has no chunk for ${source}.`);
    return file;
  });
}

test.describe('configured', () => {
  test.use({ userAgent: PERSON_USER_AGENT });

  let collector: Collector;
  let app: BuiltServer;

  test.beforeAll(async () => {
    collector = await startCollector();
    const local = `http://127.0.0.1:${collector.port}`;
    app = await startBuiltServer({
      SENTRY_DSN: `http://publickey@127.0.0.1:${collector.port}/1`,
      ANALYTICS_KEY: 'phc_e2e_key',
      ANALYTICS_HOST: local,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await collector?.close();
  });

  test('uncaught errors and rejections reach Sentry as envelopes, early ones too', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/E2E (early|uncaught|rejected)/);
    const events = () =>
      collector.captured
        .filter((request) => request.path.startsWith('/api/1/envelope/'))
        .flatMap((request) => envelopeItems(request.body))
        .filter((item) => item.type === 'event')
        .map((item) => item.payload);
    // The error itself is the last of an event's exceptions (its causes come first).
    const exception = (value: RegExp) =>
      events()
        .map((event) =>
          (event.exception as { values: Array<{ type: string; value: string }> }).values.at(-1),
        )
        .find((candidate) => candidate && value.test(candidate.value));
    // Thrown as soon as the first chunk (React's, with the capture of errors: vite.config.ts)
    // has run, before the app's own, while the SDK is still loading: queued. The landing asks
    // for its code once it has painted (server/html.ts CODE_AFTER_PAINT_SCRIPT).
    await page.addInitScript(() => {
      document.addEventListener(
        'load',
        (event) => {
          const target = event.target;
          if (target instanceof HTMLScriptElement && target.src.includes('/assets/react-')) {
            setTimeout(() => {
              throw new Error('E2E early error');
            });
          }
        },
        true,
      );
    });
    const sdk = page.waitForResponse((response) =>
      /\/assets\/sentry-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`${app.origin}/`);
    await sdk;
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error(`E2E uncaught ${'x'.repeat(300)}`);
      });
    });
    await expect.poll(() => exception(/^E2E uncaught/), { timeout: 15_000 }).toBeDefined();
    // A task of its own: the SDK ignores global errors for one tick after an error it saw thrown
    // through a callback it wraps (setTimeout's), so as not to report that one twice.
    await page.evaluate(() => {
      void Promise.reject(new TypeError('E2E rejected promise'));
    });
    await expect.poll(() => exception(/^E2E rejected/), { timeout: 15_000 }).toBeDefined();
    expect(exception(/^E2E early error$/)).toMatchObject({ type: 'Error' });
    // Values cut at 250 characters (spec 9).
    expect(exception(/^E2E uncaught/)).toEqual(
      expect.objectContaining({ type: 'Error', value: `E2E uncaught ${'x'.repeat(237)}...` }),
    );
    expect(exception(/^E2E rejected promise$/)).toMatchObject({ type: 'TypeError' });
    const uncaught = events().find((event) => JSON.stringify(event).includes('E2E uncaught'));
    expect(uncaught).toMatchObject({
      platform: 'javascript',
      environment: 'production',
      request: { url: `${app.origin}/` },
    });
    // The DSN's key goes in the query string, the project in the path.
    expect(collector.captured.some((request) => /sentry_key=publickey/.test(request.path))).toBe(
      true,
    );
  });

  test('the SDKs download only after the load event, on every public page', async ({ page }) => {
    await looksLikeAPerson(page);
    const chunks = sdkChunkFiles();
    for (const path of ['/', '/login', '/community']) {
      await page.goto(`${app.origin}${path}`);
      // Both SDKs arrive once the page settled (the first idle moment after the load event).
      await expect
        .poll(
          () =>
            page.evaluate(
              (files) =>
                files.every((file) =>
                  performance
                    .getEntriesByType('resource')
                    .some((entry) => entry.name.endsWith(`/${file}`)),
                ),
              chunks,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      const timing = await page.evaluate((files) => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return {
          loadEventEnd: navigation!.loadEventEnd,
          sdks: performance
            .getEntriesByType('resource')
            .filter((entry) => files.some((file) => entry.name.endsWith(`/${file}`)))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        };
      }, chunks);
      expect(timing.loadEventEnd, path).toBeGreaterThan(0);
      for (const sdk of timing.sdks) {
        expect(sdk.startTime, `${sdk.name} on ${path}`).toBeGreaterThanOrEqual(timing.loadEventEnd);
      }
    }
  });

  test('PostHog gets identify after login, a page view per path and a track event', async ({
    page,
  }) => {
    await looksLikeAPerson(page);
    const posthog = () =>
      collector.captured
        .filter((request) => !request.path.startsWith('/api/1/'))
        .flatMap((request) => posthogEvents(request.body));

    await page.goto(`${app.origin}/login`);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page).toHaveURL(/\/community/);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/community\?/);

    await expect
      .poll(() => posthog().some((event) => event.event === 'Community Searched'), {
        timeout: 20_000,
      })
      .toBe(true);
    const events = posthog();
    const identify = events.find((event) => event.event === '$identify');
    expect(identify?.properties).toMatchObject({ distinct_id: '1', token: 'phc_e2e_key' });
    expect(identify?.properties.$anon_distinct_id).toEqual(expect.any(String));
    const pages = events
      .filter((event) => event.event === '$pageview')
      .map((event) => event.properties.$pathname);
    expect(pages).toEqual(expect.arrayContaining(['/login', '/dashboard', '/community']));
    const searched = events.find((event) => event.event === 'Community Searched');
    expect(searched?.properties).toMatchObject({ distinct_id: '1' });
    // No query string leaves the browser.
    for (const event of events) {
      expect(String(event.properties.$current_url ?? '')).not.toContain('?');
    }

    // Logging out forgets the member: what follows is anonymous.
    const before = posthog().length;
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await expect
      .poll(
        () =>
          posthog()
            .slice(before)
            .some((event) => event.event === '$pageview'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const after = posthog()
      .slice(before)
      .filter((event) => event.event === '$pageview');
    expect(after.at(-1)?.properties.distinct_id).not.toBe('1');
  });
});

test('without configuration no SDK chunk loads and nothing goes to another host', async ({
  page,
  baseURL,
  allowConsoleError,
}) => {
  allowConsoleError(/unconfigured rejection/);
  const chunks = sdkChunkFiles();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Community' }).first().click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/community\?/);
  await page.evaluate(() => {
    void Promise.reject(new Error('unconfigured rejection'));
  });
  await page.waitForLoadState('networkidle');

  const origin = new URL(baseURL ?? '').origin;
  const urls = requests.map((request) => request.url());
  expect(urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  for (const chunk of chunks) expect(urls.some((url) => url.endsWith(chunk))).toBe(false);
});
