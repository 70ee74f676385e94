import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts as errorTexts } from '@/api/errors';
import { secondFactorTexts as texts } from '@/components/admin/secondFactor/texts';
import { auditLogTexts } from '@/screens/admin/audit/texts';
import { AuditLogScreen } from '@/screens/admin/audit/AuditLogScreen';
import { secondFactorMessages } from '@/contract';
import { MOCK_RECOVERY_CODES, MOCK_TOTP_SECRET, mockTotpCode } from '@mocks/data/secondFactor';
import {
  secondFactorThrottled,
  secondFactorToChallenge,
  secondFactorToEnrol,
} from '@mocks/scenarios/secondFactor';
import { inAdminLayout, signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { mobile } from '@stories/support/viewports';

// The admin area's door (issue 38 §6): the operator's first visit sets up the second factor
// (the mocks' fixed key, a first code, the recovery codes once); a later session enters a code
// or a recovery code. The screen behind it is the audit log.

const meta = {
  title: 'Screens/Admin/SecondFactor',
  component: inAdminLayout(AuditLogScreen),
  args: { routePath: '/admin/audit/*' } satisfies PageArgs,
  parameters: { ...signedInOperator(), ...withMockDb(secondFactorToEnrol) },
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

/** A code ten time steps from now: never the current one. */
const wrongCode = () => mockTotpCode(Date.now() + 10 * 30_000);

async function enter(canvas: Canvas, label: string, code: string, button: string) {
  const field = await canvas.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

const auditOpened = async (canvas: Canvas) =>
  expect(await canvas.findByRole('heading', { level: 1, name: auditLogTexts.title })).toBeVisible();

/** The first visit: the setup key to type, and the link an authenticator app opens. */
export const Enrolment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.enrolHeading }),
    ).toBeVisible();
    await expect(await canvas.findByText(MOCK_TOTP_SECRET.match(/.{4}/g)!.join(' '))).toBeVisible();
    const link = canvas.getByRole('link', { name: texts.openInApp });
    await expect(link.getAttribute('href')).toContain(`secret=${MOCK_TOTP_SECRET}`);
    await expect(canvas.getByLabelText(texts.codeLabel)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: auditLogTexts.title })).toBeNull();
  },
};

export const EnrolmentMobile: Story = { ...Enrolment, globals: mobile };

/** A wrong first code: the server's sentence under the field, and the key stays. */
export const EnrolmentWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas, texts.codeLabel, wrongCode(), texts.confirm);
    await expect(await canvas.findByText(secondFactorMessages.codeWrong)).toBeVisible();
    await expect(canvas.getByLabelText(texts.codeLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { name: texts.enrolHeading })).toBeVisible();
  },
};

/** The right code: the recovery codes, once; then the admin area opens. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas, texts.codeLabel, mockTotpCode(), texts.confirm);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.codesHeading }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: texts.codesList });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(MOCK_RECOVERY_CODES.length);
    for (const code of MOCK_RECOVERY_CODES)
      await expect(within(list).getByText(code)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.codesSaved }));
    await auditOpened(canvas);
  },
};

export const RecoveryCodesMobile: Story = { ...RecoveryCodes, globals: mobile };

/** A later session: the app's current code opens the admin area. */
export const Challenge: Story = {
  parameters: withMockDb(secondFactorToChallenge),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.challengeHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(texts.lostAll)).toBeVisible();
    await enter(canvas, texts.challengeCodeLabel, mockTotpCode(), texts.continue);
    await auditOpened(canvas);
  },
};

export const ChallengeMobile: Story = {
  ...Challenge,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.challengeHeading }),
    ).toBeVisible();
  },
};

/** A recovery code, typed as it was written down, opens it too. */
export const ChallengeRecoveryCode: Story = {
  parameters: withMockDb(secondFactorToChallenge),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(
      canvas,
      texts.challengeCodeLabel,
      MOCK_RECOVERY_CODES[0]!.toUpperCase(),
      texts.continue,
    );
    await auditOpened(canvas);
  },
};

/** A wrong code: the server's sentence; the admin area stays closed. */
export const ChallengeWrongCode: Story = {
  parameters: withMockDb(secondFactorToChallenge),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas, texts.challengeCodeLabel, wrongCode(), texts.continue);
    await expect(await canvas.findByText(secondFactorMessages.codeWrong)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: auditLogTexts.title })).toBeNull();
  },
};

/** Too many wrong codes: the login throttle's message. */
export const ChallengeThrottled: Story = {
  parameters: {
    ...withMockDb(secondFactorToChallenge),
    ...withHandlers(...secondFactorThrottled()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas, texts.challengeCodeLabel, mockTotpCode(), texts.continue);
    await waitFor(() => expect(canvas.getByText(errorTexts.throttled)).toBeVisible());
  },
};
