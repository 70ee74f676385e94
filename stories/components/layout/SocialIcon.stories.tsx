import { HStack, Link } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialIcon } from '@/components/layout/SocialIcon';
import type { SocialLink } from '@/lib/config';

const networks: SocialLink['network'][] = ['LinkedIn', 'X', 'YouTube'];

/** Every network's icon, each inside a named link as the footer uses them. */
function SocialIconCatalog() {
  return (
    <HStack gap="4" p="6">
      {networks.map((network) => (
        <Link key={network} href={`#${network}`} aria-label={`Guildhall on ${network}`}>
          <SocialIcon network={network} />
        </Link>
      ))}
    </HStack>
  );
}

const meta = {
  title: 'Components/Layout/SocialIcon',
  component: SocialIcon,
  tags: ['autodocs'],
  args: { network: 'LinkedIn' },
  argTypes: { network: { control: 'inline-radio', options: networks } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons are decoration: hidden from screen readers, the link carries the name. */
export const Catalog: Story = {
  render: () => <SocialIconCatalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawings = new Set<string>();
    for (const network of networks) {
      const link = canvas.getByRole('link', { name: `Guildhall on ${network}` });
      const svg = link.querySelector('svg');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(svg).toBeVisible();
      const d = svg?.querySelector('path')?.getAttribute('d') ?? '';
      await expect(d).not.toBe('');
      drawings.add(d);
    }
    // Each network has its own mark.
    await expect(drawings.size).toBe(networks.length);
  },
};

/** One icon; the network is a control. It takes the colour of the text around it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  },
};
