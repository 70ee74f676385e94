import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  apiMessages,
  DELETED_MEMBER_LABEL,
  messages,
  reportReasonLabels,
  reportResolutionReasonLabels,
  reportResolutionReasonsFor,
} from '@/contract';
import { ReportQueueScreen } from '@/screens/admin/reports/ReportQueueScreen';
import { reportQueueTexts as texts } from '@/screens/admin/reports/texts';
import { demoCommunity } from '@demo/community';
import { DEMO_REPORTS } from '@demo/moderation';
import { db } from '@mocks/db';
import {
  emptyModerationQueues,
  reportAboutDeletedMember,
  reportDecidedElsewhere,
  reportsDecidedWithReasons,
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

const { members } = demoCommunity();
const nameOf = (index: number) => `${members[index]!.firstName} ${members[index]!.lastName}`;
const open = DEMO_REPORTS.filter((report) => report.state === 'open');
const [oldest] = open;
const DECISIONS = '/v1/admin/reports/:id/decisions';

const meta = {
  title: 'Screens/Admin/Reports/ReportQueue',
  component: inAdminLayout(ReportQueueScreen),
  args: { routePath: '/admin/reports/*' } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

/** The open reports' items, oldest first. */
const openItems = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: texts.list('Open') })).getAllByRole('listitem');

/** Open reports, oldest first: the member (to their page), the reason, the note, who and when. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading }),
    ).toBeVisible();
    const items = await openItems(canvas);
    await expect(items).toHaveLength(open.length);
    const first = within(items[0]!);
    await expect(first.getByRole('link', { name: nameOf(oldest!.subject) })).toHaveAttribute(
      'href',
      `/admin/members/${oldest!.subject + 1}`,
    );
    await expect(first.getByText(reportReasonLabels[oldest!.reason])).toBeVisible();
    await expect(first.getByText(oldest!.note!)).toBeVisible();
    await expect(first.getByRole('link', { name: nameOf(oldest!.reporter) })).toBeVisible();
    await expect(first.getByText('Nov 17, 2026, 10:20 AM UTC')).toBeVisible();
    // A report without a note says so.
    await expect(within(items[2]!).getByText(texts.noNote)).toBeVisible();
  },
};

/** The link to act on the member opens their operator page. */
export const ActOnMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await openItems(canvas);
    await userEvent.click(
      within(first!).getByRole('link', { name: texts.actOnLabel(nameOf(oldest!.subject)) }),
    );
    await expect(
      await canvas.findByText(`Navigated to /admin/members/${oldest!.subject + 1}`),
    ).toBeVisible();
  },
};

/** Resolve needs a reason of its own list and a note; the report then leaves the queue. */
export const Resolve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await openItems(canvas);
    const subject = nameOf(oldest!.subject);
    await userEvent.click(
      within(first!).getByRole('button', { name: texts.resolveLabel(subject) }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('heading', { name: texts.resolveTitle(subject) })).toBeVisible();
    const reason = dialog.getByRole('combobox', { name: /Reason/ });
    await expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select one',
      ...reportResolutionReasonsFor('resolve').map((code) => reportResolutionReasonLabels[code]),
    ]);
    await userEvent.click(dialog.getByRole('button', { name: texts.resolve }));
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await userEvent.selectOptions(reason, 'member_unpublished');
    await userEvent.click(dialog.getByRole('button', { name: texts.resolve }));
    await expect(await dialog.findByText(messages.required)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Unpublished the member.');
    await userEvent.click(dialog.getByRole('button', { name: texts.resolve }));
    await dialogClosed();
    await expectToast(texts.resolved);
    await waitFor(async () => expect(await openItems(canvas)).toHaveLength(open.length - 1));
    await expect(db.reports.find((r) => r.createdAt === oldest!.createdAt)).toMatchObject({
      state: 'resolved',
      resolutionReason: 'member_unpublished',
      resolutionNote: 'Unpublished the member.',
    });
  },
};

