import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts as errorTexts } from '@/api/errors';
import { adminTexts, auditTexts, formatDateTime, roleLabels } from '@/components/admin/texts';
import {
  apiMessages,
  auditActionLabels,
  ELIGIBILITY_FIELDS,
  eligibilityFieldLabels,
  reviewReasonLabels,
  reviewStateLabels,
  reviewTriggerLabels,
} from '@/contract';
import { ReviewScreen } from '@/screens/admin/reviews/ReviewScreen';
import { reviewTexts as texts } from '@/screens/admin/reviews/texts';
import {
  DEMO_CLEARED_AT,
  demoCommunity,
  DEMO_OPERATOR,
  DEMO_WAITING_MEMBERS,
} from '@demo/community';
import { db, findUser } from '@mocks/db';
import { DEMO_REVIEW_IDS, DEMO_REVIEW_MEMBERS, demoSsn } from '@mocks/data/reviews';
import { toReviewDetail } from '@mocks/handlers/admin/reviews';
import {
  fullReviewEvidence,
  noticeAnswered,
  noticeOverdue,
  OTHER_OPERATOR,
  OWN_REVIEW_ID,
  ownReviewWaiting,
  reviewDecidedElsewhere,
  serverError,
  slow,
} from '@mocks/scenarios';
import {
  dialogClosed,
  expectToast,
  findDialog,
  inAdminLayout,
  signedInOperator,
} from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { mobile } from '@stories/support/viewports';

const { members, reviews } = demoCommunity();
const nameOf = (index: number) => `${members[index]!.firstName} ${members[index]!.lastName}`;
const OPERATOR = `${DEMO_OPERATOR.firstName} ${DEMO_OPERATOR.lastName}`;
const OTHER = `${OTHER_OPERATOR.firstName} ${OTHER_OPERATOR.lastName}`;
/** The re-checked member's earlier review, cleared by the server with the demo community's. */
const EARLIER_ID =
  reviews.findIndex(
    (review) =>
      review.member === DEMO_WAITING_MEMBERS.eligibilityChanged && review.state === 'cleared',
  ) + 1;
const DECISIONS = '/v1/admin/reviews/:id/decisions';
const at = (id: number) => ({ routeParams: { id: String(id) } }) satisfies PageArgs;

const meta = {
  title: 'Screens/Admin/Reviews/Review',
  component: inAdminLayout(ReviewScreen),
  args: { routePath: '/admin/reviews/:id/*', ...at(DEMO_REVIEW_IDS.submitted) } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const heading = (canvas: Canvas, index: number) =>
  canvas.findByRole('heading', { level: 1, name: texts.title(nameOf(index)) });
const section = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
const decision = (canvas: Canvas) => within(section(canvas, texts.decision));
/** The decision panel's state badge, once the review is in `state`. */
const inState = (canvas: Canvas, state: keyof typeof reviewStateLabels) =>
  waitFor(() => expect(decision(canvas).getAllByText(reviewStateLabels[state])[0]).toBeVisible());
/** The way back to the queue (the operator navigation has a link of that name too). */
const backLink = (canvas: Canvas) =>
  canvas
    .getAllByRole('link', { name: texts.back })
    .find((link: HTMLElement) => !link.closest('nav'));

/** Opens the panel's `label` action and answers its dialog with `reason` (when it asks one). */
async function decide(canvas: Canvas, label: string, reason?: string) {
  await userEvent.click(decision(canvas).getByRole('button', { name: label }));
  const dialog = within(await findDialog());
  if (reason) {
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), reason);
  }
  await userEvent.click(dialog.getByRole('button', { name: label }));
  return dialog;
}

// ---- The evidence ----

/**
 * A submitted check with every kind of evidence: the profile as members see it, each position
 * with the months it counts, education, licences (one expired), testimonials in each status,
 * the eligibility answers and when each last changed, the masked digits; nobody started it.
 */
