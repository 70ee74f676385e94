import { Heading } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SecondFactorGate } from '@/components/admin/secondFactor/SecondFactorGate';
import { secondFactorTexts as texts } from '@/components/admin/secondFactor/texts';
import { mockTotpCode } from '@mocks/data/secondFactor';
import { serverError, slow } from '@mocks/scenarios';
import { secondFactorToChallenge, secondFactorToEnrol } from '@mocks/scenarios/secondFactor';
import { signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import { WithSecondFactorStore } from './withSecondFactorStore';

// SecondFactorGate: the admin area's door. It reads where the session stands and shows the
// enrolment, the challenge, a spinner while it reads, or the failed read with Try again; once
// the factor is passed, what it guards.

const GUARDED = 'The admin area';

function GateWithStore() {
  return (
    <WithSecondFactorStore>
      {(store) => (
        <SecondFactorGate store={store}>
          <Heading as="h1">{GUARDED}</Heading>
        </SecondFactorGate>
      )}
    </WithSecondFactorStore>
  );
}

const meta = {
  title: 'Components/Admin/SecondFactor/SecondFactorGate',
  component: GateWithStore,
  parameters: { ...signedInOperator(), ...withMockDb(secondFactorToEnrol), layout: 'fullscreen' },
} satisfies Meta<typeof GateWithStore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No factor yet: the enrolment shows, and nothing behind the door. */
export const ToEnrol: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.enrolHeading }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: GUARDED })).toBeNull();
  },
};

/** A factor set up before: the challenge; the right code opens the door. */
export const ToChallenge: Story = {
  parameters: withMockDb(secondFactorToChallenge),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(texts.challengeCodeLabel), mockTotpCode());
    await userEvent.click(canvas.getByRole('button', { name: texts.continue }));
    await expect(await canvas.findByRole('heading', { level: 1, name: GUARDED })).toBeVisible();
  },
};

/** This session passed already: what the gate guards, at once. */
export const Passed: Story = {
  parameters: withMockDb(() => undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: GUARDED })).toBeVisible();
  },
};

/** While the state is read: a spinner with its label. */
export const Loading: Story = {
  parameters: withHandlers(...slow('infinite', ['get', '/v1/admin/second-factor'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: GUARDED })).toBeNull();
  },
};

/** The read failed: why, and Try again; the door stays shut. */
export const LoadFailed: Story = {
  parameters: withHandlers(...serverError(['get', '/v1/admin/second-factor'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: GUARDED })).toBeNull();
  },
};