/** Dismiss with a reason of its own list and a note. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await openItems(canvas);
    const subject = nameOf(open[1]!.subject);
    await userEvent.click(
      within(items[1]!).getByRole('button', { name: texts.dismissLabel(subject) }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByText(texts.dismissBody)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'no_violation');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'The licence is on file.');
    await userEvent.click(dialog.getByRole('button', { name: texts.dismiss }));
    await dialogClosed();
    await expectToast(texts.dismissed);
  },
};

const held = heldRequests('post', DECISIONS);

/** Deciding: the dialog's button and that report's buttons wait; pressing again sends nothing. */
export const DecisionPending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...held.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await openItems(canvas);
    const subject = nameOf(open[1]!.subject);
    await userEvent.click(
      within(items[1]!).getByRole('button', { name: texts.dismissLabel(subject) }),
    );
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'duplicate');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Nothing to act on.');
    const confirm = dialog.getByRole('button', { name: texts.dismiss });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await userEvent.click(confirm);
    await expect(held.count()).toBe(1);
  },
};

/** Decided by another operator meanwhile: the server's message in the dialog. */
export const AlreadyDecided: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...reportDecidedElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await openItems(canvas);
    await userEvent.click(
      within(first!).getByRole('button', { name: texts.resolveLabel(nameOf(oldest!.subject)) }),
    );
    const dialog = within(await findDialog());
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Reason/ }),
      'profile_corrected',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Asked for a fix.');
    await userEvent.click(dialog.getByRole('button', { name: texts.resolve }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(apiMessages.reportNotOpen);
  },
};

/** The Resolved tab: who resolved each report, when, why (its reason code) and what they did. */
export const Resolved: Story = {
  args: { routeSearch: '?state=resolved' },
  parameters: { ...signedInOperator(), ...withMockDb(reportsDecidedWithReasons) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: texts.list('Resolved') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(list).getByText(new RegExp(reportResolutionReasonLabels.profile_corrected)),
    ).toBeVisible();
    await expect(within(list).getByText(/Asked the member for a real photo/)).toBeVisible();
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/**
 * A report about a member who deleted the account (issue 38): it stays open, its subject named
 * a deleted member without a page to open; it is resolved like any other.
 */
export const DeletedMember: Story = {
  parameters: { ...signedInOperator(), ...withMockDb(() => reportAboutDeletedMember(0)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await openItems(canvas);
    const item = within(first!);
    await expect(item.getByText(DELETED_MEMBER_LABEL)).toBeVisible();
    await expect(item.getByText(texts.deletedHint)).toBeVisible();
    await expect(item.queryByRole('link', { name: nameOf(oldest!.subject) })).toBeNull();
    await expect(
      item.queryByRole('link', { name: texts.actOnLabel(DELETED_MEMBER_LABEL) }),
    ).toBeNull();
    await expect(item.getByText(reportReasonLabels[oldest!.reason])).toBeVisible();
    await userEvent.click(
      item.getByRole('button', { name: texts.resolveLabel(DELETED_MEMBER_LABEL) }),
    );
    const dialog = within(await findDialog());
    await expect(
      dialog.getByRole('heading', { name: texts.resolveTitle(DELETED_MEMBER_LABEL) }),
    ).toBeVisible();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Reason/ }),
      'member_deleted',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'The account is gone.');
    await userEvent.click(dialog.getByRole('button', { name: texts.resolve }));
    await dialogClosed();
    await expectToast(texts.resolved);
    await expect(db.reports.find((r) => r.createdAt === oldest!.createdAt)).toMatchObject({
      subjectId: null,
      state: 'resolved',
      resolutionReason: 'member_deleted',
    });
  },
};

/** The same on a phone. */
export const DeletedMemberMobile: Story = {
  globals: mobile,
  parameters: { ...signedInOperator(), ...withMockDb(() => reportAboutDeletedMember(0)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await openItems(canvas);
    await expect(within(first!).getByText(DELETED_MEMBER_LABEL)).toBeVisible();
  },
};

/** Nothing is open. */
export const Empty: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...emptyModerationQueues()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty.open)).toBeVisible();
  },
};

/** The queue is being read: skeletons, announced as busy. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/reports'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
  },
};

/** The queue could not be read. */
export const Failure: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/reports'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failure);
  },
};

/** A phone: items stack, their buttons below. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await openItems(canvas)).toHaveLength(open.length);
  },
};