export const Submitted: Story = {
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => fullReviewEvidence(DEMO_REVIEW_MEMBERS.submitted)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const index = DEMO_WAITING_MEMBERS.submitted;
    await expect(await heading(canvas, index)).toBeVisible();
    await expect(canvas.getAllByText(reviewStateLabels.submitted)[0]).toBeVisible();
    await expect(canvas.getByText(reviewTriggerLabels.submission)).toBeVisible();
    await expect(canvas.getByText(texts.waitingFor('2 days'), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.memberPage })).toHaveAttribute(
      'href',
      `/admin/members/${DEMO_REVIEW_MEMBERS.submitted}`,
    );
    await expect(section(canvas, texts.publicProfile)).toHaveTextContent(texts.listed);

    const review = db.reviews.find((row) => row.id === DEMO_REVIEW_IDS.submitted)!;
    const detail = toReviewDetail(review, findUser(review.userId)!);
    const positions = within(section(canvas, texts.positions));
    await expect(positions.getByText(texts.totalMonths(detail.positionMonths))).toBeVisible();
    await expect(positions.getByText(texts.enoughMonths)).toBeVisible();
    const rows = positions.getAllByRole('listitem');
    await expect(rows).toHaveLength(detail.positions.length);
    for (const [row, position] of detail.positions.entries()) {
      await expect(within(rows[row]!).getByText(position.title)).toBeVisible();
      await expect(within(rows[row]!).getByText(texts.months(position.months))).toBeVisible();
    }
    await expect(within(section(canvas, texts.education)).getAllByRole('listitem')).toHaveLength(
      detail.educations.length,
    );

    const licenses = section(canvas, texts.licenses);
    await expect(within(licenses).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(licenses).getByText(texts.expired)).toBeVisible();
    await expect(licenses).toHaveTextContent(texts.credentialId('PE-88231'));

    const testimonials = within(section(canvas, texts.testimonials));
    for (const status of ['pending', 'unpublished', 'published'] as const) {
      await expect(testimonials.getByText(texts.testimonialStatus[status])).toBeVisible();
    }
    await expect(testimonials.getByText(texts.notWritten)).toBeVisible();

    const eligibility = within(section(canvas, texts.eligibility));
    const terms = eligibility.getAllByRole('term');
    const answers = eligibility.getAllByRole('definition');
    for (const [row, field] of ELIGIBILITY_FIELDS.entries()) {
      await expect(terms[row]).toHaveTextContent(eligibilityFieldLabels[field]);
      await expect(answers[row]).toHaveTextContent(
        field === 'employmentStatus'
          ? `${texts.changed}: ${formatDateTime('2026-03-02T10:00:00.000Z')}`
          : `${texts.changed}: ${texts.neverChanged}`,
      );
    }
    await expect(eligibility.queryByText(texts.changes)).toBeNull();

    await expect(section(canvas, texts.ssn)).toHaveTextContent(texts.ssnMaskedLabel);
    await expect(within(section(canvas, texts.history)).getByText(texts.noHistory)).toBeVisible();
    await expect(
      await within(section(canvas, texts.audit)).findByText(auditTexts.empty),
    ).toBeVisible();
    await expect(decision(canvas).getByRole('button', { name: texts.start })).toBeEnabled();
  },
};

/** An eligibility re-check: what changed, and when, is highlighted; the earlier check is linked. */
export const EligibilityRecheck: Story = {
  args: at(DEMO_REVIEW_IDS.eligibilityChanged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.eligibilityChanged);
    await expect(canvas.getByText(reviewTriggerLabels.eligibility_changed)).toBeVisible();
    const eligibility = within(section(canvas, texts.eligibility));
    await expect(eligibility.getByText(texts.changes)).toBeVisible();
    await expect(eligibility.getByText(texts.changesIntro)).toBeVisible();
    const change = reviews[DEMO_REVIEW_IDS.eligibilityChanged - 1]!.changes[0]!;
    await expect(eligibility.getByText(texts.changedInThisReview)).toBeVisible();
    const row = eligibility.getAllByRole('definition')[ELIGIBILITY_FIELDS.indexOf(change.field)];
    await expect(row).toHaveTextContent(`${texts.changed}: ${formatDateTime(change.changedAt)}`);
    const history = within(section(canvas, texts.history));
    await expect(
      history.getByRole('link', { name: reviewTriggerLabels.submission }),
    ).toHaveAttribute('href', `/admin/reviews/${EARLIER_ID}`);
    await expect(history.getByText(reviewStateLabels.cleared)).toBeVisible();
  },
};

