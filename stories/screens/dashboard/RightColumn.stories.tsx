import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RightColumn } from '@/screens/dashboard/RightColumn';
import { dashboardPending, featuredWithDeparted, noLiveEvents } from '@mocks/scenarios';
import { contentFailure } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import {
  CONTENT,
  expectLiveEvents,
  FEATURED,
  featuredList,
  MOBILE,
  nameOf,
} from './dashboardSupport';
import { inColumn } from './formsSupport';

const meta = {
  title: 'Screens/Dashboard/RightColumn',
  component: RightColumn,
  decorators: [inColumn('20rem')],
  args: { routePath: '/dashboard' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

type Canvas = ReturnType<typeof within>;

const FAILURE = 'Something went wrong. Please refresh or try again later.';

const regions = (canvas: Canvas) => ({
  search: canvas.getByRole('region', { name: 'Search the Community' }),
  events: canvas.getByRole('region', { name: 'Join live events!' }),
});

/** 'Search the Community': its text and Find people, which wait for nothing. */
async function expectSearch(canvas: Canvas) {
  const search = within(regions(canvas).search);
  await expect(
    search.getByText('Find vetted independent professionals by profession, expertise and state.'),
  ).toBeVisible();
  await expect(search.getByRole('link', { name: 'Find people' })).toHaveAttribute(
    'href',
    '/community',
  );
}

/** The featured members in the content's order, each to its profile; the events with buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSearch(canvas);
    const featured = within(await featuredList(canvas));
    const links = featured.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(FEATURED.map(nameOf));
    await expect(links[0]).toHaveAttribute('href', `/profile/${FEATURED[0]}`);
    await expectLiveEvents(regions(canvas).events);
    await userEvent.click(links[0]!);
    await expect(await canvas.findByText(`Navigated to /profile/${FEATURED[0]}`)).toBeVisible();
  },
};

/** One featured id no longer resolves: that member is skipped, the others show, no error. */
export const FeaturedMemberGone: Story = {
  parameters: { ...signedIn(), ...withHandlers(...featuredWithDeparted()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = within(await featuredList(canvas));
    await expect(featured.getAllByRole('listitem')).toHaveLength(FEATURED.length);
    await expect(featured.getAllByRole('link').map((link) => link.textContent)).toEqual(
      FEATURED.map(nameOf),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No live events: a short note in their panel; the featured members as usual. */
export const EventsEmpty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...noLiveEvents()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events = within(regions(canvas).events);
    await expect(
      await events.findByText('No live events are scheduled right now.', {}, CONTENT),
    ).toBeVisible();
    await expect(events.queryByRole('link')).toBeNull();
    await expect(await featuredList(canvas)).toBeVisible();
  },
};

/** The content service fails: each panel says so; Find people still works. */
export const ContentFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentFailure()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { search, events } = regions(canvas);
    await expect(await within(search).findByRole('alert', {}, CONTENT)).toHaveTextContent(FAILURE);
    await expect(await within(events).findByRole('alert', {}, CONTENT)).toHaveTextContent(FAILURE);
    await expect(canvas.queryByRole('list', { name: 'Featured members' })).toBeNull();
    await expectSearch(canvas);
  },
};

/** 375 px: the panels fill the width, nothing overflows sideways. */
export const Mobile: Story = {
  parameters: { columnWidth: 'none' },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSearch(canvas);
    await expect(await featuredList(canvas)).toBeVisible();
    await expectLiveEvents(regions(canvas).events);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(375));
    await expect(regions(canvas).search.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/**
 * Content still loading: a skeleton per panel, each announced. Last in the file: its requests
 * never end, and the browser would hold a later story's requests for the same URLs behind them.
 */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...dashboardPending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { search, events } = regions(canvas);
    await expect(within(search).getByText('Loading featured members')).toBeInTheDocument();
    await expect(within(events).getByText('Loading live events')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Featured members' })).toBeNull();
    await expectSearch(canvas);
  },
};
