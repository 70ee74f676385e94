import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from '@/screens/auth/ResetPasswordScreen';
import { DEMO_EMAIL } from '@mocks/data/members';
import { db, findUserByEmail } from '@mocks/db';
import { signedOut } from '@stories/support/session';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordScreen,
  args: {
    routePath: '/reset-password',
    routeSearch: `?token=story-reset-token&username=${encodeURIComponent(DEMO_EMAIL)}`,
  },
  parameters: signedOut(),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form names the account; the button waits for a valid, matching pair. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByText(DEMO_EMAIL)).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Save password and log in' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-new-password');
    await expect(submit).toBeEnabled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'another-password');
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save password and log in' })).toBeDisabled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a password with at least 8 characters.'),
    ).toBeVisible();
  },
};

/** A link that no longer works: the failure, and a way to ask for a new one. */
export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password and log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** A valid link sets the password, logs in, and goes to the dashboard. */
export const Success: Story = {
  parameters: {
    store: () => {
      const user = findUserByEmail(DEMO_EMAIL);
      if (user) db.resetTokens.push({ token: 'story-reset-token', userId: user.id });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password and log in' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

/** Without token and username the screen sends the member to /forgot-password. */
export const MissingToken: Story = {
  args: { routeSearch: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /forgot-password')).toBeVisible();
  },
};
