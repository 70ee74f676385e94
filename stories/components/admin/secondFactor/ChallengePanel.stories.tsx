import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts as errorTexts } from '@/api/errors';
import { ChallengePanel } from '@/components/admin/secondFactor/ChallengePanel';
import { secondFactorTexts as texts } from '@/components/admin/secondFactor/texts';
import { secondFactorMessages } from '@/contract';
import { mockTotpCode } from '@mocks/data/secondFactor';
import { slow } from '@mocks/scenarios';
import { secondFactorThrottled, secondFactorToChallenge } from '@mocks/scenarios/secondFactor';
import { signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import { mobile } from '@stories/support/viewports';
import { WithSecondFactorStore } from './withSecondFactorStore';

// ChallengePanel: a later session's question, the app's current code or a recovery code, with
// the way out when both are lost.

function ChallengeWithStore() {
  return (
    <WithSecondFactorStore>{(store) => <ChallengePanel store={store} />}</WithSecondFactorStore>
  );
}

const meta = {
  title: 'Components/Admin/SecondFactor/ChallengePanel',
  component: ChallengeWithStore,
  parameters: {
    ...signedInOperator(),
    ...withMockDb(secondFactorToChallenge),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ChallengeWithStore>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const answer = async (canvas: Canvas, code: string) => {
  await userEvent.type(await canvas.findByLabelText(texts.challengeCodeLabel), code);
  await userEvent.click(canvas.getByRole('button', { name: texts.continue }));
};

/** The question, the field (a recovery code may be typed) and the way out. */
export const Asked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.challengeHeading }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(texts.challengeCodeLabel)).toHaveAttribute(
      'inputmode',
      'text',
    );
    await expect(canvas.getByText(texts.lostAll)).toBeVisible();
  },
};

export const AskedMobile: Story = { ...Asked, globals: mobile };

/** A wrong code: the server's sentence, the field marked. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvas, mockTotpCode(Date.now() + 10 * 30_000));
    await expect(await canvas.findByText(secondFactorMessages.codeWrong)).toBeVisible();
    await expect(canvas.getByLabelText(texts.challengeCodeLabel)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Checking: the button shows it and cannot be pressed again. */
export const Checking: Story = {
  parameters: withHandlers(...slow('infinite', ['post', '/v1/admin/second-factor/challenge'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvas, mockTotpCode());
    const button = canvas.getByRole('button', { name: texts.continue });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** Too many wrong codes: the login throttle's message. */
export const Throttled: Story = {
  parameters: withHandlers(...secondFactorThrottled()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvas, mockTotpCode());
    await waitFor(() => expect(canvas.getByText(errorTexts.throttled)).toBeVisible());
  },
};
