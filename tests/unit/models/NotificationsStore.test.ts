import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import {
  mockMailLinkToken,
  notificationPreferenceHandlers,
} from '@mocks/handlers/notificationPreferences';
import { mockNotify } from '@mocks/handlers/notifications';
import { manyNotifications, notificationsOfEveryKind } from '@mocks/scenarios';
import { invitingIds } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}

const rowOf = (id: number) => db.notifications.find((row) => row.id === id);

/** Counts the bell's requests (and answers them as the mocks do). */
function countUnreadRequests() {
  const counter = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/v1/notifications/unread')) counter.count += 1;
  });
  return counter;
}

/** notificationsOfEveryKind makes one notification of each kind. */
const KINDS = NOTIFICATION_KINDS.length;

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('NotificationsStore', () => {
  it('reads the unread count from one small request', async () => {
    notificationsOfEveryKind({ read: 3 });
    const { notifications } = await signedIn();
    await notifications.loadUnread();
    expect(notifications.unread).toBe(KINDS - 3);
    expect(notifications.loaded).toBe(false);
  });

  it('loads the first page newest first, and more on Show more', async () => {
    manyNotifications(25);
    const { notifications } = await signedIn();
    await notifications.load();
    expect(notifications.items).toHaveLength(20);
    expect(notifications.total).toBe(25);
    expect(notifications.unread).toBe(25);
    expect(notifications.hasMore).toBe(true);
    const times = notifications.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // One arriving meanwhile shifts the next page by one: nothing is listed twice.
    mockNotify({ userId: DEMO_USER_ID, kind: 'post_decided', data: { state: 'approved' } });
    await notifications.loadMore();
    expect(notifications.items).toHaveLength(25);
    expect(new Set(notifications.items.map((item) => item.id)).size).toBe(25);
    expect(notifications.hasMore).toBe(true);
    expect(notifications.ops.loadMore.isDone).toBe(true);
  });

  it('marks one read, in the store and the db, and the count goes down by one', async () => {
    const [latest] = notificationsOfEveryKind();
    const { notifications } = await signedIn();
    await notifications.load();
    expect(notifications.unread).toBe(KINDS);
    await notifications.markRead(latest!.id);
    expect(rowOf(latest!.id)?.readAt).not.toBeNull();
    expect(notifications.items[0]?.readAt).not.toBeNull();
    expect(notifications.unread).toBe(KINDS - 1);

    // Already read: nothing asked, the count stays.
    const patches: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(request.url);
    });
    await notifications.markRead(latest!.id);
    expect(patches).toEqual([]);
    expect(notifications.unread).toBe(KINDS - 1);
  });

  it('marks all read', async () => {
    notificationsOfEveryKind({ read: 2 });
    const { notifications } = await signedIn();
    await notifications.load();
    await notifications.markAllRead();
    expect(notifications.unread).toBe(0);
    expect(notifications.items.every((item) => item.readAt !== null)).toBe(true);
    expect(
      db.notifications.filter((row) => row.userId === DEMO_USER_ID && row.readAt === null),
    ).toEqual([]);
  });

  it('drops a notification the server no longer has (404), keeping the rest', async () => {
    const [latest, next] = notificationsOfEveryKind();
    const { notifications } = await signedIn();
    await notifications.load();
    db.notifications.splice(db.notifications.indexOf(rowOf(latest!.id)!), 1);
    await notifications.markRead(latest!.id);
    expect(notifications.items[0]?.id).toBe(next!.id);
    expect(notifications.items).toHaveLength(KINDS - 1);
    expect(notifications.unread).toBe(KINDS - 1);
    expect(notifications.ops.markRead.get(latest!.id).isDone).toBe(true);
  });

  it('keeps its own failure per operation, and the last count', async () => {
    notificationsOfEveryKind();
    const { notifications } = await signedIn();
    await notifications.loadUnread();
    mockServer.use(
      http.get(api('/v1/notifications/unread'), () =>
        HttpResponse.json({ code: 'InvalidRequest', message: 'No' }, { status: 400 }),
      ),
    );
    await expect(notifications.loadUnread()).rejects.toThrow();
    expect(notifications.ops.loadUnread.isFailed).toBe(true);
    expect(notifications.ops.load.isIdle).toBe(true);
    expect(notifications.unread).toBe(KINDS);
  });

  it('polls the count at once, on focus, when the tab shows and on a timer while visible', async () => {
    notificationsOfEveryKind();
    const { notifications } = await signedIn();
    const counter = countUnreadRequests();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const stop = notifications.watchUnread({ window: win, document: doc, intervalMs: 40 });
    await settle();
    expect(counter.count).toBeGreaterThanOrEqual(1);
    expect(notifications.unread).toBe(KINDS);

    await new Promise((resolve) => setTimeout(resolve, 100));
    const afterTimer = counter.count;
    expect(afterTimer).toBeGreaterThanOrEqual(2);

    // Hidden: neither the timer nor a focus asks.
    doc.visibilityState = 'hidden';
    await settle();
    const hidden = counter.count;
    win.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counter.count).toBe(hidden);

    // Shown again: at once.
    mockNotify({ userId: DEMO_USER_ID, kind: 'post_decided', data: { state: 'approved' } });
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(notifications.unread).toBe(KINDS + 1);

    stop();
    const stopped = counter.count;
    win.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counter.count).toBe(stopped);
  });

  it('forgets everything on logout', async () => {
    notificationsOfEveryKind();
    const root = await signedIn();
    await root.notifications.load();
    await root.session.logout();
    expect(root.notifications.items).toHaveLength(0);
    expect(root.notifications.unread).toBe(0);
    expect(root.notifications.loaded).toBe(false);
    expect(root.notifications.ops.load.isIdle).toBe(true);
  });
});

