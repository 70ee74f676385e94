import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WatchListWidget } from '@/components/member/WatchListWidget';
import { demoCommunity } from '@demo/community';
import { listingTexts } from '@/components/member/listingTexts';
import { db } from '@mocks/db';
import { unpublishedMember } from '@mocks/scenarios';
import { DEMO_USER_ID, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const { members } = demoCommunity();
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;

/** Keeps the demo member's watch entries of these members only (they watch 8 to 11). */
const watchingOnly = (kept: number[]) => () => {
  const rest = db.watching.filter(
    (row) => row.userId !== DEMO_USER_ID || kept.includes(row.watchedId),
  );
  db.watching.splice(0, db.watching.length, ...rest);
};

const meta = {
  title: 'Components/Member/WatchListWidget',
  component: WatchListWidget,
  tags: ['autodocs'],
  parameters: { ...signedIn(), layout: 'padded' },
} satisfies Meta<typeof WatchListWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: withMockDb(watchingOnly([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results found')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View more' })).toBeNull();
  },
};

export const One: Story = {
  parameters: withMockDb(watchingOnly([8])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(8) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/watch-list',
    );
  },
};

export const Three: Story = {
  parameters: withMockDb(watchingOnly([8, 9, 10])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(10) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Four watched: the first 3 and 'View more'. */
export const MoreThanThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Watch list' })).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/watch-list',
    );
  },
};

/** A watched member unpublished since: no link, muted, 'No longer listed'. */
export const NoLongerListed: Story = {
  parameters: withMockDb(() => {
    watchingOnly([8, 9])();
    unpublishedMember(9);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(8) })).toBeVisible();
    const row = within(canvas.getByText(nameOf(9)).closest('li')!);
    await expect(row.getByText(listingTexts.noLongerListed)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nameOf(9) })).toBeNull();
  },
};
