import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages, reviewReasonLabels } from '@/contract';
import { config } from '@/lib/config';
import { checkTexts } from '@/screens/settings/checkTexts';
import { BackgroundCheckScreen } from '@/screens/settings/BackgroundCheckScreen';
import {
  myCheckAt,
  NOTICE_ANSWER,
  noticeAnsweredElsewhere,
  serverError,
  slow,
  type MyCheckOptions,
  type MyCheckStep,
} from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

/** The demo member's check in `step` (the scenario unpublishes the adverse ones). */
const at = (step: MyCheckStep, options?: MyCheckOptions) => ({
  ...signedIn(),
  ...withMockDb(() => myCheckAt(step, options)),
});

const meta = {
  title: 'Screens/Settings/CheckStatus',
  component: BackgroundCheckScreen,
  args: { routePath: '/settings/check' } satisfies PageArgs,
  parameters: at('submitted'),
} satisfies Meta<typeof BackgroundCheckScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

type Canvas = ReturnType<typeof within>;
const RESPONSE: ['post', string] = ['post', '/v1/user/check/response'];
const REREVIEW: ['post', string] = ['post', '/v1/user/check/rereview'];
const REASON = reviewReasonLabels.experience_short;
const DUE = 'November 26, 2026';
const ANSWER = 'My own practice started in 2012; the years before were at Fields HR.';

const block = async (canvas: Canvas, title: string) =>
  within(
    (await canvas.findByRole('heading', { level: 2, name: title })).closest(
      'section',
    ) as HTMLElement,
  );

async function typeAnswer(canvas: Canvas) {
  const field = await canvas.findByRole('textbox', { name: /^Your answer/ });
  await userEvent.type(field, ANSWER);
  return { field, send: canvas.getByRole('button', { name: checkTexts.send }) };
}

/** Submitted: the profile is live while reviewers check it; no form. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Submitted');
    await expect(section.getByText(checkTexts.liveWhileChecked)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Last 4 digits/)).toBeNull();
  },
};

/** A reviewer started it: the same reassurance. */
export const InReview: Story = {
  parameters: at('in_review'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'In review');
    await expect(section.getByText(checkTexts.liveWhileChecked)).toBeVisible();
  },
};

/** Opened again because the member changed an eligibility answer: says why. */
export const EligibilityChanged: Story = {
  parameters: at('in_review', { trigger: 'eligibility_changed' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'In review');
    await expect(section.getByText(checkTexts.eligibilityChanged)).toBeVisible();
  },
};

/**
 * A notice: the reason, the due date and a form to answer once; sent, the form gives way to
 * "Your answer was sent" and the answer.
 */
export const Notice: Story = {
  parameters: at('notice'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Notice');
    await expect(section.getByText(REASON)).toBeVisible();
    await expect(section.getByText(new RegExp(`^Answer by ${DUE}\\.`))).toBeVisible();
    const { send } = await typeAnswer(canvas);
    await userEvent.click(send);
    // The field's own live region is a status too: the one announcing the answer is found by it.
    const sent = await section.findByText(checkTexts.answerSent);
    await expect(sent).toHaveAttribute('role', 'status');
    await expect(section.getByText(ANSWER)).toBeVisible();
    await expect(section.queryByRole('textbox', { name: /^Your answer/ })).toBeNull();
  },
};

/** An empty answer is not sent: the contract's message. */
export const NoticeEmptyAnswer: Story = {
  parameters: at('notice'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Your answer/ });
    await userEvent.click(canvas.getByRole('button', { name: checkTexts.send }));
    await expect(await canvas.findByText(messages.text)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Your answer/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** While the answer is out, Send shows its own pending state. */
export const NoticeSending: Story = {
  parameters: { ...at('notice'), ...withHandlers(...slow('infinite', RESPONSE)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { send } = await typeAnswer(canvas);
    await userEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send).toHaveAttribute('data-loading');
    await expect(canvas.getByText(checkTexts.sending)).toBeVisible();
  },
};

/** The answer could not be sent: the message, and the answer kept to try again. */
export const NoticeFailed: Story = {
  parameters: { ...at('notice'), ...withHandlers(...serverError(RESPONSE)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { field, send } = await typeAnswer(canvas);
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(field).toHaveValue(ANSWER);
    await expect(send).toBeEnabled();
  },
};

/** Answered from another tab first: the server's refusal, and the answer on file. */
export const NoticeAnsweredElsewhere: Story = {
  parameters: { ...at('notice'), ...withHandlers(...noticeAnsweredElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { send } = await typeAnswer(canvas);
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already answered this notice',
    );
    await expect(await canvas.findByText(NOTICE_ANSWER)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Your answer/ })).toBeNull();
  },
};

/** The notice answered: no form; the answer waits for the reviewers. */
export const NoticeAnswered: Story = {
  parameters: at('noticeAnswered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Notice');
    await expect(section.getByRole('status')).toHaveTextContent(checkTexts.answerSent);
    await expect(section.getByText(NOTICE_ANSWER)).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** Cleared. */
export const Cleared: Story = {
  parameters: at('cleared'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Cleared');
    await expect(section.getByText(checkTexts.cleared)).toBeVisible();
  },
};

/** Unpublished after review, with the reason; a re-review asked for opens a new review. */
export const Adverse: Story = {
  parameters: at('adverse'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Unpublished after review');
    await expect(section.getByText(checkTexts.adverse(REASON))).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: checkTexts.reReview }));
    const waiting = await block(canvas, 'Submitted');
    await expect(waiting.getByText(checkTexts.reReviewWaiting)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: checkTexts.reReview })).toBeNull();
  },
};

/** While the re-review is asked for, its button shows its own pending state. */
export const ReReviewAsking: Story = {
  parameters: { ...at('adverse'), ...withHandlers(...slow('infinite', REREVIEW)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: checkTexts.reReview });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
    await expect(canvas.getByText(checkTexts.reReviewAsking)).toBeVisible();
  },
};

/** The re-review could not be asked for: the message; the button stays to try again. */
export const ReReviewFailed: Story = {
  parameters: { ...at('adverse'), ...withHandlers(...serverError(REREVIEW)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: checkTexts.reReview }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: checkTexts.reReview })).toBeEnabled();
  },
};

/** The one re-review was decided adverse too: no button; the concierge's address. */
export const AdverseAfterReReview: Story = {
  parameters: at('adverseAfterReReview'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Unpublished after review');
    await expect(section.getByText(checkTexts.adverse(REASON))).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
    await expect(section.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  },
};

/** A re-review waits: the profile stays unpublished until the reviewers clear it. */
export const ReReviewWaiting: Story = {
  parameters: at('reReviewWaiting'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await block(canvas, 'Submitted');
    await expect(section.getByText(checkTexts.reReviewWaiting)).toBeVisible();
  },
};

/** The check cannot be read: spec 8's load failure, and Try again. */
export const LoadFailed: Story = {
  parameters: { ...at('notice'), ...withHandlers(...serverError(['get', '/v1/user/check'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // GETs are retried (spec 9: 4 times) before the failure shows.
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.getByRole('button', { name: checkTexts.retry })).toBeEnabled();
  },
};

/** On a phone the notice and its form fit the width. */
export const Mobile: Story = {
  parameters: at('notice'),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAnswer(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
