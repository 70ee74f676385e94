import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appSystem } from '@/theme';
import { TypographyPage } from './TokenTable';

const meta = {
  title: 'Foundations/Typography',
  component: TypographyPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypographyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Families, sizes, weights, line heights and letter spacings, each with a sample. */
export const Typography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fonts = within(canvas.getByRole('region', { name: 'Font families' }));
    await expect(within(fonts.getByTestId('token-heading')).getByTestId('value')).toHaveTextContent(
      String(appSystem().token('fonts.heading')),
    );
    // Every size sample renders at the size its row states.
    const sizes = within(canvas.getByRole('region', { name: 'Font sizes' }));
    for (const row of sizes.getAllByRole('row').slice(1)) {
      const stated = within(row).getAllByRole('cell')[2]!.textContent!;
      await expect(getComputedStyle(within(row).getByTestId('sample')).fontSize).toBe(stated);
    }
    const weights = within(canvas.getByRole('region', { name: 'Font weights' }));
    const bold = within(weights.getByTestId('token-bold'));
    await expect(getComputedStyle(bold.getByTestId('sample')).fontWeight).toBe(
      bold.getByTestId('value').textContent,
    );
  },
};
