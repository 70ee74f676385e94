import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { verificationTexts } from '@/components/account/verificationTexts';
import { apiMessages, type TeamRelationStatus } from '@/contract';
import { MemberActions } from '@/screens/profile/MemberActions';
import { profileTexts as texts } from '@/screens/profile/texts';
import { db, findUser } from '@mocks/db';
import { teamRelation } from '@mocks/scenarios';
import { recipientCapped } from '@mocks/scenarios/sending';
import { toProfile } from '@mocks/serialize';
import { DEMO_EMAIL, DEMO_USER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import { heldRequests } from '@stories/support/requests';
import { signedIn } from '@stories/support/session';

/** A member the demo member has no relation with and does not watch (demo/community.ts). */
const OTHER_ID = 20;
/** A member the demo member watches. */
const WATCHED_ID = 8;
const firstName = (id = OTHER_ID) => findUser(id)!.firstName;

/** The actions beside another member's name, for that member as the mock db has them. */
function Actions({ memberId }: { memberId: number }) {
  const [profile] = useState(() => toProfile(findUser(memberId)!));
  return (
    <Box p="6" display="flex" justifyContent={{ base: 'flex-start', md: 'flex-end' }}>
      <MemberActions profile={profile} />
    </Box>
  );
}

const meta = {
  title: 'Screens/Profile/MemberActions',
  component: Actions,
  args: { memberId: OTHER_ID },
  parameters: signedIn(),
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No relation: Add to Team and Watch. */
export const NoRelation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to Team' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Add to Team asks first; Cancel sends nothing. */
const inviteCancelled = heldRequests('put', '/v1/user/team/:id');
export const ConfirmThenCancel: Story = {
  parameters: withHandlers(...inviteCancelled.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Team' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(texts.confirmInviteTitle(firstName()));
    await expect(dialog).toHaveTextContent(texts.confirmInviteBody(firstName()));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(inviteCancelled.count()).toBe(0);
    await expect(canvas.getByRole('button', { name: 'Add to Team' })).toBeEnabled();
  },
};

/** Send request waits for the answer: it shows so, Cancel waits too, a second press sends nothing. */
const inviteHeld = heldRequests('put', '/v1/user/team/:id');
export const InvitePending: Story = {
  parameters: withHandlers(...inviteHeld.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Team' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send).toHaveAttribute('data-loading');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The request reaches the mock worker a moment after the press.
    await waitFor(() => expect(inviteHeld.count()).toBe(1));
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(inviteHeld.count()).toBe(1);
  },
};

/** They invited me: their invitation with Accept and Decline. */
export const InvitedMe: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'pending', 'incoming')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.invitation(firstName()))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** Accept waits for the answer: it shows so, Decline waits too, nothing is sent twice. */
const answerHeld = heldRequests('patch', '/v1/user/otherTeam/:id');
export const AcceptPending: Story = {
  parameters: {
    ...withMockDb(() => teamRelation(OTHER_ID, 'pending', 'incoming')),
    ...withHandlers(...answerHeld.handlers),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole('button', { name: 'Accept' });
    const decline = canvas.getByRole('button', { name: 'Decline' });
    await userEvent.click(accept);
    await waitFor(() => expect(accept).toBeDisabled());
    await expect(accept).toHaveAttribute('data-loading');
    await expect(decline).toBeDisabled();
    await expect(decline).not.toHaveAttribute('data-loading');
    // The request reaches the mock worker a moment after the press.
    await waitFor(() => expect(answerHeld.count()).toBe(1));
    await userEvent.click(accept, { pointerEventsCheck: 0 });
    await userEvent.click(decline, { pointerEventsCheck: 0 });
    await expect(answerHeld.count()).toBe(1);
  },
};

/** I accepted their invitation: I am on their team. */
export const OnTheirTeam: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'accepted', 'incoming')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.onTeam(firstName()))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/**
 * My relation as the team's owner, as the db holds it: Watch always, and Add to Team only
 * when there is none or it was declined (spec 6).
 */
const ownRelation = (status: TeamRelationStatus, addToTeam: boolean): Story => ({
  parameters: withMockDb(() => teamRelation(OTHER_ID, status, 'outgoing')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeVisible();
    if (addToTeam) {
      await expect(await canvas.findByRole('button', { name: 'Add to Team' })).toBeEnabled();
    } else {
      await expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull();
    }
  },
});

/** I invited them and they have not answered: no second Add to Team. */
export const InvitationSent = ownRelation('pending', false);

/** They accepted my invitation: on my team, so no Add to Team. */
export const Accepted = ownRelation('accepted', false);

/** They declined my invitation: Add to Team shows again. */
export const Declined = ownRelation('declined', true);

/** A member I watch: Stop Watching. */
export const Watched: Story = {
  args: { memberId: WATCHED_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Stop Watching' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Watch' })).toBeNull();
  },
};

/** Watch waits for the answer: it shows so and a second press sends nothing. */
const watchHeld = heldRequests('put', '/v1/user/watching/:id');
export const WatchPending: Story = {
  parameters: withHandlers(...watchHeld.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watch = await canvas.findByRole('button', { name: 'Watch' });
    // The team relations and the watch list load separately: both buttons first.
    const addToTeam = await canvas.findByRole('button', { name: 'Add to Team' });
    await userEvent.click(watch);
    await waitFor(() => expect(watch).toBeDisabled());
    await expect(watch).toHaveAttribute('data-loading');
    await expect(addToTeam).toBeEnabled();
    // The request reaches the mock worker a moment after the press.
    await waitFor(() => expect(watchHeld.count()).toBe(1));
    await userEvent.click(watch, { pointerEventsCheck: 0 });
    await expect(watchHeld.count()).toBe(1);
  },
};

/** Confirms Add to Team in its dialog; answers the dialog. */
async function confirmInvite(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add to Team' }));
  const dialog = await body(canvasElement).findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  return dialog;
}

/**
 * Issue 38: a member whose address is not verified still sees Add to Team; confirming is
 * refused in the dialog, with the verification banner's Resend beside the reason.
 */
export const InviteUnverified: Story = {
  parameters: signedIn({ emailVerified: false }),
  play: async ({ canvasElement }) => {
    const dialog = await confirmInvite(canvasElement);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(apiMessages.verifyBeforeSending);
    await expect(
      db.team.some((row) => row.ownerUserId === DEMO_USER_ID && row.memberId === OTHER_ID),
    ).toBe(false);
    await userEvent.click(within(alert).getByRole('button', { name: verificationTexts.resend }));
    await expect(await within(alert).findByRole('status')).toHaveTextContent(
      verificationTexts.resent(DEMO_EMAIL),
    );
    await expect(db.outbox.map((mail) => [mail.to, mail.kind])).toContainEqual([
      DEMO_EMAIL,
      'verifyEmail',
    ]);
  },
};

/**
 * Issue 38: the member's address had its e-mails today. The invitation is made (it shows in
 * their app) and the toast says no e-mail went out.
 */
export const InviteEmailSkipped: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => recipientCapped(findUser(OTHER_ID)!.email)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmInvite(canvasElement);
    const toast = await body(canvasElement).findByText(texts.requestSentNoEmail(firstName()));
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull());
    await expect(
      db.notifications.filter((row) => row.userId === OTHER_ID && row.kind === 'team_invitation'),
    ).toHaveLength(1);
  },
};
