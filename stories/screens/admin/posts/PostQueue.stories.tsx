import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages, postReasonLabels, postRejectReasonLabels } from '@/contract';
import { PostQueueScreen } from '@/screens/admin/posts/PostQueueScreen';
import { postQueueTexts as texts } from '@/screens/admin/posts/texts';
import { demoCommunity } from '@demo/community';
import { DEMO_POSTS } from '@demo/moderation';
import { db } from '@mocks/db';
import { emptyModerationQueues, postDecidedElsewhere, serverError, slow } from '@mocks/scenarios';
import {
  dialogClosed,
  expectToast,
  findDialog,
  inAdminLayout,
  signedInOperator,
} from '@stories/support/admin';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { mobile } from '@stories/support/viewports';

const { members } = demoCommunity();
const nameOf = (index: number) => `${members[index]!.firstName} ${members[index]!.lastName}`;
const waiting = DEMO_POSTS.filter((post) => post.state === 'pending');
const [oldest, second] = waiting;
const DECISIONS = '/v1/admin/posts/:id/decisions';
/** A post's link by its URL (its name also says it opens in a new tab). */
const linkName = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const meta = {
  title: 'Screens/Admin/Posts/PostQueue',
  component: inAdminLayout(PostQueueScreen),
  args: { routePath: '/admin/posts/*' } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const waitingList = async (canvas: Canvas) =>
  canvas.findByRole('list', { name: texts.list('Waiting') });

/** Waiting posts, oldest first: each link opens in a new tab, with who posted it and when. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Waiting', selected: true })).toBeVisible();
    const items = within(await waitingList(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(waiting.length);
    const link = within(items[0]!).getByRole('link', { name: linkName(oldest!.link) });
    await expect(link).toHaveAttribute('href', oldest!.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      within(items[0]!).getByRole('link', { name: nameOf(oldest!.member) }),
    ).toHaveAttribute('href', `/admin/members/${oldest!.member + 1}`);
    await expect(within(items[0]!).getByText('Nov 18, 2026, 9:12 AM UTC')).toBeVisible();
    await expect(canvas.getByText(texts.count(waiting.length, waiting.length))).toBeVisible();
  },
};

/** Opens the approve dialog of a post and confirms it with `reason` (issue 38: a reason code). */
const approveWith = async (canvas: Canvas, member: number, reason: string) => {
  await userEvent.click(canvas.getByRole('button', { name: texts.approveLabel(nameOf(member)) }));
  const dialog = within(await findDialog());
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), reason);
  const confirm = dialog.getByRole('button', { name: texts.approve });
  await userEvent.click(confirm);
  return { dialog, confirm };
};

/**
 * Approve asks for a reason of its own list (not a rejection's); the post then leaves the queue
 * and a toast says it joins the feed.
 */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: texts.approveLabel(nameOf(oldest!.member)) }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('heading', { name: texts.approveTitle })).toBeVisible();
    await expect(dialog.getByText(texts.approveBody(nameOf(oldest!.member)))).toBeVisible();
    const reason = dialog.getByRole('combobox', { name: /Reason/ });
    await expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select one',
      postReasonLabels.professional_post,
      postReasonLabels.member_expertise,
      postReasonLabels.community_news,
      postReasonLabels.other,
    ]);
    await userEvent.click(dialog.getByRole('button', { name: texts.approve }));
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await userEvent.selectOptions(reason, 'member_expertise');
    await userEvent.click(dialog.getByRole('button', { name: texts.approve }));
    await dialogClosed();
    await expectToast(texts.approved);
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: linkName(oldest!.link) })).toBeNull(),
    );
    await expect(db.posts.find((post) => post.link === oldest!.link)).toMatchObject({
      state: 'approved',
      reason: 'member_expertise',
    });
  },
};

const heldApprove = heldRequests('post', DECISIONS);

/** Approving: the dialog's button and that item's own show the pending state; pressing again sends nothing. */
export const ApprovePending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...heldApprove.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    const approve = canvas.getByRole('button', {
      name: texts.approveLabel(nameOf(oldest!.member)),
    });
    const { confirm } = await approveWith(canvas, oldest!.member, 'professional_post');
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await userEvent.click(confirm);
    await expect(heldApprove.count()).toBe(1);
    // Behind the open dialog, that item's own button shows it too.
    await expect(approve).toHaveAttribute('data-loading');
  },
};

/** Reject asks for a reason; "Other" needs a note; the post then leaves the queue. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: texts.rejectLabel(nameOf(second!.member)) }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('heading', { name: texts.rejectTitle })).toBeVisible();
    await expect(dialog.getByText(second!.link)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: texts.reject }));
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'other');
    await userEvent.click(dialog.getByRole('button', { name: texts.reject }));
    await expect(await dialog.findByText(apiMessages.noteRequired)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'spam');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'A sales pitch.');
    await userEvent.click(dialog.getByRole('button', { name: texts.reject }));
    await dialogClosed();
    await expectToast(texts.rejected);
    await expect(db.posts.find((post) => post.link === second!.link)).toMatchObject({
      state: 'rejected',
      reason: 'spam',
      note: 'A sales pitch.',
    });
  },
};

const heldReject = heldRequests('post', DECISIONS);

/** Rejecting: the dialog's button shows its pending state; pressing again sends nothing. */
export const RejectPending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...heldReject.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: texts.rejectLabel(nameOf(oldest!.member)) }),
    );
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'broken_link');
    const confirm = dialog.getByRole('button', { name: texts.reject });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await userEvent.click(confirm);
    await expect(heldReject.count()).toBe(1);
  },
};

/** Decided by another operator meanwhile: the server's message, and the post leaves the queue. */
export const AlreadyDecided: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...postDecidedElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    const { dialog } = await approveWith(canvas, oldest!.member, 'community_news');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(apiMessages.postNotPending);
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: linkName(oldest!.link) })).toBeNull(),
    );
  },
};

/** The same 409 inside the reject dialog: the message shows above its fields. */
export const RejectAlreadyDecided: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...postDecidedElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: texts.rejectLabel(nameOf(oldest!.member)) }),
    );
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'not_a_post');
    await userEvent.click(dialog.getByRole('button', { name: texts.reject }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(apiMessages.postNotPending);
  },
};

/** The Approved tab: who approved each post and when. */
export const Approved: Story = {
  args: { routeSearch: '?state=approved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: texts.list('Approved') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByText(texts.approvedBy('Olivia Marsh'))).toHaveLength(2);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** Choosing the Rejected tab shows the rejected posts with their reason and note. */
export const RejectedTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitingList(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected' }));
    const list = await canvas.findByRole('list', { name: texts.list('Rejected') });
    await expect(within(list).getByText(postRejectReasonLabels.not_a_post)).toBeVisible();
    await expect(within(list).getByText('“A profile page, not a post.”')).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...emptyModerationQueues()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty.pending)).toBeVisible();
    await expect(canvas.getByText(texts.emptyHint)).toBeVisible();
  },
};

/** The queue is being read: skeletons, announced as busy. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/posts'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: texts.list('Waiting') })).toBeNull();
  },
};

/** The queue could not be read: the catalogue's message and Try again. */
export const Failure: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/posts'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failure);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
  },
};

/** A phone: items stack, their buttons below the link. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await waitingList(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(waiting.length);
    await expect(
      canvas.getByRole('button', { name: texts.approveLabel(nameOf(oldest!.member)) }),
    ).toBeVisible();
  },
};
