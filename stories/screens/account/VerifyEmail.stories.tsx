import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { VerifyEmailScreen } from '@/screens/account/EmailLinkScreen';
import { emailLink, EMAIL_LINK_TOKENS, slow } from '@mocks/scenarios';
import { DEMO_EMAIL, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn, signedOut } from '@stories/support/session';

const meta = {
  title: 'Screens/Account/VerifyEmail',
  component: VerifyEmailScreen,
  args: {
    routePath: '/verify-email/:token',
    routeParams: { token: EMAIL_LINK_TOKENS.ok },
  } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('verify', 'ok')) },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

/** The link works: the address is confirmed, and the member goes on to the settings. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(DEMO_EMAIL);
    await expect(canvas.getByRole('link', { name: 'Go to your settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

/** Followed from another browser, signed out: the way on is to log in. */
export const ConfirmedSignedOut: Story = {
  parameters: { ...signedOut(), ...withMockDb(() => emailLink('verify', 'ok')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** A link followed twice: the server's sentence says so. */
export const AlreadyUsed: Story = {
  args: { routeParams: { token: EMAIL_LINK_TOKENS.used } },
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('verify', 'used')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkUsed);
    await expect(canvas.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  },
};

/** A link older than 24 hours. */
export const Expired: Story = {
  args: { routeParams: { token: EMAIL_LINK_TOKENS.expired } },
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('verify', 'expired')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkExpired);
  },
};

/** While the confirmation is out. */
export const Confirming: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => emailLink('verify', 'ok')),
    ...withHandlers(...slow('infinite', ['post', '/v1/user/verification/:token'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Confirming your e-mail address' }),
    ).toBeVisible();
    await expect(canvas.getByText('One moment…')).toBeVisible();
  },
};
