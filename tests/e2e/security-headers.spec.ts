import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support';

// The production server sends a Content-Security-Policy; the SPA must work under it. Chromium
// fires `securitypolicyviolation` for everything the policy blocks (a caught `new Function` probe
// included), so any violation on these pages fails the test.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the public pages and the dashboard run under the Content-Security-Policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/login', '/signup', '/community', '/privacy']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/login');
  await logIn(page, 'demo@guildhall.local', 'guildhall-demo');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('pages and the API carry the security headers; source maps are not served', async ({
  request,
}) => {
  for (const path of ['/', '/community', '/api/health']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const html = await (await request.get('/')).text();
  // A module script's tag, or the block naming the code the page asks for once painted.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const source = await (await request.get(script!)).text();
  expect(source).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
