import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newcomer } from './support';

// Every public page, at desktop and at the spec's mobile width, has no serious or critical
// accessibility violation (axe-core, WCAG 2.x A and AA rules).

const publicPages = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc&username=someone%40example.com',
  '/privacy',
  '/terms',
  '/community',
  '/no/such/page',
];

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const viewport of widths) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of publicPages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Nothing may overflow sideways at 375 px.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggles, is accessible when open, and closes on route change', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('#mobile-navigation').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#mobile-navigation')
      .getByRole('link', { name: 'Community Search' })
      .click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('#mobile-navigation')).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  for (const viewport of widths) {
    test(`the member's navigation is accessible at ${viewport.width}px`, async ({
      page,
      request,
    }) => {
      const member = newcomer('a11y');
      expect((await request.post('/api/v1/users', { data: member })).status()).toBe(201);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/login');
      await logIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await seriousViolations(page)).toEqual([]);

      if (viewport.width >= 640) {
        await page.getByRole('button', { name: /^Account menu for/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('#mobile-navigation')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
