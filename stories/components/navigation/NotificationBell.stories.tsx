import { Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '@/components/navigation/NotificationBell';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { apiMessages } from '@/contract';
import { DEMO_USER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { api, errorResponse } from '@mocks/http';
import {
  NOTIFICATION_ACTORS,
  notificationsOfEveryKind,
  scenarioState,
  serverError,
  slow,
  unreadCount,
} from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

/** The bell at the right of a bar, as in the navigation (the panel opens below it). */
function BellInBar() {
  return (
    <Flex as="nav" aria-label="Main" justify="flex-end" px="4" h="16" align="center">
      <NotificationBell />
    </Flex>
  );
}

// The bell opens NotificationsPanel (src/components/notifications/NotificationsPanel.tsx), whose
// NotificationList, NotificationItem and InvitationButtons these stories play through.
const meta = {
  title: 'Components/Navigation/NotificationBell',
  component: BellInBar,
  args: { routePath: '/' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(() => notificationsOfEveryKind({ read: 5 })) },
} satisfies Meta<typeof BellInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (id: number) => {
  const user = findUser(id)!;
  return `${user.firstName} ${user.lastName}`;
};

/** The panel of this story's bell, once open and loaded. */
async function openPanel(canvasElement: HTMLElement, bellName: string | RegExp) {
  const canvas = within(canvasElement);
  const bell = await canvas.findByRole('button', { name: bellName });
  await userEvent.click(bell);
  await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'true'));
  const panel = await canvas.findByRole('dialog', { name: 'Notifications' });
  return { bell, panel: within(panel), element: panel };
}

/** Nothing unread: the bell alone, named plainly. */
export const Zero: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveTextContent(/^$/);
  },
};

/** Nine unread (of fourteen): the badge says 9 and the name says so to a screen reader. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 9 unread' });
    await expect(bell).toHaveTextContent('9');
  },
};

/** Over 99 unread: 99+. */
export const MoreThan99: Story = {
  parameters: { ...signedIn(), ...withHandlers(...unreadCount(150)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', {
      name: 'Notifications, more than 99 unread',
    });
    await expect(bell).toHaveTextContent('99+');
  },
};

/**
 * The panel: the latest eight, newest first, unread ones marked; Mark all read clears the
 * badge (and the db); See all leads to the centre.
 */
export const PanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const { bell, panel } = await openPanel(canvasElement, 'Notifications, 9 unread');
    const list = await panel.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent(
      `${nameOf(NOTIFICATION_ACTORS.inviter)} invited you to their professional team.`,
    );
    await expect(within(items[0]!).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(panel.getAllByText('Unread')).toHaveLength(8);
    await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    await expect(panel.queryAllByText('Unread')).toHaveLength(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(
      db.notifications.filter((row) => row.userId === DEMO_USER_ID && row.readAt === null),
    ).toHaveLength(0);
  },
};

/** Escape closes the panel and gives the focus back to the bell. */
export const PanelEscape: Story = {
  play: async ({ canvasElement }) => {
    const { bell, panel } = await openPanel(canvasElement, 'Notifications, 9 unread');
    await panel.findByRole('list', { name: 'Notifications' });
    await waitFor(() =>
      expect(panel.getByRole('heading', { name: 'Notifications' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

/** Opening a notification marks it read and follows its link; the panel closes. */
export const PanelOpensOne: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement, 'Notifications, 9 unread');
    const watched = nameOf(NOTIFICATION_ACTORS.watchedTestimonial);
    const link = await panel.findByRole('link', {
      name: `${watched} published a new testimonial.`,
    });
    await expect(link).toHaveAttribute(
      'href',
      `/profile/${NOTIFICATION_ACTORS.watchedTestimonial}`,
    );
    await userEvent.click(link);
    await expect(
      await within(canvasElement).findByText(
        `Navigated to /profile/${NOTIFICATION_ACTORS.watchedTestimonial}`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        db.notifications.find(
          (row) => row.userId === DEMO_USER_ID && row.kind === 'watched_testimonial',
        )?.readAt,
      ).not.toBeNull(),
    );
  },
};

/** Nothing yet: the panel says what will show there. */
export const PanelEmpty: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => undefined) },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement, 'Notifications');
    await expect(await panel.findByText('No notifications yet.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** While the list loads: skeleton rows, named for a screen reader. */
export const PanelLoading: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 5 })),
    ...withHandlers(...slow('infinite', ['get', '/v1/notifications'])),
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement, 'Notifications, 9 unread');
    await expect(await panel.findByText('Loading notifications')).toBeInTheDocument();
    await expect(panel.queryByRole('list')).toBeNull();
  },
};

const listFailure = scenarioState(() => ({ failing: true }));

/** The list fails: the panel says so, and Try again loads it. */
export const PanelFailed: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => notificationsOfEveryKind({ read: 5 })),
    ...withHandlers(
      http.get(api('/v1/notifications'), () => {
        if (listFailure.failing) throw errorResponse('InternalError', apiMessages.internalError);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement, 'Notifications, 9 unread');
    await expect(
      await panel.findByText('Something went wrong. Please refresh or try again later.'),
    ).toBeVisible();
    listFailure.failing = false;
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    const list = await panel.findByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The count fails: the bell stays, without a badge. */
export const CountFailed: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...serverError(['get', '/v1/notifications/unread'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** On a phone the panel spans the screen under the bar. */
export const PanelMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { panel, element } = await openPanel(canvasElement, 'Notifications, 9 unread');
    await panel.findByRole('list', { name: 'Notifications' });
    await expect(element.getBoundingClientRect().width).toBeGreaterThan(340);
  },
};

/** In the navigation on a phone: the bell beside the menu toggle, its panel under the bar. */
export const InNavigationMobile: Story = {
  globals: mobile,
  render: () => <SiteNavigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 9 unread' });
    await expect(bell).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await userEvent.click(bell);
    const panel = await canvas.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(panel).findByRole('list', { name: 'Notifications' })).toBeVisible();
  },
};

/** In the navigation on a wide screen: the bell before the avatar menu. */
export const InNavigationDesktop: Story = {
  render: () => <SiteNavigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 9 unread' });
    await expect(bell).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Community' })).toBeVisible();
  },
};
