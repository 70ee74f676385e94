import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { NotificationsScreen } from '@/screens/notifications/NotificationsScreen';
import { DEMO_USER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api, errorResponse } from '@mocks/http';
import {
  manyNotifications,
  NOTIFICATION_ACTORS,
  notificationsOfEveryKind,
  scenarioState,
  slow,
} from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const A = NOTIFICATION_ACTORS;
const nameOf = (id: number) => {
  const user = findUser(id)!;
  return `${user.firstName} ${user.lastName}`;
};

/** The page's e-mail preferences answered too, behind the story's scenario handlers. */
const withHandlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

// The page's list is NotificationList of NotificationItem (src/components/notifications/), with
// InvitationButtons in a team invitation's line.
const meta = {
  title: 'Screens/Notifications/Notifications',
  component: NotificationsScreen,
  args: { routePath: '/notifications' } satisfies PageArgs,
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 3 })),
    ...withHandlers(),
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function listOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Notifications' });
  return { canvas, list: within(list), items: () => within(list).getAllByRole('listitem') };
}

/** The toast viewport lives outside the canvas and slides in. */
async function toastShows(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

const rowOf = (kind: string) =>
  db.notifications.find((row) => row.userId === DEMO_USER_ID && row.kind === kind);

/**
 * One notification of every kind, newest first, each with its line and its link (a member no
 * longer listed is named without one); the three oldest read.
 */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list, items } = await listOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(items()).toHaveLength(14);
    const links: [string, string][] = [
      [`${nameOf(A.inviter)} invited you to their professional team.`, `/profile/${A.inviter}`],
      [
        `${nameOf(A.accepted)} accepted your invitation and joined your professional team.`,
        `/team/${DEMO_USER_ID}`,
      ],
      [`${nameOf(A.declined)} declined your team invitation.`, `/profile/${A.declined}`],
      [`${nameOf(A.remover)} removed you from their professional team.`, `/profile/${A.remover}`],
      ['A new testimonial is waiting for you to publish it.', '/settings/testimonials'],
      ['A reviewer verified your license.', '/settings/certifications'],
      [
        'Your license expires in 30 days: renew it and update it on your profile.',
        '/settings/certifications',
      ],
      [
        `${nameOf(A.watchedTestimonial)} published a new testimonial.`,
        `/profile/${A.watchedTestimonial}`,
      ],
      [
        `${nameOf(A.watchedChanged)} changed their profession and practice states.`,
        `/profile/${A.watchedChanged}`,
      ],
      [
        `${nameOf(A.searchMatch)} matches your saved search “CPAs in Texas”.`,
        `/profile/${A.searchMatch}`,
      ],
      ['Your post to the social wall was approved.', '/dashboard'],
      ['Your background check is complete: cleared.', '/settings/check'],
      [
        'The adverse notice on your background check was withdrawn: it is in review again.',
        '/settings/check',
      ],
    ];
    for (const [name, href] of links) {
      await expect(list.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // No longer listed: named, not linked.
    await expect(
      list.getByText(`${nameOf(A.watchedUnpublished)} is no longer listed.`),
    ).toBeVisible();
    await expect(
      list.queryByRole('link', { name: `${nameOf(A.watchedUnpublished)} is no longer listed.` }),
    ).toBeNull();
    await expect(list.getAllByText('Unread')).toHaveLength(11);
    await expect(canvas.getByText('Showing 14 of 14')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Mark as read on one line: it is no longer unread, here and in the db. */
export const MarkOneRead: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await listOf(canvasElement);
    const line = `${nameOf(A.declined)} declined your team invitation.`;
    await userEvent.click(list.getByRole('button', { name: `Mark as read: ${line}` }));
    await waitFor(() =>
      expect(list.queryByRole('button', { name: `Mark as read: ${line}` })).toBeNull(),
    );
    await expect(list.getAllByText('Unread')).toHaveLength(10);
    await expect(rowOf('team_invitation_declined')?.readAt).not.toBeNull();
  },
};

/** Mark all read. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await listOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(list.queryAllByText('Unread')).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** All read already: nothing to mark. */
export const AllRead: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => notificationsOfEveryKind({ read: 14 })) },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await listOf(canvasElement);
    await expect(list.queryAllByText('Unread')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** Accept in the invitation: its own pending state, then the line says so, and a toast. */
export const AcceptInvitation: Story = {
  play: async ({ canvasElement }) => {
    const { list, items } = await listOf(canvasElement);
    const invitation = within(items()[0]!);
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }));
    await expect(await invitation.findByText('You accepted this invitation.')).toBeVisible();
    await expect(invitation.queryByRole('button', { name: 'Decline' })).toBeNull();
    await toastShows(`You are oficially on ${nameOf(A.inviter)}'s team!`);
    await expect(
      db.team.find((row) => row.ownerUserId === A.inviter && row.memberId === DEMO_USER_ID)?.status,
    ).toBe('accepted');
    await waitFor(() => expect(list.getAllByText('Unread')).toHaveLength(10));
  },
};

/** Decline in the invitation: the line says so, and the warning toast. */
export const DeclineInvitation: Story = {
  play: async ({ canvasElement }) => {
    const { items } = await listOf(canvasElement);
    const invitation = within(items()[0]!);
    await userEvent.click(invitation.getByRole('button', { name: 'Decline' }));
    await expect(await invitation.findByText('You declined this invitation.')).toBeVisible();
    await toastShows(`You have declined ${nameOf(A.inviter)}'s invitation.`);
  },
};

/** While Accept runs, both buttons wait, and a second press sends nothing more. */
export const InvitationPending: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 3 })),
    ...withHandlers(...slow('infinite', ['patch', '/v1/user/otherTeam/:id'])),
  },
  play: async ({ canvasElement }) => {
    const { items } = await listOf(canvasElement);
    const invitation = within(items()[0]!);
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(invitation.getByRole('button', { name: 'Accept' })).toBeDisabled());
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

/** 25 notifications: 20, then Show more brings the rest. */
export const Many: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => manyNotifications(25)) },
  play: async ({ canvasElement }) => {
    const { canvas, items } = await listOf(canvasElement);
    await expect(items()).toHaveLength(20);
    await expect(canvas.getByText('Showing 20 of 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    await expect(canvas.getByText('Showing 25 of 25')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Nothing yet. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

/** While the first page loads: skeleton rows. */
export const Loading: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 3 })),
    ...withHandlers(...slow('infinite', ['get', '/v1/notifications'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading notifications')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Notifications' })).toBeNull();
  },
};

const listFailure = scenarioState(() => ({ failing: true }));

/** The list fails: the message, and Try again loads it. */
export const Failed: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 3 })),
    ...withHandlers(
      http.get(api('/v1/notifications'), () => {
        if (listFailure.failing) throw errorResponse('InternalError', apiMessages.internalError);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong. Please refresh or try again later.'),
    ).toBeVisible();
    listFailure.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const { items } = await listOf(canvasElement);
    await expect(items()).toHaveLength(14);
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { items } = await listOf(canvasElement);
    await expect(items()).toHaveLength(14);
  },
};
