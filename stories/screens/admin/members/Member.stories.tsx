import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages, memberActionLabels, reportReasonLabels } from '@/contract';
import { MemberScreen } from '@/screens/admin/members/MemberScreen';
import {
  memberActionTexts,
  memberTexts as texts,
  standingTexts,
} from '@/screens/admin/members/texts';
import { DEMO_OPERATOR_ID, demoCommunity, NEWCOMER_ID } from '@demo/community';
import { findUser } from '@mocks/db';
import { memberChangedElsewhere, serverError, slow, suspendedMember } from '@mocks/scenarios';
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
/** A published member two others reported (demo/moderation.ts). */
const SUBJECT_ID = 16;
const subject = members[SUBJECT_ID - 1]!;
const NAME = `${subject.firstName} ${subject.lastName}`;
const ACTIONS = '/v1/admin/members/:id/actions';

const meta = {
  title: 'Screens/Admin/Members/Member',
  component: inAdminLayout(MemberScreen),
  args: {
    routePath: '/admin/members/:id/*',
    routeParams: { id: String(SUBJECT_ID) },
  } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const heading = (canvas: Canvas, name = NAME) => canvas.findByRole('heading', { level: 1, name });
const actionButton = (canvas: Canvas, action: keyof typeof memberActionLabels) =>
  canvas.getByRole('button', { name: memberActionLabels[action] });

/** A published member: the account, the profile's state, reports about them, the actions. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getAllByText(standingTexts.published)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.viewProfile })).toHaveAttribute(
      'href',
      `/profile/${SUBJECT_ID}`,
    );
    await expect(canvas.getByText(texts.notSuspended)).toBeVisible();
    const about = await canvas.findByRole('list', { name: texts.reportsAbout });
    await expect(within(about).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(about).getByText(reportReasonLabels.spam)).toBeVisible();
    await expect(canvas.getByText(texts.noReportsBy)).toBeVisible();
    await expect(actionButton(canvas, 'unpublish')).toBeEnabled();
    await expect(actionButton(canvas, 'suspend')).toBeEnabled();
  },
};

/** Unpublish asks for a reason (Other needs a note); the page then says Unpublished. */
export const Unpublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(actionButton(canvas, 'unpublish'));
    const dialog = within(await findDialog());
    await expect(
      dialog.getByRole('heading', { name: memberActionTexts.unpublish.title(NAME) }),
    ).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: memberActionTexts.unpublish.confirm }),
    );
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'other');
    await userEvent.click(
      dialog.getByRole('button', { name: memberActionTexts.unpublish.confirm }),
    );
    await expect(await dialog.findByText(apiMessages.noteRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Two reports of spam.');
    await userEvent.click(
      dialog.getByRole('button', { name: memberActionTexts.unpublish.confirm }),
    );
    await dialogClosed();
    await expectToast(texts.done.unpublish);
    await expect(
      await canvas.findByRole('button', { name: memberActionLabels.republish }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: texts.viewProfile })).toBeNull();
    await expect(findUser(SUBJECT_ID)?.published).toBe(false);
  },
};

const heldUnpublish = heldRequests('post', ACTIONS);

/** Unpublishing: the dialog's button shows its pending state; pressing again sends nothing. */
export const UnpublishPending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...heldUnpublish.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(actionButton(canvas, 'unpublish'));
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'spam');
    const confirm = dialog.getByRole('button', { name: memberActionTexts.unpublish.confirm });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await userEvent.click(confirm);
    await expect(heldUnpublish.count()).toBe(1);
  },
};

/** Suspend explains that every session ends and sign-in is refused; the page then says so. */
export const Suspend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(actionButton(canvas, 'suspend'));
    const dialog = within(await findDialog());
    await expect(dialog.getByText(memberActionTexts.suspend.body)).toBeVisible();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Reason/ }),
      'impersonation',
    );
    await userEvent.click(dialog.getByRole('button', { name: memberActionTexts.suspend.confirm }));
    await dialogClosed();
    await expectToast(texts.done.suspend);
    await expect(
      await canvas.findByRole('button', { name: memberActionLabels.unsuspend }),
    ).toBeVisible();
    await expect(canvas.getAllByText(standingTexts.suspended)[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: memberActionLabels.republish })).toBeDisabled();
    await expect(canvas.getByText(texts.republishSuspended)).toBeVisible();
  },
};

/** A suspended member: since when, and Lift suspension (the profile comes back). */
export const Suspended: Story = {
  parameters: { ...signedInOperator(), ...withMockDb(() => suspendedMember(SUBJECT_ID)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByText('Nov 20, 2026, 10:00 AM UTC')).toBeVisible();
    await userEvent.click(actionButton(canvas, 'unsuspend'));
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'resolved');
    await userEvent.click(
      dialog.getByRole('button', { name: memberActionTexts.unsuspend.confirm }),
    );
    await dialogClosed();
    await expectToast(texts.done.unsuspend);
    await expect(await canvas.findByRole('link', { name: texts.viewProfile })).toBeVisible();
  },
};

/** Another operator unpublished the member first: the server's 409 message in the dialog. */
export const AlreadyChanged: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...memberChangedElsewhere()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(actionButton(canvas, 'unpublish'));
    const dialog = within(await findDialog());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'spam');
    await userEvent.click(
      dialog.getByRole('button', { name: memberActionTexts.unpublish.confirm }),
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      apiMessages.memberStateUnchanged('unpublished'),
    );
  },
};

/** The newcomer: unpublished and incomplete, so Republish waits and says why. */
export const Incomplete: Story = {
  args: { routeParams: { id: String(NEWCOMER_ID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const member = findUser(NEWCOMER_ID)!;
    await heading(canvas, `${member.firstName} ${member.lastName}`);
    await expect(actionButton(canvas, 'republish')).toBeDisabled();
    await expect(canvas.getByText(texts.republishIncomplete)).toBeVisible();
    await expect(canvas.getByText(texts.noReviews)).toBeVisible();
  },
};

/** The operator's own account: no actions, another operator decides on it. */
export const OwnAccount: Story = {
  args: { routeParams: { id: String(DEMO_OPERATOR_ID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Olivia Marsh');
    await expect(canvas.getByText(texts.ownAccount)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: memberActionLabels.suspend })).toBeNull();
  },
};

/** The member page is being read. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/members/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
  },
};

/** It could not be read. */
export const Failure: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/members/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failure);
  },
};

/** Nobody has this id. */
export const NotFound: Story = {
  args: { routeParams: { id: '9999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.memberNotFound);
    await expect(canvas.getByRole('link', { name: texts.back })).toHaveAttribute(
      'href',
      '/admin/members',
    );
  },
};

/** A phone: the account first, then the history. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvas)).toBeVisible();
    await expect(actionButton(canvas, 'suspend')).toBeVisible();
  },
};
