import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appSystem } from '@/theme';
import { RadiiPage } from './TokenTable';
import { toPixels } from './tokens';

const meta = {
  title: 'Foundations/Radii',
  component: RadiiPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadiiPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Corner radii, each drawn on a box. */
export const Radii: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const md = within(canvas.getByTestId('token-md'));
    await expect(md.getByTestId('value')).toHaveTextContent(String(appSystem().token('radii.md')));
    await expect(getComputedStyle(md.getByTestId('shape')).borderTopLeftRadius).toBe(
      `${toPixels(appSystem().token('radii.md'))}px`,
    );
    await expect(canvas.getByTestId('token-full')).toBeVisible();
  },
};