/** A decided check reads only: who decided it, when and why, and no action. */
export const Cleared: Story = {
  args: at(EARLIER_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.eligibilityChanged);
    const panel = section(canvas, texts.decision);
    await expect(panel).toHaveTextContent(
      `${texts.decidedOn(reviewStateLabels.cleared)}${formatDateTime(DEMO_CLEARED_AT)} ${texts.decidedBy(auditTexts.system)}`,
    );
    await expect(panel).toHaveTextContent(texts.decidedReason(reviewReasonLabels.verified));
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    // The re-check opened since is linked from here.
    await expect(
      within(section(canvas, texts.history)).getByRole('link', {
        name: reviewTriggerLabels.eligibility_changed,
      }),
    ).toHaveAttribute('href', `/admin/reviews/${DEMO_REVIEW_IDS.eligibilityChanged}`);
  },
};

/** The operator's own check: they see it, and another operator decides it. */
export const OwnReview: Story = {
  args: at(OWN_REVIEW_ID),
  parameters: { ...signedInOperator(), ...withMockDb(ownReviewWaiting) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.title(OPERATOR) }),
    ).toBeVisible();
    await expect(decision(canvas).getByText(texts.ownReview)).toBeVisible();
    await expect(decision(canvas).queryByRole('button')).toBeNull();
    await expect(within(section(canvas, texts.ssn)).getByText(texts.ssnNone)).toBeVisible();
  },
};

// ---- Loading it ----

/** While the review loads: a skeleton, announced as busy. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/reviews/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The review cannot be read: the catalogue's message and a retry. */
export const Failed: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/reviews/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorTexts.loadFailure);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
    await expect(backLink(canvas)).toHaveAttribute('href', '/admin/reviews');
  },
};

/** No review has this id: the server's sentence, and the way back to the queue. */
export const NotFound: Story = {
  args: at(9999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: apiMessages.reviewNotFound }),
    ).toBeVisible();
    await expect(backLink(canvas)).toHaveAttribute('href', '/admin/reviews');
  },
};

// ---- The SSN digits ----

/** Masked until asked for; asking shows the digits and is itself an audit entry. */
export const RevealSsn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.submitted);
    const ssn = within(section(canvas, texts.ssn));
    await expect(ssn.getByText(texts.ssnMaskedLabel)).toBeInTheDocument();
    await expect(ssn.getByText(texts.ssnAudited)).toBeVisible();
    await userEvent.click(ssn.getByRole('button', { name: texts.ssnShow }));
    await expect(await ssn.findByText(demoSsn(DEMO_WAITING_MEMBERS.submitted))).toBeVisible();
    await expect(ssn.queryByRole('button', { name: texts.ssnShow })).toBeNull();
    const audit = within(section(canvas, texts.audit));
    await expect(await audit.findByText(auditActionLabels['review.reveal_ssn'])).toBeVisible();
  },
};

/** The digits cannot be fetched: the message beside them, still masked, and the button again. */
export const RevealSsnFailed: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['post', '/v1/admin/reviews/:id/ssn'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.submitted);
    const ssn = within(section(canvas, texts.ssn));
    await userEvent.click(ssn.getByRole('button', { name: texts.ssnShow }));
    await expect(await ssn.findByRole('alert')).toHaveTextContent(errorTexts.fallback);
    await expect(ssn.getByText(texts.ssnMaskedLabel)).toBeInTheDocument();
    await expect(ssn.getByRole('button', { name: texts.ssnShow })).toBeEnabled();
  },
};

// ---- Deciding ----

/** Starting a submitted review makes the operator its reviewer; clear and notice follow. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.submitted);
    await userEvent.click(decision(canvas).getByRole('button', { name: texts.start }));
    await expectToast(texts.done.start);
    await inState(canvas, 'in_review');
    await expect(canvas.getByText(texts.reviewer(OPERATOR), { exact: false })).toBeVisible();
    await expect(decision(canvas).getByRole('button', { name: texts.clear })).toBeEnabled();
    await expect(decision(canvas).getByRole('button', { name: texts.notice })).toBeEnabled();
    await expect(
      await within(section(canvas, texts.audit)).findByText(auditActionLabels['review.start']),
    ).toBeVisible();
  },
};

const heldStart = heldRequests('post', '/v1/admin/reviews/:id/start');

/** Starting: the button shows its own pending state; pressing it again sends nothing. */
export const StartPending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...heldStart.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.submitted);
    const start = decision(canvas).getByRole('button', { name: texts.start });
    await userEvent.click(start);
    await waitFor(() => expect(start).toHaveAttribute('data-loading'));
    await expect(start).toBeDisabled();
    await userEvent.click(start);
    await expect(heldStart.count()).toBe(1);
  },
};

