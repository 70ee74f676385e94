import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VerificationBanner } from '@/components/account/VerificationBanner';
import { apiMessages } from '@/contract';
import { slow, unverifiedMember } from '@mocks/scenarios';
import { DEMO_EMAIL, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const meta = {
  title: 'Components/Account/VerificationBanner',
  component: VerificationBanner,
  parameters: { ...signedIn(), ...withMockDb(() => unverifiedMember()), layout: 'fullscreen' },
} satisfies Meta<typeof VerificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendButton = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'Resend the e-mail' });

/** An unverified member: where the link went, and Resend. */
export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(DEMO_EMAIL))).toBeVisible();
    await expect(await resendButton(canvas)).toBeEnabled();
  },
};

/** Resent: a new link went out. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await resendButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `We sent a new link to ${DEMO_EMAIL}`,
    );
  },
};

/** While the resend is out, the button shows so and cannot be pressed again. */
export const Resending: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => unverifiedMember()),
    ...withHandlers(...slow('infinite', ['post', '/v1/user/verification'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await resendButton(canvas);
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** An e-mail went out this minute: the server's sentence says to wait. */
export const Throttled: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => unverifiedMember(undefined, { sentJustNow: true })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await resendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      apiMessages.verificationThrottled,
    );
  },
};

/** A verified member sees no banner. */
export const Verified: Story = {
  parameters: signedIn({ emailVerified: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Confirm your e-mail address')).toBeNull();
  },
};
