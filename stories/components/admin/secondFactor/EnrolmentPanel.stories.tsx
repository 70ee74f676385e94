import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EnrolmentPanel } from '@/components/admin/secondFactor/EnrolmentPanel';
import { secondFactorTexts as texts } from '@/components/admin/secondFactor/texts';
import { secondFactorMessages } from '@/contract';
import { MOCK_RECOVERY_CODES, MOCK_TOTP_SECRET, mockTotpCode } from '@mocks/data/secondFactor';
import { serverError, slow } from '@mocks/scenarios';
import { secondFactorToEnrol } from '@mocks/scenarios/secondFactor';
import { signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import { mobile } from '@stories/support/viewports';
import { WithSecondFactorStore } from './withSecondFactorStore';

// EnrolmentPanel: the first visit to /admin. The setup key in groups of four and its
// otpauth:// link, a first code to confirm it, then the recovery codes, shown once.

function EnrolmentWithStore() {
  return (
    <WithSecondFactorStore>{(store) => <EnrolmentPanel store={store} />}</WithSecondFactorStore>
  );
}

const meta = {
  title: 'Components/Admin/SecondFactor/EnrolmentPanel',
  component: EnrolmentWithStore,
  parameters: { ...signedInOperator(), ...withMockDb(secondFactorToEnrol), layout: 'fullscreen' },
} satisfies Meta<typeof EnrolmentWithStore>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const confirmWith = async (canvas: Canvas, code: string) => {
  await userEvent.type(await canvas.findByLabelText(texts.codeLabel), code);
  await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
};

/** The key to type, grouped as apps show it, and the link an app opens. */
export const SetupKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_TOTP_SECRET.match(/.{4}/g)!.join(' '))).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.openInApp })).toHaveAttribute(
      'href',
      expect.stringContaining(`secret=${MOCK_TOTP_SECRET}`),
    );
  },
};

export const SetupKeyMobile: Story = { ...SetupKey, globals: mobile };

/** While the key is made: the panel says so. */
export const LoadingKey: Story = {
  parameters: withHandlers(...slow('infinite', ['post', '/v1/admin/second-factor/enrolment'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeVisible();
    await expect(canvas.queryByLabelText(texts.codeLabel)).toBeNull();
  },
};

/** The key could not be made: why, and Try again. */
export const KeyFailed: Story = {
  parameters: withHandlers(...serverError(['post', '/v1/admin/second-factor/enrolment'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.startFailed);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeEnabled();
  },
};

/** A wrong first code: the server's sentence under the field; the key stays. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmWith(canvas, mockTotpCode(Date.now() + 10 * 30_000));
    await expect(await canvas.findByText(secondFactorMessages.codeWrong)).toBeVisible();
    await expect(canvas.getByText(MOCK_TOTP_SECRET.match(/.{4}/g)!.join(' '))).toBeVisible();
  },
};

/** Confirming: the button shows it and cannot be pressed again. */
export const Confirming: Story = {
  parameters: withHandlers(
    ...slow('infinite', ['post', '/v1/admin/second-factor/enrolment/confirm']),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmWith(canvas, mockTotpCode());
    const button = canvas.getByRole('button', { name: texts.confirm });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** The right code: the recovery codes, each once, and the button that goes on. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmWith(canvas, mockTotpCode());
    const list = await canvas.findByRole('list', { name: texts.codesList });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(MOCK_RECOVERY_CODES.length);
    await expect(canvas.getByRole('button', { name: texts.codesSaved })).toBeEnabled();
  },
};

export const RecoveryCodesMobile: Story = { ...RecoveryCodes, globals: mobile };
