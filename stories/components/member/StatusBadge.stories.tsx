import { HStack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@/components/member/StatusBadge';
import { statusBadgeRecipe } from '@/theme/recipes/statusBadge';

// Every status the theme's recipe defines, so a new one shows up here by itself.
type Status = Extract<ComponentProps<typeof StatusBadge>['status'], string>;
const STATUSES = Object.keys(statusBadgeRecipe.variants?.status ?? {}) as Status[];

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
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending', children: 'PENDING' },
  argTypes: {
    status: { control: 'inline-radio', options: STATUSES },
    children: { control: 'text' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of STATUSES) {
      await expect(canvas.getByText(status.toUpperCase())).toBeVisible();
    }
  },
};

/** One badge; the status is a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('PENDING');
    // The pending look is the recipe's orange.subtle background.
    const probe = document.createElement('span');
    probe.style.color = 'var(--chakra-colors-orange-subtle)';
    document.body.append(probe);
    await expect(getComputedStyle(badge).backgroundColor).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};
