import { http, HttpResponse, type HttpHandler } from 'msw';
import { NOTIFICATION_KINDS, type NotificationKind, type TeamRelationStatus } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, findUser, type MockNotification } from '../db';
import { createTeamRelation, createTestimonial } from '../factories';
import { mockNotify } from '../handlers/notifications';
import { api, requireUser } from '../http';

// The demo member's notification centre in each state. Data scenarios add rows to the mock db
// after it is reset; every date sits before Storybook's fixed clock (21 November 2026, 15:00).

/** The members the seeded notifications are about (ids of the demo community). */
export const NOTIFICATION_ACTORS = {
  /** Invited the demo member (the seed's pending invitation: Accept and Decline apply). */
  inviter: 6,
  /** On the demo member's team: accepted the invitation. */
  accepted: 2,
  declined: 13,
  remover: 14,
  /** Watched by the demo member (the seed's watch list is 8–11). */
  watchedTestimonial: 8,
  watchedChanged: 9,
  /** Watched, and no longer listed in this scenario. */
  watchedUnpublished: 10,
  searchMatch: 20,
} as const;

const A = NOTIFICATION_ACTORS;

/** Newest first: the first is the latest (21 Nov, 14:00), then one hour apart. */
const hoursBefore = (hours: number): string =>
  new Date(Date.UTC(2026, 10, 21, 14 - hours, 0, 0)).toISOString();

function relationId(ownerUserId: number, memberId: number, status: TeamRelationStatus) {
  const row =
    db.team.find((team) => team.ownerUserId === ownerUserId && team.memberId === memberId) ??
    createTeamRelation(ownerUserId, memberId, { status });
  return row.id;
}

/**
 * One notification of every kind (NOTIFICATION_KINDS) for the demo member, newest first in the
 * kinds' order; `read` marks that many of the oldest read. Answers the rows, newest first.
 */
export function notificationsOfEveryKind({
  userId = DEMO_USER_ID,
  read = 0,
}: { userId?: number; read?: number } = {}): MockNotification[] {
  const waiting = createTestimonial(userId, {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    company: 'Raman Advisory',
    position: 'Managing Partner',
    content: 'Calm under pressure and precise with every number we handed over.',
    status: 'unpublished',
    createdAt: hoursBefore(30),
    sentAt: hoursBefore(30),
  });
  const published =
    db.testimonials.find(
      (row) => row.userId === A.watchedTestimonial && row.status === 'published',
    ) ??
    createTestimonial(A.watchedTestimonial, {
      content: 'A steady hand through a difficult audit.',
      status: 'published',
      createdAt: hoursBefore(30),
    });
  const unlisted = findUser(A.watchedUnpublished);
  if (unlisted) unlisted.published = false;

  const rows: Record<
    NotificationKind,
    Omit<Parameters<typeof mockNotify>[0], 'userId' | 'kind'>
  > = {
    team_invitation: {
      actorId: A.inviter,
      subject: { kind: 'team_relation', id: relationId(A.inviter, userId, 'pending') },
    },
    team_invitation_accepted: {
      actorId: A.accepted,
      subject: { kind: 'team_relation', id: relationId(userId, A.accepted, 'accepted') },
    },
    team_invitation_declined: {
      actorId: A.declined,
      subject: { kind: 'team_relation', id: relationId(userId, A.declined, 'declined') },
    },
    team_removed: {
      actorId: A.remover,
      subject: { kind: 'team_relation', id: relationId(A.remover, userId, 'declined') },
    },
    testimonial_waiting: { subject: { kind: 'testimonial', id: waiting.id } },
    watched_testimonial: {
      actorId: A.watchedTestimonial,
      subject: { kind: 'testimonial', id: published.id },
    },
    watched_profile_changed: {
      actorId: A.watchedChanged,
      subject: { kind: 'member', id: A.watchedChanged },
      data: { fields: ['profession', 'locations'] },
    },
    watched_unpublished: {
      actorId: A.watchedUnpublished,
      subject: { kind: 'member', id: A.watchedUnpublished },
    },
    saved_search_match: {
      actorId: A.searchMatch,
      subject: { kind: 'saved_search', id: 1 },
      data: { searchId: 1, searchName: 'CPAs in Texas' },
    },
    post_decided: {
      subject: { kind: 'post', id: 1 },
      data: { state: 'approved', reason: null, link: 'https://example.com/articles/tax-season' },
    },
    check_decided: {
      subject: { kind: 'review', id: 1 },
      data: { state: 'cleared', reason: 'verified' },
    },
    check_notice_withdrawn: {
      subject: { kind: 'review', id: 1 },
      data: { state: 'in_review' },
    },
    licence_decided: {
      subject: { kind: 'licence', id: 1 },
      data: { state: 'verified', name: 'Certified Public Accountant', jurisdiction: 'TX' },
    },
    licence_expiring: {
      subject: { kind: 'licence', id: 1 },
      data: {
        days: 30,
        name: 'Certified Public Accountant',
        jurisdiction: 'TX',
        expirationDate: '2027-03-01',
      },
    },
  };

  // Oldest first into the db, so ids grow with time as on the server.
  const created = [...NOTIFICATION_KINDS].reverse().map((kind, i) =>
    mockNotify({
      ...rows[kind],
      userId,
      kind,
      at: hoursBefore(NOTIFICATION_KINDS.length - 1 - i),
    }),
  );
  created.slice(0, read).forEach((row) => {
    row.readAt = hoursBefore(0);
  });
  return created.reverse();
}

/**
 * `count` notifications (a watched member's profile changes, one a day back from the fixed
 * clock), for paging: the centre shows 20 and offers more.
 */
export function manyNotifications(count: number, userId = DEMO_USER_ID): MockNotification[] {
  const rows: MockNotification[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    rows.push(
      mockNotify({
        userId,
        kind: 'watched_profile_changed',
        actorId: A.watchedChanged,
        subject: { kind: 'member', id: A.watchedChanged },
        data: { fields: ['locations'] },
        at: new Date(Date.UTC(2026, 10, 21, 14, 0, 0) - i * 24 * 3600 * 1000).toISOString(),
      }),
    );
  }
  return rows.reverse();
}

/** Every notification read. */
export function allNotificationsRead(userId = DEMO_USER_ID): void {
  for (const row of db.notifications) {
    if (row.userId === userId) row.readAt ??= hoursBefore(0);
  }
}

/** The bell's count answers `unread` whatever the db holds (a handler scenario). */
export const unreadCount = (unread: number): HttpHandler[] => [
  http.get(api('/v1/notifications/unread'), ({ request }) => {
    requireUser(request);
    return HttpResponse.json({ unread });
  }),
];
