import { Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '@/layouts/SiteLayout';
import { DEMO_FULL_NAME, signedIn, signedOut } from '@stories/support/session';

/** The layout as a route element with a stand-in page as its child. */
function SiteLayoutWithPage() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<Heading as="h1">Search the Community</Heading>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Components/Layout/SiteLayout',
  component: SiteLayoutWithPage,
  args: { routePath: '/community/*' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SiteLayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation, the page in main, and the footer. */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(within(main).getByRole('heading', { name: 'Search the Community' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );

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
    await expect(
      await canvas.findByRole('button', { name: `Account menu for ${DEMO_FULL_NAME}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  },
};
