import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { SecurityScreen } from '@/screens/settings/SecurityScreen';
import { DEMO_OPERATOR_EMAIL } from '@demo/community';
import { DEMO_PASSWORD } from '@mocks/factories';
import { slow } from '@mocks/scenarios';
import { DEMO_EMAIL, withHandlers } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

// Its blocks, each in every state here: AccountBlocks (src/screens/settings/account/AccountBlocks.tsx),
// EmailChangeBlock, ExportBlock and DeleteAccountBlock.
// The account's controls on /settings/security (issue 23): change of address, export, delete.

const meta = {
  title: 'Screens/Account/Settings',
  component: SecurityScreen,
  args: { routePath: '/settings/security' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const NEW_EMAIL = 'new.address@guildhall.test';

async function fillEmailChange(
  canvasElement: HTMLElement,
  email: string,
  password = DEMO_PASSWORD,
) {
  const canvas = within(canvasElement);
  const form = within(await canvas.findByRole('form', { name: 'E-mail address' }));
  await userEvent.type(form.getByLabelText(/^New e-mail address/), email);
  await userEvent.type(form.getByLabelText(/^Your password/), password);
  const submit = form.getByRole('button', { name: 'Change e-mail address' });
  await waitFor(() => expect(submit).toBeEnabled());
  return { canvas, form, submit };
}

/** The change form, empty: the current address, Change disabled. */
export const EmailChangeDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'E-mail address' }));
    await expect(canvas.getByText(`You sign in with ${DEMO_EMAIL}.`)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Change e-mail address' })).toBeDisabled();
  },
};

/** Sent: the link went to the new address, which holds once it is followed. */
export const EmailChangePending: Story = {
  play: async ({ canvasElement }) => {
    const { form, submit } = await fillEmailChange(canvasElement, NEW_EMAIL);
    await userEvent.click(submit);
    await expect(await form.findByText(new RegExp(`We sent a link to ${NEW_EMAIL}`))).toBeVisible();
  },
};

/** The address belongs to another account: said at the field. */
export const EmailChangeTaken: Story = {
  play: async ({ canvasElement }) => {
    const { form, submit } = await fillEmailChange(canvasElement, DEMO_OPERATOR_EMAIL);
    await userEvent.click(submit);
    await expect(await form.findByText(apiMessages.emailTaken)).toBeVisible();
    await expect(form.getByLabelText(/^New e-mail address/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Export: the button shows its pending state, then the file is saved. */
export const Exporting: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', ['get', '/v1/user/export'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Export my data' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

export const Exported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export my data' }));
    await expect(await canvas.findByText('Your data was downloaded.')).toBeVisible();
  },
};

async function openDeleteDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete my account' }));
  const dialog = within(await within(document.body).findByRole('alertdialog'));
  // Past its opening animation.
  await waitFor(() => expect(dialog.getByText('Delete your account?')).toBeVisible());
  return { canvas, dialog, submit: dialog.getByRole('button', { name: 'Delete my account' }) };
}

/** The dialog: the password again and the box ticked before Delete is possible. */
export const DeleteDialogDefault: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, submit } = await openDeleteDialog(canvasElement);
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^Your password/), DEMO_PASSWORD);
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByText(/I understand/));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A wrong password: said at the field, nothing deleted. */
export const DeleteWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, submit } = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Your password/), 'not-my-password');
    await userEvent.click(dialog.getByText(/I understand/));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await dialog.findByText(apiMessages.passwordIncorrect)).toBeVisible();
  },
};

/** Deleting: the button shows so and cannot be pressed twice. */
export const Deleting: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...slow('infinite', ['post', '/v1/user/deletion'])),
  },
  play: async ({ canvasElement }) => {
    const { dialog, submit } = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Your password/), DEMO_PASSWORD);
    await userEvent.click(dialog.getByText(/I understand/));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('data-loading');
  },
};
