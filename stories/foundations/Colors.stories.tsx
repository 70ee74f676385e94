import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appSystem } from '@/theme';
import { ColorsPage } from './TokenTable';
import { computedColor } from './tokens';

const meta = {
  title: 'Foundations/Colors',
  component: ColorsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every palette and semantic colour; each swatch is painted with the token's CSS variable. */
export const Colors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = within(canvas.getByRole('list', { name: 'brand palette' }));
    const solid = brand.getByTestId('token-brand.700');
    await expect(within(solid).getByTestId('value')).toHaveTextContent(
      String(appSystem().token('colors.brand.700')),
    );
    const swatch = canvas.getAllByTestId('swatch-brand.700')[0]!;
    await expect(getComputedStyle(swatch).backgroundColor).toBe(
      computedColor(appSystem().token('colors.brand.700')),
    );
    // The semantic brand.solid resolves to brand.700 in light mode.
    const semanticSolid = within(canvas.getByRole('region', { name: 'Semantic colours: brand' }));
    await expect(
      within(semanticSolid.getByTestId('token-brand.solid')).getByTestId('value'),
    ).toHaveTextContent(String(appSystem().token('colors.brand.700')));
    await expect(canvas.getByRole('region', { name: 'Semantic colours: page' })).toBeVisible();
    // What each row states is what its swatch paints (currentColor follows the text, so not it).
    const swatches = canvasElement.querySelectorAll<HTMLElement>('[data-testid^="swatch-"]');
    await expect(swatches.length).toBeGreaterThan(100);
    // Collected and compared once: an expect per swatch (300) is slow in the interactions panel.
    const mismatches = [...swatches].flatMap((each) => {
      const row = each.closest<HTMLElement>('[data-testid^="token-"]')!;
      const stated = within(row).getByTestId('value').textContent!;
      if (stated === 'currentColor') return [];
      const painted = getComputedStyle(each).backgroundColor;
      return painted === computedColor(stated)
        ? []
        : [{ token: row.dataset.testid, stated, painted }];
    });
    await expect(mismatches).toEqual([]);
  },
};
