import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RedirectKeepingQuery,
  type RedirectKeepingQueryProps,
} from '@/components/routing/RedirectKeepingQuery';
import type { PageArgs } from '@stories/support/page';

const meta = {
  title: 'Components/Routing/RedirectKeepingQuery',
  component: RedirectKeepingQuery,
  args: { to: '/reset-password', routePath: '/reset' },
} satisfies Meta<RedirectKeepingQueryProps & PageArgs>;

export default meta;
type Story = StoryObj<RedirectKeepingQueryProps & PageArgs>;

/** The reset e-mail's /reset link lands on /reset-password with its token and username. */
export const KeepsTheQuery: Story = {
  args: { routeSearch: '?token=a&username=b' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /reset-password?token=a&username=b'),
    ).toBeVisible();
  },
};

/** Encoded values pass through unchanged. */
export const EncodedQuery: Story = {
  args: { routeSearch: '?token=abc%2B1&username=dana%40example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Navigated to /reset-password?token=abc%2B1&username=dana%40example.com',
      ),
    ).toBeVisible();
  },
};

/** Without a query it simply redirects. */
export const WithoutQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /reset-password')).toBeVisible();
  },
};
