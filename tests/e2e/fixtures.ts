import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The bundled demo content's alert, a toast each member sees once (issue 11). */
export const CONTENT_ALERT = 'New: the efficiency roadmap now covers retirement planning.';

/** The demo content's alert toast on a page. */
export const contentAlertToast = (page: Page) =>
  page
    .getByRole('region', { name: 'Alerts' })
    .getByRole('status')
    .filter({ hasText: CONTENT_ALERT });

/**
 * Whenever the demo content's alert shows, it is dismissed before the next action or assertion,
 * as a member would, so journeys about other things never meet it in their way (it sits where
 * their own toasts show). tests/e2e/content-alerts.spec.ts removes the handler to watch it.
 */
async function dismissContentAlert(page: Page) {
  const toast = contentAlertToast(page);
  await page.addLocatorHandler(toast, async () => {
    // A click event alone: no pointer or focus moves, so an open menu or dialog stays open.
    // The toast may run out in the meantime: then there is nothing left to dismiss.
    await toast
      .getByRole('button', { name: 'Dismiss alert' })
      .dispatchEvent('click', undefined, { timeout: 1000 })
      .catch(() => undefined);
  });
}

export interface ConsoleFixtures {
  consoleErrors: string[];
  /**
   * Console errors a test expects, e.g. the browser's own "Failed to load resource … 401" line
   * when a journey deliberately submits a wrong password. Anything else still fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
  /**
   * A page in a browser context of its own (a second member, an anonymous visitor), with the
   * test's options; its console is held to the same rule as `page`'s.
   */
  newPage: () => Promise<Page>;
}

/** Collects a page's console errors and uncaught exceptions into `errors`. */
function recordErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

function expectOnlyAllowed(errors: string[], allowed: RegExp[]) {
  const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
  expect(unexpected, 'console errors on the page').toEqual([]);
}

/**
 * Every page of every test fails on a console error or an uncaught exception, so a journey
 * that "works" while logging errors does not pass.
 */
export const test = base.extend<
  ConsoleFixtures & { allowedConsoleErrors: RegExp[]; contentAlertDismissed: void }
>({
  contentAlertDismissed: [
    async ({ page }, use) => {
      await dismissContentAlert(page);
      await use();
    },
    { auto: true },
  ],
  allowedConsoleErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      recordErrors(page, errors);
      await use(errors);
      expectOnlyAllowed(errors, allowedConsoleErrors);
    },
    { auto: true },
  ],
  newPage: async ({ browser, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      recordErrors(page, errors);
      await dismissContentAlert(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
    expectOnlyAllowed(errors, allowedConsoleErrors);
  },
});

export { expect };
