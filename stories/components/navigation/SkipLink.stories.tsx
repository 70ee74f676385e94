import { Box, Button, Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';

/** The skip link in front of a navigation, with the main content it jumps to. */
function PageWithSkipLink() {
  return (
    <Box position="relative" p="6">
      <SkipLink />
      <nav aria-label="Main">
        <Button variant="ghost">Menu</Button>
      </nav>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Heading as="h1">Page content</Heading>
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Components/Navigation/SkipLink',
  component: PageWithSkipLink,
} satisfies Meta<typeof PageWithSkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const isOnScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0;
};

/** Out of sight until focused; the first Tab brings it into view; it targets main. */
export const VisibleOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    const target = canvasElement.ownerDocument.getElementById(MAIN_CONTENT_ID);
    await expect(target).toBe(canvas.getByRole('main'));
    await expect(isOnScreen(link)).toBe(false);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(isOnScreen(link)).toBe(true));

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await waitFor(() => expect(isOnScreen(link)).toBe(false));
  },
};
