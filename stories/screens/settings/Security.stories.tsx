import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SecurityScreen } from '@/screens/settings/SecurityScreen';
import { DEMO_PASSWORD } from '@mocks/factories';
import { serverError, slow } from '@mocks/scenarios';
import { withHandlers } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const meta = {
  title: 'Screens/Settings/Security',
  component: SecurityScreen,
  args: { routePath: '/settings/security' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const NEW_PASSWORD = 'a-brand-new-password';
const PATCH_USER: ['patch', string] = ['patch', '/v1/user'];

const fields = (canvas: ReturnType<typeof within>) => ({
  current: canvas.getByLabelText(/^Current password/),
  next: canvas.getByLabelText(/^New password/),
  confirm: canvas.getByLabelText(/^Confirm new password/),
  save: canvas.getByRole('button', { name: /Update password/ }),
});

async function fill(canvasElement: HTMLElement, current: string = DEMO_PASSWORD) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Change password' });
  const form = fields(canvas);
  await userEvent.type(form.current, current);
  await userEvent.type(form.next, NEW_PASSWORD);
  await userEvent.type(form.confirm, NEW_PASSWORD);
  await waitFor(() => expect(form.save).toBeEnabled());
  return { canvas, ...form };
}

/** The empty form: the way back to the hub, and Save disabled until the form is valid. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const form = fields(canvas);
    await expect(form.current).toHaveAttribute('autocomplete', 'current-password');
    await expect(form.next).toHaveAttribute('autocomplete', 'new-password');
    await expect(form.save).toBeDisabled();
  },
};

/** Filled and valid: Save is enabled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { save } = await fill(canvasElement);
    await expect(save).toBeEnabled();
  },
};

/** Spec 5: the current password is required. */
export const CurrentRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { current, next } = fields(canvas);
    await userEvent.click(current);
    await userEvent.click(next);
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Spec 5: the new password follows the password rule. */
export const NewPasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { next, confirm, save } = fields(canvas);
    await userEvent.type(next, 'short');
    await userEvent.click(confirm);
    await expect(
      await canvas.findByText('Enter a password with at least 8 characters.'),
    ).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

/** Spec 5: the confirmation must match. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { current, next, confirm, save } = fields(canvas);
    await userEvent.type(current, DEMO_PASSWORD);
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}!`);
    await userEvent.click(current);
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
  },
};

/** While the change is out, Save shows its own pending state and cannot be pressed again. */
export const Saving: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', PATCH_USER)) },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await fill(canvasElement);
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).toHaveAttribute('data-loading');
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

/** Spec 8: 'Password updated', and the form is cleared. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, save } = await fill(canvasElement);
    await userEvent.click(save);
    const toast = await within(document.body).findByText('Password updated');
    await waitFor(() => expect(toast).toBeVisible());
    const form = fields(canvas);
    await waitFor(() => expect(form.current).toHaveValue(''));
    await expect(form.next).toHaveValue('');
    await expect(form.confirm).toHaveValue('');
    await expect(form.save).toBeDisabled();
  },
};

/** The server's answer to a wrong current password shows at that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, save, current } = await fill(canvasElement, 'not-my-password');
    await userEvent.click(save);
    await expect(await canvas.findByText('Current password is incorrect')).toBeVisible();
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
    await expect(save).toBeDisabled();
  },
};

/** Any other failure: the catalogue's message above the fields, which stay filled. */
export const ServerFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(PATCH_USER)) },
  play: async ({ canvasElement }) => {
    const { canvas, save, next } = await fill(canvasElement);
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(next).toHaveValue(NEW_PASSWORD);
  },
};

/** On a phone the form fits the width. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
