import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/lib/config';
import { DashboardScreen, type DashboardScreenProps } from '@/screens/dashboard/DashboardScreen';
import { demoCommunity } from '@demo/community';
import {
  dashboardPending,
  demoFeaturedIds,
  demoLiveEvents,
  featuredWithDeparted,
  noDashboardContent,
  noLiveEvents,
} from '@mocks/scenarios';
import { contentFailure } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedInIncomplete, signedOut } from '@stories/support/session';

const { members } = demoCommunity();
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;
const FEATURED = demoFeaturedIds();
const EVENTS = demoLiveEvents();
const FAILURE = 'Something went wrong. Please refresh or try again later.';

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardScreen,
  args: { routePath: '/dashboard' },
  parameters: signedIn(),
  // The three columns side by side; the Mobile stories show 375 px, where the side columns fold.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<DashboardScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<DashboardScreenProps & PageArgs>;

const rightColumnOf = (inside: Element) => inside.closest<HTMLElement>('[data-column="right"]')!;

/** The content service's client loads on first use: content may take a while on a busy CI. */
const CONTENT = { timeout: 15000 };

const featuredList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Featured members' }, CONTENT);

/** The signed-in demo member: the steps, the three columns, featured members and events. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Get the most out of your membership' }),
    ).toBeVisible();

    // Left column.
    await expect(canvas.getByRole('link', { name: 'View the roadmap' })).toHaveAttribute(
      'href',
      '/efficiency-roadmap',
    );
    const links = canvas.getByRole('navigation', { name: 'Member resources' });
    const href = (name: string | RegExp) => within(links).getByRole('link', { name });
    await expect(href('My Watchlist')).toHaveAttribute('href', '/watch-list');
    await expect(href('My Team')).toHaveAttribute('href', '/team/1');
    await expect(href('Marketing help')).toHaveAttribute('href', '/marketing-help');
    await expect(href('Technology help')).toHaveAttribute('href', '/technology-help');
    await expect(href(/^Slack tips/)).toHaveAttribute('href', config.slackTipsUrl);
    await expect(href(/^Slack tips/)).toHaveAttribute('target', '_blank');
    await expect(href('Email the concierge')).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    await expect(canvas.getByText('$50/hr')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/virtual-assistant',
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Professional team' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Watch list' })).toBeVisible();

    // Right column: Find people, the featured members in the content's order, the events.
    await expect(canvas.getByRole('link', { name: 'Find people' })).toHaveAttribute(
      'href',
      '/community',
    );
    const featured = await featuredList(canvas);
    await expect(
      within(featured)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(FEATURED.map(nameOf));
    const events = canvas.getByRole('region', { name: 'Join live events!' });
    for (const event of EVENTS) {
      await expect(await within(events).findByText(event.name!, {}, CONTENT)).toBeVisible();
      await expect(
        within(events).getByRole('link', {
          name: new RegExp(`^${event.buttontext}: ${event.name}`),
        }),
      ).toHaveAttribute('href', event.url!);
    }

    // Desktop: the right column sticks 20 px below the top of the window; no Show more.
    const right = rightColumnOf(featured);
    await expect(getComputedStyle(right).position).toBe('sticky');
    await expect(getComputedStyle(right).top).toBe('20px');
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** One featured id no longer resolves: that member is skipped, the others show, no error. */
export const FeaturedMemberGone: Story = {
  parameters: { ...signedIn(), ...withHandlers(...featuredWithDeparted()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = await featuredList(canvas);
    await expect(within(featured).getAllByRole('listitem')).toHaveLength(FEATURED.length);
    await expect(within(featured).getByRole('link', { name: nameOf(FEATURED[0]!) })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No live events: a short note, the rest of the column as usual. */
export const EventsEmpty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...noLiveEvents()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No live events are scheduled right now.', {}, CONTENT),
    ).toBeVisible();
    await expect(await featuredList(canvas)).toBeVisible();
  },
};

/** Nothing featured and no events: Find people and the events' note remain. */
export const ContentEmpty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...noDashboardContent()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No live events are scheduled right now.', {}, CONTENT),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Loading featured members')).toBeNull(), CONTENT);
    await expect(canvas.queryByRole('list', { name: 'Featured members' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Find people' })).toBeVisible();
  },
};

/** The content service fails: each part says so, the rest of the dashboard works. */
export const ContentFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentFailure()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('region', { name: 'Search the Community' });
    const events = canvas.getByRole('region', { name: 'Join live events!' });
    await expect(await within(search).findByRole('alert', {}, CONTENT)).toHaveTextContent(FAILURE);
    await expect(await within(events).findByRole('alert', {}, CONTENT)).toHaveTextContent(FAILURE);
    await expect(canvas.getByRole('link', { name: 'Find people' })).toBeVisible();
  },
};

