import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberAvatar } from '@/components/member/MemberAvatar';

const withImage = { firstName: 'Ada', lastName: 'Lovelace', avatar: 'avatars/7-portrait.png' };
const withoutImage = { firstName: 'Grace', lastName: 'Hopper', avatar: null };

/** Every size, with an uploaded image and with initials. */
function Catalog() {
  return (
    <HStack gap="6" p="6" alignItems="center">
      {[48, 96, 192].map((size) => (
        <MemberAvatar key={`image-${size}`} member={withImage} size={size} />
      ))}
      {[48, 96, 192].map((size) => (
        <MemberAvatar key={`initials-${size}`} member={withoutImage} size={size} />
      ))}
    </HStack>
  );
}

// Args name a mapping's key (Storybook maps it to the object), so its control shows selected.
const meta = {
  title: 'Components/Member/MemberAvatar',
  component: MemberAvatar,
  tags: ['autodocs'],
  args: { member: 'withImage' as unknown as typeof withImage, size: 96 },
  argTypes: {
    member: {
      control: 'radio',
      options: ['withImage', 'withoutImage'],
      mapping: { withImage, withoutImage },
    },
    size: { control: { type: 'range', min: 24, max: 192, step: 8 } },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One avatar; pick the member (with an image or initials) and the size. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveAttribute('width', '96');
  },
};

/** Images come as WebP sizes with a JPEG fallback in a fixed box; no image means initials. */
export const AllSizes: Story = {
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvas.getAllByRole('img', { name: 'Ada Lovelace' });
    await expect(images).toHaveLength(3);
    const img = images[0] as HTMLImageElement;
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('width', '48');
    await expect(img).toHaveAttribute('height', '48');
    const webp = img.parentElement?.querySelector('source[type="image/webp"]');
    await expect(webp?.getAttribute('srcset')).toContain('/avatars/7-portrait.png/96.webp 96w');
    await expect(webp?.getAttribute('sizes')).toBe('48px');
    const initials = canvas.getAllByRole('img', { name: 'Grace Hopper' });
    await expect(initials).toHaveLength(3);
    await expect(initials[1]).toHaveTextContent('GH');
    await expect(initials[1]?.getBoundingClientRect().width).toBe(96);
  },
};
