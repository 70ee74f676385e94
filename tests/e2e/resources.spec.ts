import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { ResourceItem, Vendor } from '../../src/contract/index';
import { DEMO_LOGIN } from '../../demo/community';
import { demoDocuments, EFFICIENCY_TIPS } from '../../demo/content';
import { expect, test } from './fixtures';
import { logIn, settledForAxe } from './support';

// The five resource pages (spec 2 "Resource pages") as the demo member on the real server,
// with the bundled demo content (demo/content) served in the content service's REST shape:
// the roadmap's selection in the URL and Back, cards by section, vendors, the four plans, the
// content images' srcset and alt text, and axe at 1280 and 375 px.

const CONCIERGE = 'concierge@guildhall.community';
const WIDTHS = ['640w', '828w', '1200w', '2048w', '3840w'];

const dataOf = <T = ResourceItem>(type: string): T[] =>
  demoDocuments.filter((doc) => doc.type === type).map((doc) => doc.data as T);
const sectionsOf = (type: string) => [
  ...new Set(dataOf(type).map((item) => item.section as string)),
];

async function signIn(page: Page) {
  await page.goto('/login');
  await logIn(page, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const tipsNav = (page: Page) => page.getByRole('navigation', { name: 'Roadmap tips' });

/** The roadmap shows tip `number` (1-based): its link is current, its heading and cards show. */
async function expectTip(page: Page, number: number) {
  const tip = EFFICIENCY_TIPS[number - 1]!;
  await expect(page).toHaveURL(new RegExp(`/efficiency-roadmap\\?tip=${number}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Tip ${number}: ${tip}` }),
  ).toBeVisible();
  await expect(tipsNav(page).locator('[aria-current="step"]')).toHaveText(`${number}${tip}`);
  const titles = dataOf('efficiency')
    .filter((item) => item.section === tip)
    .map((item) => item.title!);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(titles);
}

/** Every content image on the page: the image service's widths as srcset, alt text, loaded. */
async function expectContentImages(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(WIDTHS);
    expect(await image.getAttribute('sizes')).toBeTruthy();
    expect(await image.getAttribute('alt')).toMatch(/\S/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** A card's button: its url, in a new tab that gets no handle on this page. */
async function expectExternalButton(card: Locator, item: { url?: string | null }) {
  const button = card.getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(button).toHaveAttribute('href', item.url!);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', /noopener/);
}

test.describe('desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/efficiency-roadmap: eight tips, the selection in the URL, Back and a shared link', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/efficiency-roadmap');
    await expect(page).toHaveTitle('Efficiency roadmap | Guildhall');
    await expect(page.getByRole('heading', { level: 1, name: 'Efficiency roadmap' })).toBeVisible();
    await expect(tipsNav(page).getByRole('link')).toHaveText(
      EFFICIENCY_TIPS.map((tip, index) => `${index + 1}${tip}`),
    );
    await expect(
      page.getByRole('heading', { level: 2, name: `Tip 1: ${EFFICIENCY_TIPS[0]}` }),
    ).toBeVisible();

    await tipsNav(page)
      .getByRole('link', { name: `3 ${EFFICIENCY_TIPS[2]}` })
      .click();
    await expectTip(page, 3);
    await tipsNav(page)
      .getByRole('link', { name: `6 ${EFFICIENCY_TIPS[5]}` })
      .click();
    await expectTip(page, 6);
    await page.goBack();
    await expectTip(page, 3);
    await page.goForward();
    await expectTip(page, 6);

    // A shared link opens on its tip.
    await page.goto('/efficiency-roadmap?tip=8');
    await expectTip(page, 8);
    const [first] = dataOf('efficiency').filter((item) => item.section === EFFICIENCY_TIPS[7]);
    await expectExternalButton(page.getByRole('article').first(), first!);
  });

  test('/marketing-help: cards by section, and the vendors', async ({ page }) => {
    await signIn(page);
    await page.goto('/marketing-help');
    await expect(page).toHaveTitle('Marketing help | Guildhall');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sectionsOf('marketing_help'));
    const items = dataOf('marketing_help');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(items.map((i) => i.title!));
    for (const item of items) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: item.title!, exact: true }),
      });
      await expectExternalButton(card, item);
      for (const { tag } of item.tags ?? []) {
        await expect(card.getByRole('list', { name: 'Tags' })).toContainText(tag!);
      }
    }

    await page.getByRole('link', { name: 'See our marketing vendors' }).click();
    await expect(page).toHaveURL(/\/marketing-help\/vendors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing vendors' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Marketing help' }).click();
    await expect(page).toHaveURL(/\/marketing-help$/);
  });

  test('/marketing-help/vendors: vendor cards, Suggest a Vendor and Contact Us', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/marketing-help/vendors');
    await expect(page).toHaveTitle('Marketing vendors | Guildhall');
    // Newest first: the last one listed shows first.
    const vendors = dataOf<Vendor>('vendors').reverse();
    const cards = page.getByRole('list', { name: 'Vendors' }).getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(vendors.map((v) => v.title!));
    for (const [index, vendor] of vendors.entries()) {
      await expectExternalButton(cards.nth(index), vendor);
      await expect(cards.nth(index).getByRole('list', { name: 'Tags' })).toHaveText(
        (vendor.tags ?? []).map(({ tag }) => tag!).join(''),
      );
    }
    await expect(page.getByRole('link', { name: 'Suggest a Vendor' })).toHaveAttribute(
      'href',
      `mailto:${CONCIERGE}?subject=Suggest%20a%20Vendor`,
    );
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${CONCIERGE}\\?subject=A%20question`),
    );
  });

  test('/technology-help: cards by section', async ({ page }) => {
    await signIn(page);
    await page.goto('/technology-help');
    await expect(page).toHaveTitle('Technology help | Guildhall');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sectionsOf('technology_help'));
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(
      dataOf('technology_help').map((item) => item.title!),
    );
  });

  test('/virtual-assistant: the four plans of spec 9', async ({ page }) => {
    await signIn(page);
    await page.goto('/virtual-assistant');
    await expect(page).toHaveTitle('Virtual Assistant | Guildhall');
    const plans = page.getByRole('list', { name: 'Plans' }).getByRole('article');
    await expect(plans).toHaveCount(4);
    const prices = ['$50/hr', '$37/hr', '$27/hr', '$9/hr'];
    for (const [index, price] of prices.entries())
      await expect(plans.nth(index)).toContainText(price);
    await expect(plans.nth(0)).toContainText('Best value');
    await expect(page.getByText('Best value')).toHaveCount(1);
    await expect(plans.nth(1)).toContainText('12 hours/month minimum · 1-month contract');
    await expect(plans.nth(2)).toContainText('10 hours/month minimum · 1-month contract');
    const premier = plans.nth(0).getByRole('link', { name: /^Get started/ });
    await expect(premier).toHaveAttribute('href', new RegExp(`^mailto:${CONCIERGE}\\?subject=`));
  });

  test('content images: the image service widths as srcset, alt text, and they load', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/marketing-help');
    await expectContentImages(page.getByRole('article').getByRole('img'), 6);
    // The first row loads at once; the rest when scrolled to.
    const images = page.getByRole('article').getByRole('img');
    await expect(images.first()).not.toHaveAttribute('loading');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');

    await page.goto('/marketing-help/vendors');
    await expectContentImages(page.getByRole('article').getByRole('img'), 4);
    await page.goto('/efficiency-roadmap?tip=2');
    await expectContentImages(page.getByRole('article').getByRole('img'), 2);
  });
});

// axe-core, WCAG 2.x A and AA: nothing serious or critical, and nothing overflows sideways.
const PAGES = [
  { path: '/efficiency-roadmap?tip=4', heading: 'Efficiency roadmap' },
  { path: '/marketing-help', heading: 'Marketing help' },
  { path: '/marketing-help/vendors', heading: 'Marketing vendors' },
  { path: '/technology-help', heading: 'Technology help' },
  { path: '/virtual-assistant', heading: 'Virtual Assistant' },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`accessible at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const { path, heading } of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await signIn(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await settledForAxe(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        expect(serious).toEqual([]);
      });
    }
  });
}
