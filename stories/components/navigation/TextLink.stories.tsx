import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from '@/components/navigation/TextLink';

/** The link inside running text, as the auth screens and the settings hub use it. */
function SentenceWithLink() {
  return (
    <Text p="6">
      Don&apos;t have an account? <TextLink to="/signup">Sign Up</TextLink>
    </Text>
  );
}

const meta = {
  title: 'Components/Navigation/TextLink',
  component: SentenceWithLink,
  args: { routePath: '/login' },
} satisfies Meta<typeof SentenceWithLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-app link, underlined so it stands out in text, that navigates without reloading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sign Up' });
    await expect(link).toHaveAttribute('href', '/signup');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.click(link);
    await expect(await canvas.findByText('Navigated to /signup')).toBeVisible();
  },
};
