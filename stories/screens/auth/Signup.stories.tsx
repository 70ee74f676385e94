import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignupScreen, type SignupScreenProps } from '@/screens/auth/SignupScreen';
import { DEMO_EMAIL } from '@mocks/data/members';
import { api, errorResponse } from '@mocks/http';
import { slow } from '@mocks/scenarios';
import { signedOut } from '@stories/support/session';
import { withHandlers } from '@stories/support/mocks';

const meta = {
  title: 'Screens/Auth/Signup',
  component: SignupScreen,
  args: { routePath: '/signup' },
  parameters: signedOut(),
} satisfies Meta<SignupScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function completeStep1(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'a-long-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByText('Step 2 of 2')).toBeVisible();
  return canvas;
}

async function completeStep2(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Dana');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Whitfield');
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

/** Step 1: e-mail, password and the terms notice; invalid answers keep the member here. */
export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    await userEvent.type(canvas.getByLabelText('Email'), 'dana@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Enter a password with at least 8 characters.')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
  },
};

/** Step 2: first and last name; Back returns to step 1 with the answers kept. */
export const Step2: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await completeStep1(canvasElement, 'dana.whitfield@example.com');
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Enter your last name.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('dana.whitfield@example.com');
  },
};

/** A taken e-mail (409 ResourceConflict) returns to step 1 with 'Try a different email address.' */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await completeStep1(canvasElement, DEMO_EMAIL);
    await completeStep2(canvas);
    await expect(await canvas.findByText('Try a different email address.')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: withHandlers(...slow('infinite', ['post', '/v1/users'])),
  play: async ({ canvasElement }) => {
    const canvas = await completeStep1(canvasElement, 'dana.whitfield@example.com');
    await completeStep2(canvas);
    await expect(await canvas.findByText('Creating account')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [http.post(api('/v1/users'), () => errorResponse('RequestThrottled', 'Slow down'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await completeStep1(canvasElement, 'dana.whitfield@example.com');
    await completeStep2(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a few minutes.',
    );
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
  },
};

/** Success registers, logs in and goes to the onboarding call, replacing history. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await completeStep1(canvasElement, 'dana.whitfield@example.com');
    await completeStep2(canvas);
    await expect(await canvas.findByText('Navigated to /onboarding/call')).toBeVisible();
  },
};
