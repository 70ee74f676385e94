import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/components/layout/Footer';
import { config } from '@/lib/config';

const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  args: {
    contactEmail: config.contactEmail,
    socialLinks: config.socialLinks,
    year: new Date().getFullYear(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    await expect(nav.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    for (const social of config.socialLinks) {
      const link = canvas.getByRole('link', { name: `Guildhall on ${social.network}` });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The fixed story clock is in 2026.
    await expect(canvas.getByText('© 2026 Guildhall. All rights reserved.')).toBeVisible();
  },
};
