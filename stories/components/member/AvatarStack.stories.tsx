import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvatarStack } from '@/components/member/AvatarStack';
import type { ProfileCard } from '@/contract/schemas/card';

const NAMES = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Katherine', 'Johnson'],
  ['Dorothy', 'Vaughan'],
  ['Mary', 'Jackson'],
  ['Hedy', 'Lamarr'],
  ['Radia', 'Perlman'],
] as const;

const members: ProfileCard[] = NAMES.map(([firstName, lastName], index) => ({
  id: index + 1,
  firstName,
  lastName,
  avatar: null,
  profession: 'finance',
  city: 'Austin',
  region: 'TX',
  status: null,
  listed: true,
}));

const moreLabel = (count: number) => `and ${count} more`;

/** Two, four (the most spec 9 shows) and seven members: the last gets a '+3' bubble. */
function Catalog() {
  return (
    <Stack gap="6" p="6">
      <AvatarStack members={members.slice(0, 2)} moreLabel={moreLabel} />
      <AvatarStack members={members.slice(0, 4)} moreLabel={moreLabel} />
      <AvatarStack members={members} moreLabel={moreLabel} />
    </Stack>
  );
}

// Args name a mapping's key (Storybook maps it to the object), so its control shows selected.
const meta = {
  title: 'Components/Member/AvatarStack',
  component: AvatarStack,
  tags: ['autodocs'],
  args: { members: 'four' as unknown as ProfileCard[], moreLabel, size: 48 },
  argTypes: {
    members: {
      control: 'inline-radio',
      options: ['two', 'four', 'seven'],
      mapping: { two: members.slice(0, 2), four: members.slice(0, 4), seven: members },
    },
    size: { control: { type: 'range', min: 24, max: 96, step: 8 } },
    moreLabel: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One stack; how many members and the avatar size are controls. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^[A-Z]{2}$/)).toHaveLength(4);
    await expect(canvas.queryByRole('img', { name: /more$/ })).toBeNull();
  },
};

/** Two, four and seven members side by side. */
export const Catalogue: Story = {
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 2 + 4 + 4 avatars shown; the fifth to seventh members are one '+3' bubble.
    await expect(canvas.getAllByText(/^[A-Z]{2}$/)).toHaveLength(10);
    await expect(canvas.getByRole('img', { name: 'and 3 more' })).toHaveTextContent('+3');
    await expect(canvas.queryByText('HL')).not.toBeInTheDocument();
  },
};
