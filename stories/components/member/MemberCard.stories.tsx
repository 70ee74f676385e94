import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  MemberCard,
  MemberCardSkeleton,
  type MemberCardProps,
} from '@/components/member/MemberCard';
import { listingTexts } from '@/components/member/listingTexts';
import type { ProfileCard } from '@/contract/schemas/card';
import type { PageArgs } from '@stories/support/page';

const withImage: ProfileCard = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: 'avatars/7-portrait.png',
  profession: 'finance',
  city: 'Austin',
  region: 'TX',
  status: null,
  listed: true,
};
const withoutImage: ProfileCard = {
  ...withImage,
  id: 8,
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  profession: 'it',
  city: 'Arlington',
  region: 'VA',
};
const longName: ProfileCard = {
  ...withoutImage,
  id: 9,
  firstName: 'Maximiliana Wilhelmina',
  lastName: 'Featherstonehaugh-Cholmondeley',
  profession: 'executive',
  city: 'Rancho Santa Margarita',
  region: 'CA',
};

/** With an image, without one (initials), a long name, one with actions, and the skeleton. */
function Catalog() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3, lg: 5 }} gap="4" p="6">
      <MemberCard member={withImage} />
      <MemberCard member={withoutImage} />
      <MemberCard member={longName} />
      <MemberCard
        member={{ ...withoutImage, id: 10, firstName: 'Alan', lastName: 'Turing' }}
        actions={
          <Button size="sm" variant="outline">
            Add to team
          </Button>
        }
      />
      <MemberCardSkeleton />
    </SimpleGrid>
  );
}

// Args name a mapping's key (Storybook maps it to the object), so its control shows selected.
const meta = {
  title: 'Components/Member/MemberCard',
  component: MemberCard,
  tags: ['autodocs'],
  args: { member: 'withImage' as unknown as ProfileCard, routePath: '/community' },
  argTypes: {
    member: {
      control: 'radio',
      options: ['withImage', 'withoutImage', 'longName'],
      mapping: { withImage, withoutImage, longName },
    },
    actions: { control: false },
  },
} satisfies Meta<MemberCardProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card, as wide as a column of the community's grid; the member is a control. */
export const Playground: Story = {
  decorators: [
    (Story) => (
      <Box p="6" maxW="xs">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ada Lovelace' });
    await expect(link).toHaveAttribute('href', '/profile/7');
  },
};

/** Each card is one link to the member's profile named by the full name. */
export const Cards: Story = {
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/7',
    );
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('Finance')).toBeVisible();
    await expect(canvas.getByText('Austin, TX')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    await expect(canvas.getByText('Executive/Board Services')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Maximiliana Wilhelmina Featherstonehaugh-Cholmondeley',
      }),
    ).toHaveAttribute('href', '/profile/9');
    await expect(canvas.getByRole('button', { name: 'Add to team' })).toBeEnabled();
  },
};

/** The skeleton has the card's box, so loaded cards replace it without a shift. */
export const SkeletonMatchesCard: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="4" p="6" maxW="lg">
      <MemberCard member={withoutImage} />
      <MemberCardSkeleton />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: 'Grace Hopper' }).closest('.chakra-card__root');
    const skeleton = canvasElement.querySelector('[aria-hidden="true"].chakra-card__root');
    await expect(card).not.toBeNull();
    await expect(skeleton).not.toBeNull();
    await expect(skeleton!.getBoundingClientRect().height).toBe(
      card!.getBoundingClientRect().height,
    );
  },
};

/** Clicking anywhere on the card opens the profile. */
export const WholeCardIsALink: Story = {
  render: () => (
    <SimpleGrid columns={1} p="6" maxW="xs">
      <MemberCard member={withImage} />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The link's overlay covers the card: what is under a point of the place text is the link.
    const place = canvas.getByText('Austin, TX').getBoundingClientRect();
    const hit = document.elementFromPoint(place.left + 4, place.top + place.height / 2);
    const link = canvas.getByRole('link', { name: 'Ada Lovelace' });
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(await canvas.findByText('Navigated to /profile/7')).toBeVisible();
  },
};

/** A member unpublished since: no link, the name muted, 'No longer listed'; actions still work. */
export const NoLongerListed: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" p="6">
      <MemberCard member={withImage} />
      <MemberCard
        member={{ ...withoutImage, listed: false }}
        actions={
          <Button size="sm" variant="outline">
            Stop Watching
          </Button>
        }
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.getByText(listingTexts.noLongerListed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop Watching' })).toBeEnabled();
  },
};
