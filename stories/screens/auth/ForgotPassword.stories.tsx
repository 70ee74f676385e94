import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, userEvent, within } from 'storybook/test';
import {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from '@/screens/auth/ForgotPasswordScreen';
import { DEMO_EMAIL } from '@mocks/data/members';
import { networkError } from '@mocks/scenarios';
import { signedOut } from '@stories/support/session';
import { withHandlers } from '@stories/support/mocks';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  args: { routePath: '/forgot-password' },
  parameters: signedOut(),
} satisfies Meta<ForgotPasswordScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the button waits for a valid address. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'alex@');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'example.com');
    await expect(submit).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** After sending: 'Check Your Email' names the address; 'I didn't receive an email' goes back. */
export const CheckYourEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText(DEMO_EMAIL)).toBeVisible();
    await expect(
      canvas.getByText(
        'If it does not arrive within a few minutes, check your junk or social folders.',
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: "I didn't receive an email" }));
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_EMAIL);
  },
};

export const NoConnection: Story = {
  parameters: withHandlers(...networkError(['post', '/v1/users/password/token'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No connection');
  },
};
