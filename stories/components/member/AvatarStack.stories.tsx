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

const meta = {
  title: 'Components/Member/AvatarStack',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 2 + 4 + 4 avatars shown; the fifth to seventh members are one '+3' bubble.
    await expect(canvas.getAllByText(/^[A-Z]{2}$/)).toHaveLength(10);
    await expect(canvas.getByRole('img', { name: 'and 3 more' })).toHaveTextContent('+3');
    await expect(canvas.queryByText('HL')).not.toBeInTheDocument();
  },
};
