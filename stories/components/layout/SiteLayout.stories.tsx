import { Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '@/layouts/SiteLayout';
import { expectPageInMain, layoutMeta } from '@stories/support/layouts';
import type { PageArgs } from '@stories/support/page';
import { DEMO_ACCOUNT_MENU, signedIn, signedOut } from '@stories/support/session';
import { desktop } from '@stories/support/viewports';

const meta = {
  title: 'Components/Layout/SiteLayout',
  ...layoutMeta(SiteLayout, <Heading as="h1">Search the Community</Heading>, '/community/*'),
  globals: desktop,
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation, the page in main, and the footer. */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageInMain(canvasElement, 'Search the Community');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    const footer = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    // The fixed story clock is in 2026.
    await expect(canvas.getByText('© 2026 Guildhall. All rights reserved.')).toBeVisible();
  },
};

/** Signed in: the member's navigation, with the same footer. */
export const SignedIn: Story = {
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  },
};
