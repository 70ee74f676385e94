import { expect, test } from './fixtures';

test('the app shell loads from npm start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Independence without tradeoffs',
  );
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
});

test('any other path renders the not-found page through the history fallback', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers under /api with JSON errors', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const missing = await request.get('/api/v1/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'ResourceNotFound' });
});
