import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { expect, within } from 'storybook/test';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { LeftColumn } from '@/screens/dashboard/LeftColumn';
import { emptyLists, serverError, slow } from '@mocks/scenarios';
import { NEWCOMER_ID, withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedInIncomplete } from '@stories/support/session';
import { inColumn } from './formsSupport';

/** The column of the signed-in member, as the dashboard renders it. */
const MembersLeftColumn = observer(function MembersLeftColumn() {
  const { me } = useStores();
  return me.user ? <LeftColumn user={me.user} /> : null;
});

const meta = {
  title: 'Screens/Dashboard/LeftColumn',
  component: LeftColumn,
  render: () => <MembersLeftColumn />,
  decorators: [inColumn('20rem')],
  args: { routePath: '/dashboard' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

type Canvas = ReturnType<typeof within>;

const TEAM = '/v1/user/team';
const WATCHING = '/v1/user/watching';
const FAILURE = 'Something went wrong. Please refresh or try again later.';

const widgets = (canvas: Canvas) => ({
  team: within(canvas.getByRole('region', { name: 'Professional team' })),
  watch: within(canvas.getByRole('region', { name: 'Watch list' })),
});

/** The parts that wait for nothing: roadmap, links, invitation, Virtual Assistant. */
async function expectPanelsAndLinks(canvas: Canvas, memberId: number) {
  const roadmap = within(canvas.getByRole('region', { name: 'Efficiency roadmap' }));
  await expect(roadmap.getByRole('link', { name: 'View the roadmap' })).toHaveAttribute(
    'href',
    '/efficiency-roadmap',
  );
  const links = within(canvas.getByRole('navigation', { name: 'Member resources' }));
  const href = (name: string | RegExp) => links.getByRole('link', { name });
  await expect(href('My Watchlist')).toHaveAttribute('href', '/watch-list');
  await expect(href('My Team')).toHaveAttribute('href', `/team/${memberId}`);
  await expect(href('Marketing help')).toHaveAttribute('href', '/marketing-help');
  await expect(href('Technology help')).toHaveAttribute('href', '/technology-help');
  await expect(href('Slack tips (opens in a new tab)')).toHaveAttribute(
    'href',
    config.slackTipsUrl,
  );
  await expect(href('Email the concierge')).toHaveAttribute(
    'href',
    `mailto:${config.contactEmail}`,
  );
  await expect(href('Email the concierge')).not.toHaveAttribute('target');
  await expect(await canvas.findByRole('form', { name: 'Invite a peer' })).toBeVisible();
  const assistant = within(canvas.getByRole('region', { name: 'Virtual Assistant' }));
  await expect(assistant.getByText('$50/hr')).toBeVisible();
  await expect(assistant.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/virtual-assistant',
  );
}

/** The demo member (published): the card links to the public profile, with Edit Profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPanelsAndLinks(canvas, 1);
    const card = within(canvas.getByRole('region', { name: 'My profile' }));
    const [profile, edit] = card.getAllByRole('link');
    await expect(profile).toHaveAttribute('href', '/profile/1');
    await expect(edit).toHaveAccessibleName('Edit Profile');
    await expect(edit).toHaveAttribute('href', '/settings');
    // The widgets: the first 3 of each list and View more.
    const { team, watch } = widgets(canvas);
    await expect(await team.findAllByRole('listitem')).toHaveLength(3);
    await expect(team.getByRole('link', { name: 'View more' })).toHaveAttribute('href', '/team/1');
    await expect(await watch.findAllByRole('listitem')).toHaveLength(3);
    await expect(watch.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/watch-list',
    );
  },
};

/** Nobody on the team, nobody watched: each widget's note and a Search button. */
export const WidgetsEmpty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...emptyLists()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { team, watch } = widgets(canvas);
    await expect(await team.findByText('No one on your team yet.')).toBeVisible();
    await expect(await watch.findByText('No results found')).toBeVisible();
    for (const widget of [team, watch]) {
      await expect(widget.getByRole('link', { name: 'Search' })).toHaveAttribute(
        'href',
        '/community',
      );
      await expect(widget.queryByRole('link', { name: 'View more' })).toBeNull();
    }
  },
};

/** The team and watch list fail to load: each widget says so; the rest of the column works. */
export const WidgetsFailure: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...serverError(['get', TEAM]), ...serverError(['get', WATCHING])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { team, watch } = widgets(canvas);
    await expect(await team.findByRole('alert')).toHaveTextContent(FAILURE);
    await expect(await watch.findByRole('alert')).toHaveTextContent(FAILURE);
    await expectPanelsAndLinks(canvas, 1);
  },
};

/** An unpublished profile has no public page (spec 2): the card leads to settings instead. */
export const UnpublishedProfile: Story = {
  parameters: signedInIncomplete(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'My profile' }));
    await expect(card.getByRole('link')).toHaveAttribute('href', '/settings');
    await expect(card.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await expectPanelsAndLinks(canvas, NEWCOMER_ID);
  },
};

/**
 * The widgets still loading: each announces it; the rest does not wait. Last in the file: its
 * requests never end, and the browser would hold a later story's requests behind them.
 */
export const WidgetsLoading: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...slow('infinite', ['get', TEAM]), ...slow('infinite', ['get', WATCHING])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { team, watch } = widgets(canvas);
    await expect(team.getByText('Loading')).toBeInTheDocument();
    await expect(watch.getByText('Loading')).toBeInTheDocument();
    await expect(team.queryByRole('listitem')).toBeNull();
    await expect(watch.queryByRole('listitem')).toBeNull();
    await expectPanelsAndLinks(canvas, 1);
  },
};
