import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { UnverifiedSenderAlert } from '@/components/account/UnverifiedSenderAlert';
import { verificationTexts as texts } from '@/components/account/verificationTexts';
import { apiMessages } from '@/contract';
import { unverifiedMember } from '@mocks/scenarios';
import { DEMO_EMAIL, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// UnverifiedSenderAlert: where a team invitation, a peer invitation or a testimonial request
// was refused (403 EmailNotVerified) because the member's own address is not confirmed yet.
// The server's sentence, and the resend beside it.

const REFUSAL = new ApiError({
  kind: 'CLIENT',
  status: 403,
  code: 'EmailNotVerified',
  message: apiMessages.verifyBeforeSending,
  data: { code: 'EmailNotVerified', message: apiMessages.verifyBeforeSending },
});

const meta = {
  title: 'Components/Account/UnverifiedSenderAlert',
  component: UnverifiedSenderAlert,
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: { error: REFUSAL },
  parameters: { ...signedIn(), ...withMockDb(() => unverifiedMember()) },
} satisfies Meta<typeof UnverifiedSenderAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refusal in the server's words, and Resend. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(apiMessages.verifyBeforeSending)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.resend })).toBeEnabled();
  },
};

export const RefusedMobile: Story = { ...Refused, globals: mobile };

/** Resend pressed: where the new link went, inside the alert. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.resend }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `We sent a new link to ${DEMO_EMAIL}`,
    );
  },
};
