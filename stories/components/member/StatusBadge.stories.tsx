import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@/components/member/StatusBadge';

const STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;

/** Every status variant of the theme's status badge, side by side. */
function Catalog() {
  return (
    <HStack gap="4" p="6">
      {STATUSES.map((status) => (
        <StatusBadge key={status} status={status}>
          {status.toUpperCase()}
        </StatusBadge>
      ))}
    </HStack>
  );
}

const meta = {
  title: 'Components/Member/StatusBadge',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of STATUSES) {
      await expect(canvas.getByText(status.toUpperCase())).toBeVisible();
    }
  },
};
