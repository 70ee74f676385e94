import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from '@/components/feedback/PageSpinner';

const meta = {
  title: 'Components/Feedback/PageSpinner',
  component: PageSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label it says 'Loading' to screen readers (visually hidden). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** The label says what is loading, e.g. the session on start. */
export const WithLabel: Story = {
  args: { label: 'Loading your session', minH: '40' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your session');
  },
};
