import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpacingPage } from './TokenTable';

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SpacingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale, each step drawn at its width. */
export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('region', { name: 'Spacing' })).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(30);
    for (const row of rows.slice(1)) {
      const stated = within(row).getAllByRole('cell')[2]!.textContent!;
      await expect(getComputedStyle(within(row).getByTestId('bar')).width).toBe(stated);
    }
    await expect(within(canvas.getByTestId('token-4')).getAllByRole('cell')[2]).toHaveTextContent(
      '16px',
    );
  },
};
