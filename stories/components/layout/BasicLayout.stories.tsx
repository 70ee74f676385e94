import { Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BasicLayout } from '@/layouts/BasicLayout';
import { expectPageInMain, layoutMeta } from '@stories/support/layouts';
import type { PageArgs } from '@stories/support/page';
import { DEMO_ACCOUNT_MENU, signedIn, signedOut } from '@stories/support/session';
import { desktop } from '@stories/support/viewports';

const meta = {
  title: 'Components/Layout/BasicLayout',
  ...layoutMeta(BasicLayout, <Heading as="h1">Onboarding call</Heading>, '/onboarding/*'),
  globals: desktop,
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation and the page, no footer (focused tasks). */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageInMain(canvasElement, 'Onboarding call');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  },
};

/** Signed in: the member's navigation, still no footer. */
export const SignedIn: Story = {
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Onboarding call' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  },
};
