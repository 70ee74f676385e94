import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages, reportReasonLabels } from '@/contract';
import { ProfileScreen } from '@/screens/profile/ProfileScreen';
import { reportTexts } from '@/screens/profile/reportTexts';
import { db, findUser } from '@mocks/db';
import { reportedAlready, reportThrottled, slow } from '@mocks/scenarios';
import { DEMO_USER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

/** A member the demo member has no relation with (demo/community.ts). */
const OTHER_ID = 20;
const REPORTS: ['post', string] = ['post', '/v1/profiles/:id/reports'];
const NOTE = 'The photo and the name do not match the LinkedIn profile it links to.';

const meta = {
  title: 'Screens/Profile/ReportProfile',
  component: ProfileScreen,
  args: { routePath: '/profile/:id', routeParams: { id: String(OTHER_ID) } },
  parameters: signedIn(),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const name = () => {
  const member = findUser(OTHER_ID)!;
  return `${member.firstName} ${member.lastName}`;
};

/** Opens the dialog from the quiet button at the foot of the profile. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: reportTexts.open }));
  // The dialog is a chunk of its own (78 KB), fetched on this first click: on a busy machine
  // it can take longer than the preview's 5 s.
  const dialog = within(
    await page(canvasElement).findByRole('dialog', undefined, { timeout: 15_000 }),
  );
  return {
    dialog,
    reason: dialog.getByLabelText(/^Reason/),
    note: dialog.getByLabelText(/^Note \(optional\)/),
    send: dialog.getByRole('button', { name: reportTexts.send }),
  };
}

async function fill(canvasElement: HTMLElement) {
  const form = await openDialog(canvasElement);
  await userEvent.selectOptions(form.reason, reportReasonLabels.impersonation);
  await userEvent.type(form.note, NOTE);
  return form;
}

/** The dialog: named after the member, a reason from the list, an optional note. */
export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, reason, note } = await openDialog(canvasElement);
    const heading = dialog.getByRole('heading', { name: reportTexts.title(name()) });
    // Visible once the dialog's opening animation has run.
    await waitFor(() => expect(heading).toBeVisible());
    const options = within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      reportTexts.choose,
      ...reportTexts.reasons.map((choice) => choice.label),
    ]);
    await expect(note).not.toBeRequired();
    await userEvent.click(dialog.getByRole('button', { name: reportTexts.cancel }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Sent without a reason: the contract's message, nothing sent. */
export const NoReason: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, send } = await openDialog(canvasElement);
    await userEvent.click(send);
    await expect(await dialog.findByText(apiMessages.chooseReason)).toBeVisible();
    await expect(db.reports.some((row) => row.subjectId === OTHER_ID)).toBe(false);
  },
};

/** Sent: the dialog closes, the thanks, and the button gives way to a line saying so. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { send } = await fill(canvasElement);
    await userEvent.click(send);
    const toast = await page(canvasElement).findByText(reportTexts.sent);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(reportTexts.reported)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: reportTexts.open })).toBeNull();
    await expect(
      db.reports.find((row) => row.reporterId === DEMO_USER_ID && row.subjectId === OTHER_ID),
    ).toMatchObject({ reason: 'impersonation', note: NOTE, state: 'open' });
  },
};

/** While it is sent, Send shows its pending state and the dialog stays. */
export const Sending: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', REPORTS)) },
  play: async ({ canvasElement }) => {
    const { dialog, send } = await fill(canvasElement);
    await userEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send).toHaveAttribute('data-loading');
    await expect(dialog.getByRole('button', { name: reportTexts.cancel })).toBeDisabled();
  },
};

/** A report of this profile is still open: the server's message (409). */
export const AlreadyReported: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => reportedAlready(OTHER_ID)) },
  play: async ({ canvasElement }) => {
    const { dialog, send } = await fill(canvasElement);
    await userEvent.click(send);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(apiMessages.reportExists);
  },
};

/** Too many reports in an hour: the catalogue's throttle message (429). */
export const Throttled: Story = {
  parameters: { ...signedIn(), ...withHandlers(...reportThrottled()) },
  play: async ({ canvasElement }) => {
    const { dialog, send, note } = await fill(canvasElement);
    await userEvent.click(send);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(reportTexts.throttled);
    await expect(note).toHaveValue(NOTE);
  },
};

/** My own profile has nothing to report. */
export const NotOnOwnProfile: Story = {
  args: { routeParams: { id: String(DEMO_USER_ID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Edit Profile' });
    await expect(canvas.queryByRole('button', { name: reportTexts.open })).toBeNull();
  },
};

/** Signed out: no report (the contact invitation is there instead). */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Log in to see contact info' });
    await expect(canvas.queryByRole('button', { name: reportTexts.open })).toBeNull();
  },
};

/** On a phone the dialog fits the width. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
