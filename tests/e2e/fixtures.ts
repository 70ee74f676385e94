import { test as base, expect } from '@playwright/test';

export interface ConsoleFixtures {
  consoleErrors: string[];
  /**
   * Console errors a test expects, e.g. the browser's own "Failed to load resource … 401" line
   * when a journey deliberately submits a wrong password. Anything else still fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
}

/**
 * Every page of every test fails on a console error or an uncaught exception, so a journey
 * that "works" while logging errors does not pass.
 */
export const test = base.extend<ConsoleFixtures & { allowedConsoleErrors: RegExp[] }>({
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
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
