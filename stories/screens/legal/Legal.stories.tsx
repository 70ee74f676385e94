import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, within } from 'storybook/test';
import { LegalScreen, type LegalScreenProps } from '@/screens/legal/LegalScreen';
import { slowContent } from '@mocks/scenarios';
import { contentEmpty, contentFailure } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';

const meta = {
  title: 'Screens/Legal/LegalPage',
  component: LegalScreen,
  args: { kind: 'privacy', routePath: '/privacy' },
} satisfies Meta<LegalScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<LegalScreenProps & PageArgs>;

/** The privacy policy from the content service. */
export const Privacy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Terms: Story = {
  args: { kind: 'terms', routePath: '/terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  },
};

/** The service holds no such document: the bundled default shows. */
export const BundledDefault: Story = {
  parameters: withHandlers(...contentEmpty()),
  args: { kind: 'terms', routePath: '/terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withHandlers(...contentFailure()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};

/**
 * Kept last: its request never answers, and the browser holds later requests for the same URL
 * behind it.
 */
export const Loading: Story = {
  parameters: withHandlers(...slowContent('infinite')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