describe('NotificationsStore e-mail preferences and unsubscribe', () => {
  it('loads the preferences and saves a change, answering all of them', async () => {
    mockServer.use(...notificationPreferenceHandlers);
    const { notifications } = await signedIn();
    await notifications.loadPreferences();
    const modeOf = (kind: string) =>
      notifications.preferences?.kinds.find((entry) => entry.kind === kind);
    expect(modeOf('watched_testimonial')).toEqual({
      kind: 'watched_testimonial',
      mode: 'daily',
      locked: false,
    });
    expect(modeOf('check_decided')?.locked).toBe(true);

    await notifications.savePreferences({
      timeZone: 'Europe/Paris',
      kinds: { watched_testimonial: 'weekly' },
    });
    expect(notifications.preferences?.timeZone).toBe('Europe/Paris');
    expect(modeOf('watched_testimonial')?.mode).toBe('weekly');
    expect(db.notificationSettings.find((entry) => entry.userId === DEMO_USER_ID)).toMatchObject({
      timeZone: 'Europe/Paris',
      modes: { watched_testimonial: 'weekly' },
    });
  });

  it('keeps a refused save as its own failure, the preferences unchanged', async () => {
    mockServer.use(...notificationPreferenceHandlers);
    const { notifications } = await signedIn();
    await notifications.loadPreferences();
    await expect(
      notifications.savePreferences({ kinds: { check_decided: 'off' } }),
    ).rejects.toThrow();
    expect(notifications.ops.savePreferences.isFailed).toBe(true);
    expect(notifications.ops.loadPreferences.isDone).toBe(true);
    expect(
      notifications.preferences?.kinds.find((entry) => entry.kind === 'check_decided')?.mode,
    ).toBe('immediate');
  });

  it('unsubscribes signed out with a link token, and a bad token fails its own key', async () => {
    mockServer.use(...notificationPreferenceHandlers);
    const root = createTestStore();
    const token = await mockMailLinkToken({
      purpose: 'unsubscribe',
      userId: DEMO_USER_ID,
      target: 'saved_search_match',
    });
    const result = await root.notifications.unsubscribe(token);
    expect(result).toEqual({
      kind: 'saved_search_match',
      digest: null,
      kinds: ['saved_search_match'],
      mode: 'off',
    });
    expect(root.notifications.unsubscribed.get(token)?.kind).toBe('saved_search_match');
    expect(
      db.notificationSettings.find((entry) => entry.userId === DEMO_USER_ID)?.modes,
    ).toMatchObject({ saved_search_match: 'off' });

    await expect(root.notifications.unsubscribe('nonsense')).rejects.toThrow();
    expect(root.notifications.ops.unsubscribe.get('nonsense').isFailed).toBe(true);
    expect(root.notifications.ops.unsubscribe.get(token).isDone).toBe(true);
  });
});

describe('TeamStore invitations received', () => {
  it('lists the pending invitations with the owner, and an answered one leaves the list', async () => {
    const { team } = await signedIn();
    await team.loadInvitations();
    expect(team.invitations?.map((entry) => entry.ownerUserId).sort()).toEqual(
      [...invitingIds].sort(),
    );
    const [owner] = invitingIds;
    expect(team.invitations?.find((entry) => entry.ownerUserId === owner)?.owner.id).toBe(owner);
    expect(team.hasPendingInvitationFrom(owner!)).toBe(true);

    await team.accept(owner!);
    expect(team.invitations?.some((entry) => entry.ownerUserId === owner)).toBe(false);
    expect(
      db.team.find((row) => row.ownerUserId === owner && row.memberId === DEMO_USER_ID)?.status,
    ).toBe('accepted');
  });
});