/** Clearing (the reason is always “Verified”, a note is optional): the review reads Cleared. */
export const Clear: Story = {
  args: at(DEMO_REVIEW_IDS.inReview),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.inReview);
    await userEvent.click(decision(canvas).getByRole('button', { name: texts.clear }));
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('heading', { name: texts.dialogTitle.clear })).toBeVisible();
    await expect(dialog.getByText(texts.clearHint)).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: /Reason/ })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Bar admission checked.');
    await userEvent.click(dialog.getByRole('button', { name: texts.clear }));
    await dialogClosed();
    await expectToast(texts.done.clear);
    await inState(canvas, 'cleared');
    const panel = section(canvas, texts.decision);
    await expect(panel).toHaveTextContent(texts.decidedReason(reviewReasonLabels.verified));
    await expect(panel).toHaveTextContent('Bar admission checked.');
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    await expect(db.reviews.find((row) => row.id === DEMO_REVIEW_IDS.inReview)).toMatchObject({
      state: 'cleared',
      reason: 'verified',
      note: 'Bar admission checked.',
    });
  },
};

const heldDecision = heldRequests('post', DECISIONS);

/** Deciding: the dialog's button shows its own pending state; pressing again sends nothing. */
export const DecisionPending: Story = {
  args: at(DEMO_REVIEW_IDS.inReview),
  parameters: { ...signedInOperator(), ...withHandlers(...heldDecision.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.inReview);
    const dialog = await decide(canvas, texts.clear);
    const confirm = dialog.getByRole('button', { name: texts.clear });
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(heldDecision.count()).toBe(1);
  },
};

/** A notice needs a reason, and “Other” needs a note: each is said before anything is sent. */
export const NoticeNeedsReason: Story = {
  args: at(DEMO_REVIEW_IDS.inReview),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.inReview);
    const dialog = await decide(canvas, texts.notice);
    await expect(dialog.getByRole('heading', { name: texts.dialogTitle.notice })).toBeVisible();
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'other');
    await userEvent.click(dialog.getByRole('button', { name: texts.notice }));
    await expect(await dialog.findByText(apiMessages.noteRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Note/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(db.reviews.find((row) => row.id === DEMO_REVIEW_IDS.inReview)?.state).toBe(
      'in_review',
    );
  },
};

/** Sending a notice: the member may answer until the due date; confirm or withdraw follow. */
export const SendNotice: Story = {
  args: at(DEMO_REVIEW_IDS.inReview),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.inReview);
    await decide(canvas, texts.notice, 'not_independent');
    await dialogClosed();
    await expectToast(texts.done.notice);
    await inState(canvas, 'notice');
    const panel = decision(canvas);
    await expect(
      panel.getByText(texts.noticeReason(reviewReasonLabels.not_independent)),
    ).toBeVisible();
    await expect(section(canvas, texts.decision)).toHaveTextContent(texts.noticeDue.trim());
    await expect(panel.getByText(texts.noResponse)).toBeVisible();
    await expect(panel.getByRole('button', { name: texts.confirm })).toBeEnabled();
    await expect(panel.getByRole('button', { name: texts.withdraw })).toBeEnabled();
  },
};

/** A notice the member has not answered yet, still running: confirming it is refused. */
export const NoticeRunning: Story = {
  args: at(DEMO_REVIEW_IDS.notice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.notice);
    const panel = section(canvas, texts.decision);
    await expect(panel).toHaveTextContent(texts.noticeReason(reviewReasonLabels.experience_short));
    const { noticeDueAt } = reviews[DEMO_REVIEW_IDS.notice - 1]!;
    await expect(panel).toHaveTextContent(`${texts.noticeDue}${formatDateTime(noticeDueAt!)}`);
    await expect(panel).toHaveTextContent(texts.noResponse);
    await decide(canvas, texts.confirm, 'experience_short');
    await dialogClosed();
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      apiMessages.noticeRunning('Wednesday, November 25, 2026 at 3:00 PM UTC'),
    );
    await inState(canvas, 'notice');
  },
};

