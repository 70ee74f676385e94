import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts as errorTexts } from '@/api/errors';
import { professionLabels, reviewStateLabels, reviewTriggerLabels } from '@/contract';
import { ReviewQueueScreen } from '@/screens/admin/reviews/ReviewQueueScreen';
import { queueTexts as texts } from '@/screens/admin/reviews/texts';
import { demoCommunity, DEMO_OPERATOR, DEMO_WAITING_MEMBERS } from '@demo/community';
import { DEMO_REVIEW_IDS } from '@mocks/data/reviews';
import { api } from '@mocks/http';
import {
  emptyReviewQueue,
  manyWaitingReviews,
  scenarioState,
  serverError,
  slow,
} from '@mocks/scenarios';
import { inAdminLayout, signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { mobile } from '@stories/support/viewports';

const { members } = demoCommunity();
const nameOf = (index: number) => `${members[index]!.firstName} ${members[index]!.lastName}`;
const OPERATOR_NAME = `${DEMO_OPERATOR.firstName} ${DEMO_OPERATOR.lastName}`;
/** The demo queue, oldest first (the story clock is 21 November 2026, 15:00 UTC). */
const QUEUE = [
  { member: DEMO_WAITING_MEMBERS.notice, id: DEMO_REVIEW_IDS.notice, waited: '5 days' },
  { member: DEMO_WAITING_MEMBERS.submitted, id: DEMO_REVIEW_IDS.submitted, waited: '2 days' },
  { member: DEMO_WAITING_MEMBERS.inReview, id: DEMO_REVIEW_IDS.inReview, waited: '1 day' },
  {
    member: DEMO_WAITING_MEMBERS.eligibilityChanged,
    id: DEMO_REVIEW_IDS.eligibilityChanged,
    waited: '22 hours',
  },
];

const meta = {
  title: 'Screens/Admin/Reviews/ReviewQueue',
  component: inAdminLayout(ReviewQueueScreen),
  args: { routePath: '/admin/reviews/*' } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const queue = (canvas: Canvas) => canvas.findByRole('list', { name: texts.list });
const rows = async (canvas: Canvas) => within(await queue(canvas)).getAllByRole('listitem');

/** The waiting reviews, oldest first: who, why, state, how long, and who took it. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const items = await rows(canvas);
    await expect(items).toHaveLength(QUEUE.length);
    for (const [index, expected] of QUEUE.entries()) {
      const row = within(items[index]!);
      await expect(row.getByRole('link', { name: nameOf(expected.member) })).toHaveAttribute(
        'href',
        `/admin/reviews/${expected.id}`,
      );
      await expect(row.getByText(expected.waited)).toBeVisible();
    }
    const notice = within(items[0]!);
    await expect(notice.getByText(reviewStateLabels.notice)).toBeVisible();
    await expect(notice.getByText('Answer due Nov 25, 2026')).toBeVisible();
    await expect(notice.getByText(OPERATOR_NAME)).toBeVisible();
    const submitted = within(items[1]!);
    await expect(submitted.getByText(reviewTriggerLabels.submission)).toBeVisible();
    await expect(submitted.getByText(texts.noReviewer)).toBeVisible();
    await expect(
      within(items[3]!).getByText(reviewTriggerLabels.eligibility_changed),
    ).toBeVisible();
    await expect(canvas.getByText(texts.count(QUEUE.length))).toBeVisible();
    // The operator navigation counts what waits, and marks this page.
    const nav = within(canvas.getByRole('navigation', { name: 'Operator' }));
    await expect(await nav.findByRole('link', { name: 'Reviews 4 waiting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Choosing a state lists those reviews; the state is kept in the URL (?state=). */
export const FilterByState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await queue(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.state }), 'cleared');
    await waitFor(async () =>
      expect(within(await queue(canvas)).getAllByText(reviewStateLabels.cleared)).toHaveLength(25),
    );
    await expect(canvas.getByRole('button', { name: texts.showMore })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.state }), 'in_review');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(
      within(await queue(canvas)).getByRole('link', {
        name: nameOf(DEMO_WAITING_MEMBERS.inReview),
      }),
    ).toBeVisible();
  },
};

const noticeProfession = members[DEMO_WAITING_MEMBERS.notice]!.profession;

/** By profession, from the URL: only that profession's waiting reviews. */
export const FilterByProfession: Story = {
  args: { routeSearch: `?profession=${noticeProfession}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The admin area opens once its second factor is read (SecondFactorGate).
    await expect(
      await canvas.findByRole('combobox', { name: texts.profession }),
    ).toHaveDisplayValue(professionLabels[noticeProfession]);
    const items = await rows(canvas);
    for (const item of items) {
      await expect(within(item).getByText(professionLabels[noticeProfession])).toBeVisible();
    }
  },
};

/** Decided reviews show when they were decided instead of how long they waited. */
export const Cleared: Story = {
  args: { routeSearch: '?state=cleared' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await rows(canvas);
    await expect(items).toHaveLength(25);
    await expect(within(items[0]!).getByText('Jan 16, 2026')).toBeVisible();
    await expect(canvas.getByText(texts.shown(25, 67))).toBeVisible();
  },
};

/** More than a page waits: "Show more" appends the next page. */
export const ShowMore: Story = {
  parameters: { ...signedInOperator(), ...withMockDb(() => manyWaitingReviews(30)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(34));
    await expect(canvas.queryByRole('button', { name: texts.showMore })).toBeNull();
  },
};

/** The second page is held: "Show more" stays pending. */
const heldMore = scenarioState(() => ({ sent: 0 }));
const holdSecondPage = http.get(api('/v1/admin/reviews'), async ({ request }) => {
  if (new URL(request.url).searchParams.get('offset') !== '25') return;
  heldMore.sent += 1;
  await delay('infinite');
});

/** "Show more" shows its own pending state and is one request however often it is pressed. */
export const ShowMorePending: Story = {
  parameters: {
    ...signedInOperator(),
    ...withMockDb(() => manyWaitingReviews(30)),
    ...withHandlers(holdSecondPage),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(25));
    const more = canvas.getByRole('button', { name: texts.showMore });
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('data-loading'));
    await expect(more).toBeDisabled();
    await userEvent.click(more);
    await expect(heldMore.sent).toBe(1);
    await expect(await rows(canvas)).toHaveLength(25);
  },
};

/** While the queue loads: skeleton rows. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/reviews'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: texts.list })).toBeNull();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...emptyReviewQueue()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.getByText(texts.emptyHint)).toBeVisible();
  },
};

/** Filters that match nothing: a way back to the waiting reviews. */
export const NoMatch: Story = {
  args: { routeSearch: '?state=withdrawn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.noMatch)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.showWaiting }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(QUEUE.length));
    await expect(canvas.getByRole('combobox', { name: texts.state })).toHaveValue('open');
  },
};

/** The queue cannot be read: the catalogue's message and a retry. */
export const Failed: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/reviews'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorTexts.loadFailure);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
  },
};

/** On a phone: the operator navigation above, each review a stacked card. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await rows(canvas);
    await expect(items).toHaveLength(QUEUE.length);
    await expect(canvas.getByRole('navigation', { name: 'Operator' })).toBeVisible();
  },
};
