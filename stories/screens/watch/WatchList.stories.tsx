import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WatchListScreen } from '@/screens/watch/WatchListScreen';
import { demoCommunity } from '@demo/community';
import { listingTexts } from '@/components/member/listingTexts';
import { emptyLists, serverError, slow, unpublishedMember } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';

const { members } = demoCommunity();
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;

/** The demo member watches members 8 to 11. */
const WATCHED = [8, 9, 10, 11];
const WATCHING: ['get', string] = ['get', '/v1/user/watching'];

const meta = {
  title: 'Screens/Watch/WatchList',
  component: WatchListScreen,
  args: { routePath: '/watch-list' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof WatchListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every watched member's card; Stop Watching takes one off with the spec's toast. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My watch list' })).toBeVisible();
    for (const id of WATCHED) {
      await expect(await canvas.findByRole('link', { name: nameOf(id) })).toBeVisible();
    }
    const buttons = canvas.getAllByRole('button', { name: 'Stop Watching' });
    await expect(buttons).toHaveLength(WATCHED.length);
    await userEvent.click(buttons[0]!);
    const toast = await within(document.body).findByText('Removed from watch list.');
    // The toast slides in; it is visible once its entry animation has run.
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Stop Watching' })).toHaveLength(
        WATCHED.length - 1,
      ),
    );
  },
};

/** Nobody watched: 'No results found' and the way to the community. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...emptyLists()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search the Community' })).toHaveAttribute(
      'href',
      '/community',
    );
  },
};

/** Card skeletons while the list loads. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', WATCHING)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your watch list')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Stop Watching' })).toBeNull();
  },
};

/** The list cannot be read: spec 8's load failure text. */
export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(WATCHING)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // GETs are retried (spec 9: 4 times) before the failure shows.
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
  },
};

/**
 * A watched member unpublished since: the card stays, without a link, muted and 'No longer
 * listed'; Stop Watching still takes it off the list.
 */
export const NoLongerListed: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => unpublishedMember(9)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(8) })).toBeVisible();
    const card = within(canvas.getByText(nameOf(9)).closest('li')!);
    await expect(card.getByText(listingTexts.noLongerListed)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nameOf(9) })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Stop Watching' }));
    await waitFor(() => expect(canvas.queryByText(nameOf(9))).toBeNull());
    await expect(canvas.getAllByRole('button', { name: 'Stop Watching' })).toHaveLength(
      WATCHED.length - 1,
    );
  },
};
