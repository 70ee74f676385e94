import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/**
 * The dashboard's forms and wall at the width of the column they sit in. A story overrides the
 * width with `parameters.columnWidth` (a second decorator would nest inside this one's box).
 */
export const inColumn =
  (maxW: string): Decorator =>
  (Story, { parameters }) => (
    <Box p={{ base: '4', md: '6' }} maxW={(parameters.columnWidth as string) ?? maxW} bg="page.bg">
      <Story />
    </Box>
  );

/** A toast with `text` is shown (the viewport sits outside the canvas). */
export async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}
