import type { Page } from '@playwright/test';
import { DEMO_LOGIN, demoCommunity } from '../../demo/community';
import { demoDocuments } from '../../demo/content';
import { expect, test } from './fixtures';
import { logIn } from './support';

// /dashboard as the demo member on the real server, with the bundled demo content: the top
// bar, the links of the side columns, the featured members and live events, and the Show
// more / Hide block at the spec's mobile width. (The post form and Invite a peer: see
// dashboard-forms.spec.ts; axe: accessibility.spec.ts.)

const DEMO_ID = 1;
const { members } = demoCommunity();
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;

const featuredIds = (
  demoDocuments.find((doc) => doc.type === 'community_users_ids')!.data as {
    users: Array<{ user_id1: number | string }>;
  }
).users.map((user) => Number(user.user_id1));
/** Newest first, as the dashboard asks for them. */
const liveEvents = demoDocuments
  .filter((doc) => doc.type === 'liveevents')
  .map((doc) => doc.data as { name: string; buttontext?: string | null; url: string })
  .reverse();

async function openDashboard(page: Page) {
  await page.goto('/login');
  await logIn(page, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get the most out of your membership' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard \| Guildhall$/);
}

test.describe('desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the top bar: three steps, the complete profile marked done', async ({ page }) => {
    await openDashboard(page);
    const steps = page.getByRole('list', { name: 'Membership steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0).getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/settings/',
    );
    // Dana Demo's profile is complete; Slack and the call leave no record, so never done.
    await expect(steps.nth(0).getByText('Done')).toBeVisible();
    await expect(steps.nth(1).getByText('Done')).toHaveCount(0);
    await expect(steps.nth(2).getByText('Done')).toHaveCount(0);
    const slack = steps.nth(1).getByRole('link', { name: /^Join Slack/ });
    await expect(slack).toHaveAttribute('href', /^https:\/\//);
    await expect(slack).toHaveAttribute('target', '_blank');
    const call = steps.nth(2).getByRole('link', { name: 'Complete Onboarding Call' });
    await expect(call).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=Onboarding%20call&body=/,
    );
    await expect(steps.nth(2)).toContainText('(via e-mail)');

    await steps.nth(0).getByRole('link', { name: 'Complete Your Profile' }).click();
    await expect(page).toHaveURL(/\/settings\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the featured members and live events of the demo content', async ({ page }) => {
    // The featured member's profile asks whether I watch them and how our teams relate; "none"
    // is an answer (200), so the console stays clean.
    await openDashboard(page);
    const featured = page.getByRole('list', { name: 'Featured members' });
    await expect(featured.getByRole('link')).toHaveText(featuredIds.map(nameOf));
    for (const [index, id] of featuredIds.entries()) {
      await expect(featured.getByRole('link').nth(index)).toHaveAttribute('href', `/profile/${id}`);
    }
    const events = page.getByRole('region', { name: 'Join live events!' });
    await expect(events.getByRole('listitem')).toHaveCount(liveEvents.length);
    for (const event of liveEvents) {
      await expect(events.getByText(event.name, { exact: true })).toBeVisible();
      const link = events.getByRole('link', { name: new RegExp(`: ${event.name} `) });
      await expect(link).toHaveAttribute('href', event.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveText(event.buttontext ?? 'Join');
    }

    await featured.getByRole('link', { name: nameOf(featuredIds[0]!) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${featuredIds[0]}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: nameOf(featuredIds[0]!) }),
    ).toBeVisible();
  });

  test('the side columns lead where they say', async ({ page }) => {
    await openDashboard(page);
    const internal: Array<[name: string, path: string]> = [
      ['View the roadmap', '/efficiency-roadmap'],
      ['My Watchlist', '/watch-list'],
      ['My Team', `/team/${DEMO_ID}`],
      ['Marketing help', '/marketing-help'],
      ['Technology help', '/technology-help'],
      ['See the plans', '/virtual-assistant'],
      ['Find people', '/community'],
      [nameOf(DEMO_ID), `/profile/${DEMO_ID}`],
      ['Edit Profile', '/settings'],
    ];
    for (const [name, path] of internal) {
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    const links = page.getByRole('navigation', { name: 'Member resources' });
    const slackTips = links.getByRole('link', { name: /^Slack tips/ });
    await expect(slackTips).toHaveAttribute('href', /^https:\/\//);
    await expect(slackTips).toHaveAttribute('target', '_blank');
    await expect(links.getByRole('link', { name: 'Email the concierge' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@/,
    );
    await expect(page.getByText('$50/hr')).toBeVisible();
  });

  test('the right column stays 20 px below the top while the page scrolls', async ({ page }) => {
    await openDashboard(page);
    const right = page.locator('[data-column="right"]');
    await expect(right).toHaveCSS('position', 'sticky');
    await expect(right).toHaveCSS('top', '20px');
    await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
  });
});

test.describe('mobile (375px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side columns are one Show more / Hide block', async ({ page }) => {
    await openDashboard(page);
    const more = page.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const block = page.locator(`#${await more.getAttribute('aria-controls')}`);
    await expect(block).toBeHidden();
    await expect(page.getByRole('link', { name: 'Find people' })).toBeHidden();

    await more.click();
    const hide = page.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(block).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member resources' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Featured members' }).getByRole('link')).toHaveText(
      featuredIds.map(nameOf),
    );
    await expect(
      page.getByRole('region', { name: 'Join live events!' }).getByRole('listitem'),
    ).toHaveCount(liveEvents.length);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await hide.click();
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(block).toBeHidden();
  });
});
