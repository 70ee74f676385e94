import { Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { BasicLayout } from '@/layouts/BasicLayout';
import { DEMO_FULL_NAME, signedIn, signedOut } from '@stories/support/session';

/** The layout as a route element with a stand-in page as its child. */
function BasicLayoutWithPage() {
  return (
    <Routes>
      <Route element={<BasicLayout />}>
        <Route path="*" element={<Heading as="h1">Onboarding call</Heading>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Components/Layout/BasicLayout',
  component: BasicLayoutWithPage,
  args: { routePath: '/onboarding/*' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BasicLayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation and the page, no footer (focused tasks). */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(within(main).getByRole('heading', { name: 'Onboarding call' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  },
};

/** Signed in: the member's navigation, still no footer. */
export const SignedIn: Story = {
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: `Account menu for ${DEMO_FULL_NAME}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Onboarding call' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  },
};
