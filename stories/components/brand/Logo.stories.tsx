import { Box, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Logo, type LogoProps } from '@/components/brand/Logo';
import { PRODUCT_NAME } from '@/contract';
import type { PageArgs } from '@stories/support/page';

const meta = {
  title: 'Components/Brand/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { to: '/', tone: 'dark', routePath: '/community' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['dark', 'light'] },
    to: { control: 'inline-radio', options: ['/', '/dashboard'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<LogoProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark and word mark as one home link; following it navigates to `to`. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `${PRODUCT_NAME} home` });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveTextContent(PRODUCT_NAME);
    await userEvent.click(link);
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** Both tones: dark on light pages, light on the brand's dark panels. */
export const Tones: Story = {
  render: () => (
    <HStack gap="0" align="stretch">
      <Box p="6" bg="page.panel">
        <Logo to="/" />
      </Box>
      <Box p="6" bg="brand.solid">
        <Logo to="/dashboard" tone="light" />
      </Box>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: `${PRODUCT_NAME} home` });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/dashboard']);
    await expect(getComputedStyle(links[1]!).color).toBe('rgb(255, 255, 255)');
  },
};
