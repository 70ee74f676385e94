import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResendVerification } from '@/components/account/ResendVerification';
import { verificationTexts as texts } from '@/components/account/verificationTexts';
import { apiMessages } from '@/contract';
import { slow, unverifiedMember } from '@mocks/scenarios';
import { DEMO_EMAIL, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

// ResendVerification: the one resend of the verification e-mail, shared by the banner, a
// refused sender's alert (button) and the hub's background check (link); its outcome shows
// above it.

const meta = {
  title: 'Components/Account/ResendVerification',
  component: ResendVerification,
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
  args: { appearance: 'button' },
  parameters: { ...signedIn(), ...withMockDb(() => unverifiedMember()) },
} satisfies Meta<typeof ResendVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const resend = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: texts.resend });

/** As a button: a new link goes out and the outcome names where. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await resend(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `We sent a new link to ${DEMO_EMAIL}`,
    );
  },
};

/** As a link, in a card's text: the same action, the same outcome. */
export const AsLink: Story = {
  args: { appearance: 'link' },
  play: Resent.play,
};

/** While it is out: the button says so and cannot be pressed again. */
export const Resending: Story = {
  parameters: withHandlers(...slow('infinite', ['post', '/v1/user/verification'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await resend(canvas);
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** A link sent this minute: the server's sentence, and the button stays. */
export const Refused: Story = {
  args: { appearance: 'link' },
  parameters: withMockDb(() => unverifiedMember(undefined, { sentJustNow: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await resend(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      apiMessages.verificationThrottled,
    );
    await expect(await resend(canvas)).toBeEnabled();
  },
};
