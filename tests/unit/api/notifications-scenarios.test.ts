import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  notificationPageSchema,
  tokenResponseSchema,
  unreadCountSchema,
} from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { DEMO_PASSWORD } from '@mocks/factories';
import { MOCK_CLIENT } from '@mocks/http';
import * as scenarios from '@mocks/scenarios';
import { TEST_BASE_URL } from '../helpers';
import { mockServer } from '../setup';

// The notification centre's mock states (mocks/scenarios/notifications.ts), which the stories
// of /notifications and the bell are built on: every row answers the contract.

async function demoToken(): Promise<string> {
  const answer = await fetch(`${TEST_BASE_URL}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grantType: 'password',
      ...MOCK_CLIENT,
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    }),
  });
  return tokenResponseSchema.parse(await answer.json()).accessToken;
}

async function get(path: string, token: string): Promise<unknown> {
  const answer = await fetch(`${TEST_BASE_URL}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

describe('notification scenarios', () => {
  it('notificationsOfEveryKind: one of each kind, newest first, as the contract says', async () => {
    const rows = scenarios.notificationsOfEveryKind({ read: 3 });
    expect(rows.map((row) => row.kind)).toEqual([...NOTIFICATION_KINDS]);
    const token = await demoToken();
    const page = notificationPageSchema.parse(await get('/v1/notifications?limit=50', token));
    expect(page.items.map((n) => n.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(page).toMatchObject({
      total: NOTIFICATION_KINDS.length,
      unread: NOTIFICATION_KINDS.length - 3,
    });
    // Fixed dates, before Storybook's clock (21 November 2026, 15:00 UTC).
    expect(page.items[0]!.createdAt).toBe('2026-11-21T14:00:00.000Z');
    const invitation = page.items.find((n) => n.kind === 'team_invitation')!;
    expect(invitation.data.status).toBe('pending');
    expect(invitation.actor).toMatchObject({ id: scenarios.NOTIFICATION_ACTORS.inviter });
    const unlisted = page.items.find((n) => n.kind === 'watched_unpublished')!;
    expect(unlisted.actor?.listed).toBe(false);
    // The three oldest are read.
    expect(page.items.filter((n) => n.readAt !== null).map((n) => n.kind)).toEqual(
      NOTIFICATION_KINDS.slice(-3),
    );
  });

  it('manyNotifications pages; allNotificationsRead and unreadCount set the bell', async () => {
    scenarios.manyNotifications(25);
    const token = await demoToken();
    const first = notificationPageSchema.parse(await get('/v1/notifications', token));
    expect(first).toMatchObject({ total: 25, limit: 20, unread: 25 });
    expect(first.items).toHaveLength(20);
    scenarios.allNotificationsRead(DEMO_USER_ID);
    expect(unreadCountSchema.parse(await get('/v1/notifications/unread', token))).toEqual({
      unread: 0,
    });
    mockServer.use(...scenarios.unreadCount(120));
    expect(await get('/v1/notifications/unread', token)).toEqual({ unread: 120 });
  });
});
