import { expect, test } from './fixtures';

test('the app shell loads from npm start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Independence without tradeoffs',
  );
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
});

test('any other path renders the not-found page, answered with status 404', async ({
  page,
  allowConsoleError,
}) => {
  // The browser reports the page's own 404 on the console.
  allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
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

test('a path no route matches is a 404 over HTTP; every route pattern is a page', async ({
  request,
}) => {
  for (const path of ['/.env', '/no-such-page', '/no/such/page', '/index.html', '/wp-login.php']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(await answer.text(), path).toContain('id="root"');
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
  }
  for (const path of [
    '/',
    '/community',
    '/login',
    '/settings',
    '/settings/no-such-section',
    '/reset?token=abc&username=someone%40example.com',
    '/profile/not-an-id',
    '/team/1',
    '/testimonial/99999999-9999-4999-8999-999999999999',
    '/onboarding/call',
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
  }
});
