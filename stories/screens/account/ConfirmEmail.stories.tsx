import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { ConfirmEmailScreen } from '@/screens/account/EmailLinkScreen';
import { emailLink, EMAIL_LINK_TOKENS } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const NEW_EMAIL = 'new.address@guildhall.test';

const meta = {
  title: 'Screens/Account/ConfirmEmail',
  component: ConfirmEmailScreen,
  args: {
    routePath: '/confirm-email/:token',
    routeParams: { token: EMAIL_LINK_TOKENS.ok },
  } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('change', 'ok')) },
} satisfies Meta<typeof ConfirmEmailScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

/** The new address is confirmed; the member stays signed in. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your e-mail address is changed' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(NEW_EMAIL);
    await expect(canvas.getByRole('link', { name: 'Go to your settings' })).toBeVisible();
  },
};

/** Followed twice. */
export const AlreadyUsed: Story = {
  args: { routeParams: { token: EMAIL_LINK_TOKENS.used } },
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('change', 'used')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkUsed);
  },
};

/** Older than 24 hours. */
export const Expired: Story = {
  args: { routeParams: { token: EMAIL_LINK_TOKENS.expired } },
  parameters: { ...signedIn(), ...withMockDb(() => emailLink('change', 'expired')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkExpired);
  },
};
