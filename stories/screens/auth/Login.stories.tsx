import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from '@/screens/auth/LoginScreen';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { DEMO_PASSWORD } from '@mocks/factories';
import { networkError, slow, suspendedMember, throttledLogin } from '@mocks/scenarios';
import { signedOut } from '@stories/support/session';
import { withHandlers, withMockDb } from '@stories/support/mocks';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  args: { routePath: '/login' },
  parameters: signedOut(),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const token = '/v1/oauth/token';

async function fillAndSubmit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
  return canvas;
}

/** The empty form: Log In waits for a change; the links lead to sign-up and reset. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();

    // The password can be shown to check it, and hidden again.
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** Validation runs on submit only, with the spec's messages. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    // Nothing is said while typing…
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    // …and everything on submit.
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Enter a password with at least 8 characters.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid username or password',
    );
  },
};

/**
 * A suspended account: refused after the password check (403) with the server's message, not
 * 'Invalid username or password'.
 */
export const Suspended: Story = {
  parameters: { ...signedOut(), ...withMockDb(() => suspendedMember(DEMO_USER_ID)) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.accountSuspended);
    await expect(canvas.queryByText('Invalid username or password')).toBeNull();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

export const Throttled: Story = {
  parameters: withHandlers(...throttledLogin()),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a few minutes.',
    );
  },
};

export const NoConnection: Story = {
  parameters: withHandlers(...networkError(['post', token])),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No connection');
  },
};

/** While the request is out the button shows its loading state and cannot be pressed again. */
export const Submitting: Story = {
  parameters: withHandlers(...slow('infinite', ['post', token])),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, DEMO_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Log/ })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Log/ })).toHaveAttribute('data-loading');
    await expect(canvas.getByText('Logging in')).toBeVisible();
  },
};

/** The right credentials log in and lead to the dashboard. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};
