import { CONTENT_ALERT as ALERT, contentAlertToast, expect, test } from './fixtures';
import { logIn } from './support';

// Issue 11 part 2 on the real server and its bundled content: the content service's alert shows
// as a toast once; dismissed, it does not come back on the next visit. Visitors get neither the
// alerts nor their code.

const DEMO = { id: 1, email: 'demo@guildhall.local', password: 'guildhall-demo' };

const isAlertsQuery = (url: string) =>
  url.includes('/api/content/api/v2/documents/search') &&
  decodeURIComponent(url).includes('"alerts"');

test('the demo member sees the content alert once: dismissed, it does not come back', async ({
  page,
}) => {
  // Other journeys have the alert dismissed as soon as it shows; this one watches it.
  await page.removeLocatorHandler(contentAlertToast(page));
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ContentAlerts-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  const alertQueries: string[] = [];
  page.on('request', (request) => {
    if (isAlertsQuery(request.url())) alertQueries.push(request.url());
  });

  // A visitor: no alert, and the alerts' code is not fetched.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(chunks).toEqual([]);
  expect(alertQueries).toEqual([]);

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = contentAlertToast(page);
  await expect(toast).toHaveText(ALERT);
  expect(chunks).toHaveLength(1);
  // Clear of the navigation: below the header, whatever the width (issue 25).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const header = await page.getByRole('banner').first().boundingBox();
    const box = await toast.boundingBox();
    expect(box && header && box.y >= header.y + header.height, `at ${width} px`).toBe(true);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await toast.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(toast).toHaveCount(0);
  const seen = await page.evaluate(
    (key) => localStorage.getItem(key),
    `guildhall.contentAlerts.seen.v1.${DEMO.id}`,
  );
  expect(JSON.parse(seen ?? '[]')).toHaveLength(1);

  // The next visit: the alerts are asked for again, and the dismissed one stays away.
  const answered = page.waitForResponse((response) => isAlertsQuery(response.url()));
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await answered).status()).toBe(200);
  // Gives the answer time to reach the toasts (it would show within a frame or two).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  await expect(page.getByRole('region', { name: 'Alerts' })).toBeEmpty();
  await expect(page.getByText(ALERT)).toHaveCount(0);
});
