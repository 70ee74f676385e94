import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvatarPlaceholder } from '@/components/navigation/AvatarPlaceholder';

const meta = {
  title: 'Components/Navigation/AvatarPlaceholder',
  component: AvatarPlaceholder,
  tags: ['autodocs'],
  args: { name: 'Alex Morgan' },
} satisfies Meta<typeof AvatarPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const names: [string, string][] = [
  ['Alex Morgan', 'AM'],
  ['dana lee', 'DL'],
  ['Mary Jane Watson', 'MJ'],
  ['  Cher  ', 'C'],
];

/** Initials for every kind of name: two at most, upper case, extra spaces ignored. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="3" p="6">
      {names.map(([name, initials]) => (
        <HStack key={name} gap="3" data-testid={initials}>
          <AvatarPlaceholder name={name} />
          <Text>{name.trim()}</Text>
        </HStack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, initials] of names) {
      const row = within(canvas.getByTestId(initials));
      await expect(row.getByText(initials, { exact: true })).toBeVisible();
    }
  },
};

/** It only holds the menu's place, so screen readers skip it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const initials = canvas.getByText('AM');
    await expect(initials.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};
