import type { Page } from '@playwright/test';
import { DEMO_LOGIN } from '../../demo/community';
import { SPA_ROUTE_PATTERNS } from '../../src/contract/spaPaths';
import { API_PATH_PATTERNS } from '../../src/lib/telemetry/apiPaths';
import { expect, test } from './fixtures';
import { logIn, startBuiltServer, type BuiltServer } from './support';
import {
  looksLikeAPerson,
  PERSON_USER_AGENT,
  posthogEventsOf,
  sentryEvents,
  startCollector,
  type Collector,
} from './telemetryCollector';

// Issue 38 item 2, "Nothing secret leaves the browser": every SPA route and API path with a
// token, uuid or id, opened or called in Chromium with marker values, an error raised on each
// page, and the marker found in no request that reaches the analytics or error-reporting
// collector (path, headers or body, in every encoding the SDKs send). What they see instead is
// the route pattern (src/lib/telemetry/redact.ts).

/** In tokens and uuids; `:id` takes a number, as the screens and the API read one. */
const MARKER = 'MARKER7f3a9c41';
const ID_MARKER = '2086753091';
const MARKERS = [MARKER, ID_MARKER];

const hasParameter = (pattern: string) => /[:*]/.test(pattern);

/** A pattern's path with marker values in place of its parameters (and below a splat). */
const withMarkers = (pattern: string): string =>
  pattern
    .replace(/:id\b/g, ID_MARKER)
    .replace(/:[\w-]+/g, MARKER)
    .replace(/\*$/, `${MARKER}/${MARKER}`);

const SPA_ROUTES = SPA_ROUTE_PATTERNS.filter(hasParameter);
const API_PATHS = API_PATH_PATTERNS.filter(hasParameter);

/** Waits until Sentry has wrapped fetch and history (its breadcrumbs see them from then on). */
async function sentryStarted(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            typeof (window.fetch as { __sentry_original__?: unknown }).__sentry_original__ ===
            'function',
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Where a value could be: the request's path, its headers, and every decoding of its body. */
const leaks = (collector: Collector) =>
  collector.received.flatMap((request) => {
    const texts = [request.path, JSON.stringify(request.headers), ...request.bodies];
    return MARKERS.filter((marker) =>
      texts.some((text) => text.toLowerCase().includes(marker.toLowerCase())),
    ).map((marker) => `${request.method} ${request.path}: ${marker}`);
  });

test.describe('telemetry markers', () => {
  test.use({ userAgent: PERSON_USER_AGENT });
  // Two passes over every route, each page waiting for its error to arrive; the server of its
  // own starts in beforeAll, which this bound covers too.
  test.describe.configure({ timeout: 480_000 });

  let collector: Collector;
  let app: BuiltServer;

  test.beforeAll(async () => {
    // The describe's bound does not reach a beforeAll hook: its own.
    test.setTimeout(300_000);
    collector = await startCollector();
    app = await startBuiltServer({
      SENTRY_DSN: `http://publickey@127.0.0.1:${collector.port}/1`,
      ANALYTICS_KEY: 'phc_e2e_key',
      ANALYTICS_HOST: `http://127.0.0.1:${collector.port}`,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await collector?.close();
  });

  test('no token, uuid, id, query string or fragment reaches PostHog or Sentry', async ({
    page,
    allowConsoleError,
  }) => {
    // The raised errors, and the API's 4xx answers to the marker values.
    allowConsoleError(/E2E marker error|Failed to load resource|status of 4\d\d/);
    await looksLikeAPerson(page);
    expect(SPA_ROUTES.length).toBeGreaterThanOrEqual(10);
    expect(API_PATHS.length).toBeGreaterThanOrEqual(30);

    let raised = 0;
    /** Opens a route with markers, calls its share of the API paths, and raises an error. */
    async function visit(pattern: string, apiPaths: readonly string[]) {
      const path = withMarkers(pattern);
      await page.goto(`${app.origin}${path}?token=${MARKER}&next=${path}#${MARKER}`);
      await sentryStarted(page);
      await page.evaluate(
        async ({ calls, again }) => {
          for (const call of calls) await fetch(call).catch(() => undefined);
          // A navigation breadcrumb, and the URL the error below is reported from.
          history.pushState(null, '', again);
        },
        {
          calls: apiPaths.map((api) => `${withMarkers(api)}?token=${MARKER}`),
          again: `${path}?again=${MARKER}#${MARKER}`,
        },
      );
      raised += 1;
      const message = `E2E marker error ${raised}`;
      await page.evaluate((text) => {
        setTimeout(() => {
          throw new Error(text);
        });
      }, message);
      await expect
        .poll(
          () => sentryEvents(collector).some((event) => JSON.stringify(event).includes(message)),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
    }

    const share = (index: number) =>
      API_PATHS.filter((_, position) => position % SPA_ROUTES.length === index);

    // Signed out (the guarded routes send the visitor to log in), then as a member.
    for (const [index, pattern] of SPA_ROUTES.entries()) await visit(pattern, share(index));
    await page.goto(`${app.origin}/login`);
    await logIn(page, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [index, pattern] of SPA_ROUTES.entries()) await visit(pattern, share(index));
    // PostHog sends the last page's batch when the page is left.
    await page.goto(`${app.origin}/`);

    const publicRoutes = SPA_ROUTES.filter(
      (pattern) => !/^\/(admin|team|settings)\b/.test(pattern),
    );
    await expect
      .poll(
        () => {
          const seen = new Set(
            posthogEventsOf(collector)
              .filter((event) => event.event === '$pageview')
              .map((event) => event.properties.$pathname),
          );
          return publicRoutes.filter((pattern) => !seen.has(pattern));
        },
        { timeout: 30_000 },
      )
      .toEqual([]);

    // What they saw instead: the patterns.
    const events = sentryEvents(collector);
    const urls = new Set(events.map((event) => (event.request as { url?: string })?.url));
    for (const pattern of SPA_ROUTES) expect(urls).toContain(`${app.origin}${pattern}`);
    const fetched = new Set(
      events.flatMap((event) =>
        ((event.breadcrumbs ?? []) as Array<{ category?: string; data?: { url?: string } }>)
          .filter((crumb) => crumb.category === 'fetch')
          .map((crumb) => crumb.data?.url),
      ),
    );
    for (const pattern of API_PATHS) expect(fetched).toContain(pattern);
    const pageview = posthogEventsOf(collector).find(
      (event) => event.properties.$pathname === '/verify-email/:token',
    );
    expect(pageview?.properties.$current_url).toBe(`${app.origin}/verify-email/:token`);

    // And never the values.
    expect(collector.received.length).toBeGreaterThan(2 * SPA_ROUTES.length);
    expect(leaks(collector)).toEqual([]);
  });
});
