import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TeamScreen } from '@/screens/team/TeamScreen';
import { demoCommunity } from '@demo/community';
import { listingTexts } from '@/components/member/listingTexts';
import { teamRelation, unpublishedMember } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const { members } = demoCommunity();
/** A demo member's full name by user id (ids start at 1). */
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;
const firstNameOf = (id: number) => members[id - 1]!.firstName;

/** The demo data: member 1 (me) has 2, 3, 4 accepted and 5 pending; 7 has 8 accepted. */
const OTHER_OWNER = 7;

// The Invitations* stories below are TeamInvitations' (src/screens/team/TeamInvitations.tsx):
// received, declined, sent and cancelled, empty, and on a phone.
const meta = {
  title: 'Screens/Team/Team',
  component: TeamScreen,
  args: { routePath: '/team/:id', routeParams: { id: '1' } } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof TeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My team: a PENDING badge on the pending member; the X removes a member after confirming. */
export const MineWithPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My professional team' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText('PENDING')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: `Remove ${nameOf(2)}` }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(nameOf(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByRole('link', { name: nameOf(2) })).toBeNull();
  },
};

/** Cancel keeps the member. */
export const RemoveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${nameOf(3)}` }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('link', { name: nameOf(3) })).toBeVisible();
  },
};

/** My team with nobody on it: the empty state leads to the community search. */
export const MineEmpty: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => [2, 3, 4, 5].forEach((id) => teamRelation(id, 'declined'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your professional team is empty. Search the community to invite members.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/community',
    );
  },
};

/** Another member's team seen by an anonymous visitor: accepted members only, no buttons. */
export const Another: Story = {
  args: { routeParams: { id: String(OTHER_OWNER) } },
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `${firstNameOf(OTHER_OWNER)}'s professional team`,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: nameOf(8) })).toBeVisible();
    await expect(canvas.queryByText('PENDING')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** I am on another member's team: Leave, after confirming, takes me off it. */
export const AsMemberLeave: Story = {
  args: { routeParams: { id: String(OTHER_OWNER) } },
  parameters: {
    ...signedIn(),
    ...withMockDb(() => teamRelation(OTHER_OWNER, 'accepted', 'incoming')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: nameOf(1) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave team' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('link', { name: nameOf(1) })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Leave team' })).toBeNull();
    await expect(canvas.getByRole('link', { name: nameOf(8) })).toBeVisible();
  },
};

/** Eight members: the avatar stack shows four and '+4'. */
export const MoreThanFour: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => [12, 13, 14, 15].forEach((id) => teamRelation(id, 'accepted'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('img', { name: 'and 4 more' })).toBeVisible();
  },
};

/** An id nobody has: the not-found view. */
export const UnknownId: Story = {
  args: { routeParams: { id: '9999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
  },
};

/**
 * A team member unpublished since (a reviewer, a suspension): the card stays, without a link,
 * muted and 'No longer listed'; Remove still takes them off the team.
 */
export const MineNoLongerListed: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => unpublishedMember(3)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const card = within(within(list).getByText(nameOf(3)).closest('li')!);
    await expect(card.getByText(listingTexts.noLongerListed)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nameOf(3) })).toBeNull();
    await expect(canvas.getByRole('link', { name: nameOf(2) })).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: `Remove ${nameOf(3)}` }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByText(nameOf(3))).toBeNull();
  },
};

/** The demo member's pending invitation received (the seed's) and sent (member 5). */
const INVITER = 6;
const INVITEE = 5;

/**
 * My team page's invitations: received ones with Accept and Decline, sent ones with Cancel.
 * Accepting takes the invitation off the list, with spec 8's toast.
 */
export const InvitationsReceived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = within(await canvas.findByRole('list', { name: 'Invitations received' }));
    await expect(received.getAllByRole('listitem')).toHaveLength(1);
    await expect(received.getByRole('link', { name: nameOf(INVITER) })).toHaveAttribute(
      'href',
      `/profile/${INVITER}`,
    );
    await userEvent.click(received.getByRole('button', { name: 'Accept' }));
    const toast = await within(document.body).findByText(
      `You are oficially on ${nameOf(INVITER)}'s team!`,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      await canvas.findByText('No invitations are waiting for your answer.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Invitations received' })).toBeNull();
  },
};

/** Declining says so with the warning toast; the invitation leaves the list. */
export const InvitationsReceivedDecline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = within(await canvas.findByRole('list', { name: 'Invitations received' }));
    await userEvent.click(received.getByRole('button', { name: 'Decline' }));
    const toast = await within(document.body).findByText(
      `You have declined ${nameOf(INVITER)}'s invitation.`,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      await canvas.findByText('No invitations are waiting for your answer.'),
    ).toBeVisible();
  },
};

/** Cancel an invitation I sent, after confirming: it leaves both lists. */
export const InvitationsSentCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sent = within(await canvas.findByRole('list', { name: 'Invitations sent' }));
    await expect(sent.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(
      sent.getByRole('button', { name: `Cancel invitation to ${nameOf(INVITEE)}` }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(nameOf(INVITEE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(
      await canvas.findByText('No invitations are waiting for an answer.'),
    ).toBeVisible();
    const members = within(canvas.getByRole('list', { name: 'Team members' }));
    await expect(members.queryByText('PENDING')).toBeNull();
  },
};

/** No invitation either way: both sections say so. */
export const InvitationsEmpty: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => {
      teamRelation(INVITEE, 'declined');
      teamRelation(INVITER, 'declined', 'incoming');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No invitations are waiting for your answer.'),
    ).toBeVisible();
    // "Sent" comes from the team list, a request of its own: wait for it too.
    await expect(
      await canvas.findByText('No invitations are waiting for an answer.'),
    ).toBeVisible();
  },
};

/** On a phone: the invitations under the team. */
export const InvitationsMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Invitations received' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Invitations sent' })).toBeVisible();
  },
};