/** The member answered the notice: their answer and when it came, above confirm and withdraw. */
export const NoticeAnswered: Story = {
  args: at(DEMO_REVIEW_IDS.notice),
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => noticeAnswered(DEMO_REVIEW_IDS.notice)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.notice);
    const review = db.reviews.find((row) => row.id === DEMO_REVIEW_IDS.notice)!;
    const panel = decision(canvas);
    await expect(panel.getByText(texts.response)).toBeVisible();
    await expect(panel.getByText(review.response!)).toBeVisible();
    await expect(section(canvas, texts.decision)).toHaveTextContent(
      `${texts.respondedAt}${formatDateTime(review.respondedAt!)}`,
    );
    await expect(panel.queryByText(texts.noResponse)).toBeNull();
    await expect(panel.getByRole('button', { name: texts.confirm })).toBeEnabled();
    await expect(panel.getByRole('button', { name: texts.withdraw })).toBeEnabled();
  },
};

/** The time to answer ended without an answer: the panel says so, and confirming may follow. */
export const NoticeOverdue: Story = {
  args: at(DEMO_REVIEW_IDS.notice),
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => noticeOverdue(DEMO_REVIEW_IDS.notice)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.notice);
    const review = db.reviews.find((row) => row.id === DEMO_REVIEW_IDS.notice)!;
    const panel = section(canvas, texts.decision);
    await expect(panel).toHaveTextContent(
      `${texts.noticeOver}${formatDateTime(review.noticeDueAt!)}`,
    );
    await expect(panel).toHaveTextContent(texts.noResponse);
  },
};

/** The member answered the notice: the adverse decision is confirmed and the profile unlisted. */
export const ConfirmAdverse: Story = {
  args: at(DEMO_REVIEW_IDS.notice),
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => noticeAnswered(DEMO_REVIEW_IDS.notice)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.notice);
    await decide(canvas, texts.confirm, 'experience_short');
    await dialogClosed();
    await expectToast(texts.done.confirm);
    await inState(canvas, 'adverse');
    await expect(section(canvas, texts.publicProfile)).toHaveTextContent(texts.notListed);
    await expect(findUser(DEMO_REVIEW_MEMBERS.notice)?.published).toBe(false);
  },
};

/** Withdrawing the notice takes the review back to “In review”. */
export const WithdrawNotice: Story = {
  args: at(DEMO_REVIEW_IDS.notice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.notice);
    const dialog = await decide(canvas, texts.withdraw, 'verified');
    await expect(dialog.getByRole('heading', { name: texts.dialogTitle.withdraw })).toBeVisible();
    await dialogClosed();
    await expectToast(texts.done.withdraw);
    await inState(canvas, 'in_review');
    await expect(decision(canvas).getByRole('button', { name: texts.clear })).toBeEnabled();
  },
};

/** Another reviewer cleared it first (409): the server's sentence over the reloaded review. */
export const DecidedElsewhere: Story = {
  args: at(DEMO_REVIEW_IDS.inReview),
  parameters: { ...signedInOperator(), ...withHandlers(...reviewDecidedElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, DEMO_WAITING_MEMBERS.inReview);
    await decide(canvas, texts.clear);
    await dialogClosed();
    const panel = section(canvas, texts.decision);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      apiMessages.reviewNotOpen(reviewStateLabels.cleared.toLowerCase()),
    );
    await inState(canvas, 'cleared');
    await expect(panel).toHaveTextContent(
      texts.decidedBy(auditTexts.actorWithRole(OTHER, roleLabels[OTHER_OPERATOR.role])),
    );
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  },
};

/** On a phone: the decision first, then the evidence, in one column. */
export const Mobile: Story = {
  globals: mobile,
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => fullReviewEvidence(DEMO_REVIEW_MEMBERS.submitted)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvas, DEMO_WAITING_MEMBERS.submitted)).toBeVisible();
    await expect(decision(canvas).getByRole('button', { name: texts.start })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: adminTexts.navLabel })).toBeVisible();
  },
};
