import { HStack, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExternalNavLink, NavLink } from '@/components/navigation/NavLink';

/** The bar's links at /community: one active, one not, one to another site. */
function NavLinks() {
  return (
    <Stack gap="4" p="6">
      <HStack as="nav" aria-label="Main" gap="2">
        <NavLink to="/community">Community</NavLink>
        <NavLink to="/watch-list">Watch List</NavLink>
        <ExternalNavLink href="https://content.example.com">Content</ExternalNavLink>
      </HStack>
      <Stack as="nav" aria-label="Mobile" gap="1" maxW="xs">
        <NavLink to="/community" block>
          Community
        </NavLink>
        <ExternalNavLink href="https://content.example.com" block>
          Content
        </ExternalNavLink>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Components/Navigation/NavLink',
  component: NavLinks,
  args: { routePath: '/community' },
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked with aria-current; the others are not. */
export const ActiveAndInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Main' }));
    const active = bar.getByRole('link', { name: 'Community' });
    const inactive = bar.getByRole('link', { name: 'Watch List' });
    await expect(active).toHaveAttribute('href', '/community');
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(inactive).toHaveAttribute('href', '/watch-list');
    await expect(inactive).not.toHaveAttribute('aria-current');
    // The mobile (block) look marks the current page the same way.
    const mobile = within(canvas.getByRole('navigation', { name: 'Mobile' }));
    await expect(mobile.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Following an inactive link navigates in the app. */
export const FollowLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(bar.getByRole('link', { name: 'Watch List' }));
    await expect(await canvas.findByText('Navigated to /watch-list')).toBeVisible();
  },
};

/** The external link opens a new tab and says so to screen readers. */
export const External: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Main' }));
    const content = bar.getByRole('link', { name: 'Content (opens in a new tab)' });
    await expect(content).toHaveAttribute('href', 'https://content.example.com');
    await expect(content).toHaveAttribute('target', '_blank');
    await expect(content).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content).not.toHaveAttribute('aria-current');
  },
};
