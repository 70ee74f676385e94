import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ScrollRestorer } from '@/components/routing/ScrollRestorer';
import type { PageArgs } from '@stories/support/page';

/** Two tall pages under the restorer: Back at the top, a link forward further down. */
function TallPages() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Box minHeight="3000px" p="6">
      <ScrollRestorer />
      <Stack gap="4">
        <Text>Page {location.pathname}</Text>
        <Button alignSelf="start" onClick={() => navigate(-1)}>
          Back
        </Button>
        {/* Further down: still on screen at 400 px, so clicking it (and focusing it) scrolls nothing. */}
        <Box height="600px" />
        <RouterLink to="/second">Go to the second page</RouterLink>
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Components/Routing/ScrollRestorer',
  component: TallPages,
  args: { routePath: '/:page', routeParams: { page: 'first' } },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;

/** A new page starts at the top; Back returns to where the member was on the previous one. */
export const NewPageAtTopBackRestores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page /first')).toBeVisible();
    window.scrollTo(0, 400);
    // The restorer remembers the position on scroll events; fire it now rather than wait.
    window.dispatchEvent(new Event('scroll'));

    await userEvent.click(canvas.getByRole('link', { name: 'Go to the second page' }));
    await expect(await canvas.findByText('Page /second')).toBeInTheDocument();
    await waitFor(() => expect(window.scrollY).toBe(0));

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText('Page /first')).toBeInTheDocument();
    // Where the member left it: the browser's scroll anchoring may move it by a few pixels as
    // the page settles under it (391 in a built Storybook), never back to the top.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(350));
    window.scrollTo(0, 0);
  },
};
