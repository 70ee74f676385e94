import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthHeader } from '@/screens/auth/AuthHeader';

const meta = {
  title: 'Screens/Auth/AuthHeader',
  component: AuthHeader,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AuthHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the title: the page's one h1, focusable by script (focus moves to it on step change). */
export const TitleOnly: Story = {
  args: { title: 'Log In' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Log In' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.queryByText('Step 1 of 2')).toBeNull();
  },
};

/** With the eyebrow above the title and a lead below it. */
export const WithEyebrowAndLead: Story = {
  args: {
    title: 'Sign Up',
    eyebrow: 'Step 1 of 2',
    lead: 'Join our exclusive community for sophisticated Independent Professionals',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign Up' });
    const eyebrow = canvas.getByText('Step 1 of 2');
    const lead = canvas.getByText(
      'Join our exclusive community for sophisticated Independent Professionals',
    );
    await expect(eyebrow).toBeVisible();
    await expect(lead).toBeVisible();
    // Reading order: eyebrow, title, lead.
    await expect(eyebrow.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(heading.compareDocumentPosition(lead)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};
