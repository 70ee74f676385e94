import { Box, Button, type ButtonProps, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appSystem } from '@/theme';

// Variants and sizes as the theme's button recipe (Chakra's, merged with src/theme/recipes/button.ts)
// defines them, so a variant added to the theme shows up here by itself.
const recipe = appSystem().getRecipe('button') as {
  variants: { variant: Record<string, unknown>; size: Record<string, unknown> };
  defaultVariants: { variant: ButtonProps['variant']; size: ButtonProps['size'] };
};
const VARIANTS = Object.keys(recipe.variants.variant);
const SIZES = Object.keys(recipe.variants.size);

const meta = {
  title: 'Components/Forms/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Request testimonial',
    variant: recipe.defaultVariants.variant,
    size: recipe.defaultVariants.size,
    disabled: false,
    loading: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: VARIANTS },
    size: { control: 'inline-radio', options: SIZES },
    disabled: { control: 'boolean' },
    loading: { control: 'boolean' },
    loadingText: { control: 'text' },
    children: { control: 'text' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button, every prop a control: the theme's default look (solid, md, brand). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request testimonial' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const Cell = chakra('td', { base: { p: '2', verticalAlign: 'middle' } });
const Head = chakra('th', { base: { p: '2', textAlign: 'start', fontWeight: 'semibold' } });

/** Every variant at every size, then each variant disabled and loading. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="8">
      <Box overflowX="auto" tabIndex={0} role="region" aria-label="Variants by size">
        <chakra.table fontSize="sm">
          <thead>
            <tr>
              <Head scope="col">Variant</Head>
              {SIZES.map((size) => (
                <Head key={size} scope="col">
                  {size}
                </Head>
              ))}
            </tr>
          </thead>
          <tbody>
            {VARIANTS.map((variant) => (
              <tr key={variant}>
                <Head scope="row">{variant}</Head>
                {SIZES.map((size) => (
                  <Cell key={size}>
                    <Button variant={variant as never} size={size as never}>
                      {`${variant} ${size}`}
                    </Button>
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Stack gap="3">
        <Text fontWeight="semibold">Disabled and loading</Text>
        {VARIANTS.map((variant) => (
          <HStack key={variant} gap="3" wrap="wrap">
            <Button variant={variant as never} disabled>
              {`${variant} disabled`}
            </Button>
            <Button variant={variant as never} loading loadingText={`${variant} saving`}>
              {`${variant} loading`}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(VARIANTS).toEqual(expect.arrayContaining(['solid', 'outline', 'ghost']));
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        await expect(canvas.getByRole('button', { name: `${variant} ${size}` })).toBeEnabled();
      }
      await expect(canvas.getByRole('button', { name: `${variant} disabled` })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: `${variant} saving` })).toBeDisabled();
    }
    // The theme's recipe sets the brand palette: a solid button is brand.solid.
    const solid = canvas.getByRole('button', { name: 'solid md' });
    const probe = document.createElement('span');
    probe.style.color = appSystem().token('colors.brand.700');
    document.body.append(probe);
    await expect(getComputedStyle(solid).backgroundColor).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};
