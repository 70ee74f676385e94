import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamWidget } from '@/components/member/TeamWidget';
import { demoCommunity } from '@demo/community';
import { listingTexts } from '@/components/member/listingTexts';
import { teamRelation, unpublishedMember } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const { members } = demoCommunity();
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;

/** The demo member's team: 2, 3, 4 accepted and 5 pending. */
const TEAM = [2, 3, 4, 5];
const only = (kept: number[]) => () =>
  TEAM.filter((id) => !kept.includes(id)).forEach((id) => teamRelation(id, 'declined'));

const meta = {
  title: 'Components/Member/TeamWidget',
  component: TeamWidget,
  tags: ['autodocs'],
  parameters: { ...signedIn(), layout: 'padded' },
} satisfies Meta<typeof TeamWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody on the team: the empty state with a Search button to the community. */
export const Empty: Story = {
  parameters: withMockDb(only([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No one on your team yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(canvas.queryByRole('link', { name: 'View more' })).toBeNull();
  },
};

export const One: Story = {
  parameters: withMockDb(only([2])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(2) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/team/1',
    );
  },
};

/** Three, one of them pending. */
export const Three: Story = {
  parameters: withMockDb(only([2, 3, 5])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(5) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('PENDING')).toBeVisible();
  },
};

/** Four on the team: the widget shows the first 3 and 'View more'. */
export const MoreThanThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Professional team' })).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/team/1',
    );
  },
};

/** A member unpublished since: no link, muted, 'No longer listed'; the others link as usual. */
export const NoLongerListed: Story = {
  parameters: withMockDb(() => {
    only([2, 3])();
    unpublishedMember(3);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(2) })).toBeVisible();
    const row = within(canvas.getByText(nameOf(3)).closest('li')!);
    await expect(row.getByText(listingTexts.noLongerListed)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nameOf(3) })).toBeNull();
  },
};