const steps = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Membership steps' })).getAllByRole('listitem');

/** A newcomer: no step is done; the profile card leads to settings (no public profile yet). */
export const StepsProfileIncomplete: Story = {
  parameters: signedInIncomplete(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [profile, slack, call] = steps(canvas);
    await expect(
      within(profile!).getByRole('link', { name: 'Complete Your Profile' }),
    ).toHaveAttribute('href', '/settings/');
    await expect(within(profile!).queryByText('Done')).toBeNull();
    await expect(within(slack!).getByRole('link', { name: /^Join Slack/ })).toHaveAttribute(
      'href',
      config.slackUrl,
    );
    const mail = within(call!).getByRole('link', { name: 'Complete Onboarding Call' });
    await expect(mail.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${config.contactEmail}\\?subject=Onboarding%20call&body=`),
    );
    await expect(within(call!).getByText('(via e-mail)')).toBeVisible();
    await expect(canvas.queryByText('Done')).toBeNull();
    const card = canvas.getByRole('region', { name: 'My profile' });
    await expect(within(card).getByRole('link')).toHaveAttribute('href', '/settings');
  },
};

/** A complete profile: step 1 shows as done; Slack and the call have no record, so never. */
export const StepsProfileComplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [profile, slack, call] = steps(canvas);
    await expect(within(profile!).getByText('Done')).toBeVisible();
    await expect(within(slack!).queryByText('Done')).toBeNull();
    await expect(within(call!).queryByText('Done')).toBeNull();
    const card = canvas.getByRole('region', { name: 'My profile' });
    await expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** 375 px: the side columns are one block behind Show more; the centre shows. */
export const MobileCollapsed: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const block = canvasElement.ownerDocument.getElementById(
      toggle.getAttribute('aria-controls')!,
    )!;
    await expect(block).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Find people' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Member resources' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** 375 px after Show more: both side columns, one under the other; Hide folds them again. */
export const MobileExpanded: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    const hide = canvas.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getByRole('navigation', { name: 'Member resources' });
    const find = canvas.getByRole('link', { name: 'Find people' });
    await expect(links).toBeVisible();
    await expect(find).toBeVisible();
    // The left column comes first, the right one below it.
    await expect(find.getBoundingClientRect().top).toBeGreaterThan(
      links.getBoundingClientRect().bottom,
    );
    await expect(await featuredList(canvas)).toBeVisible();
    // Not sticky on a phone.
    await expect(getComputedStyle(rightColumnOf(find)).position).toBe('static');
    await userEvent.click(hide);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('button', { name: 'Hide' })).toBeVisible();
  },
};

/** Without a user the screen renders nothing. */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * Content and widgets still loading: skeletons, each announced. Last in the file: its requests
 * never end, and the browser would hold a later story's requests for the same URLs behind them.
 */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...dashboardPending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading featured members')).toBeInTheDocument();
    await expect(canvas.getByText('Loading live events')).toBeInTheDocument();
    // The team and watch-list widgets.
    await expect(canvas.getAllByText('Loading')).toHaveLength(2);
    await expect(canvas.queryByRole('list', { name: 'Featured members' })).toBeNull();
    // The top bar and the links do not wait for anything.
    await expect(canvas.getByRole('link', { name: 'Find people' })).toBeVisible();
  },
};
