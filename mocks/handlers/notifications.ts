import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  INVITATION_NOTICE_DAYS,
  notificationPatchBodySchema,
  notificationQuerySchema,
  type Notification,
  type NotificationKind,
} from '@/contract';
import { db, findUser, nextId, type MockNotification } from '../db';
import { api, fail, idParam, parseQuery, readBody, requireUser } from '../http';
import { mockEmailMode, notificationPreferenceHandlers } from './notificationPreferences';
import { mockTakeRecipient } from './recipientCap';

// A member's notifications (server/routes/notifications.ts): a page newest first with the unread
// count, the bell's count, one marked read, all marked read. Another member's answers 404.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one way the mock handlers record an event for a member (the server's notify()). The row
 * is answered so a handler may change it; mail is the e-mail mocks' concern, not this.
 */
export function mockNotify(input: {
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  subject?: { kind: string; id: number } | null;
  data?: Record<string, unknown>;
  at?: string;
}): MockNotification {
  const row: MockNotification = {
    id: nextId(),
    userId: input.userId,
    kind: input.kind,
    actorId: input.actorId ?? null,
    subjectKind: input.subject?.kind ?? null,
    subjectId: input.subject?.id ?? null,
    data: input.data ?? {},
    createdAt: input.at ?? new Date().toISOString(),
    readAt: null,
  };
  db.notifications.push(row);
  return row;
}

/** Tells each member watching `memberId` (server/notifications/notify.ts notifyWatchers). */
export function mockNotifyWatchers(
  memberId: number,
  input: { kind: NotificationKind; subject?: { kind: string; id: number }; data?: object },
): void {
  for (const watch of db.watching.filter((row) => row.watchedId === memberId)) {
    mockNotify({
      userId: watch.userId,
      kind: input.kind,
      actorId: memberId,
      subject: input.subject ?? null,
      data: { ...input.data },
    });
  }
}

/** A listed member who is no longer listed: their watchers hear of it. */
export function mockNotifyIfUnlisted(memberId: number, wasListed: boolean): void {
  if (!wasListed || findUser(memberId)?.published) return;
  mockNotifyWatchers(memberId, {
    kind: 'watched_unpublished',
    subject: { kind: 'member', id: memberId },
  });
}

/**
 * What watchers hear of a member's own profile change (server/routes/users.ts): no longer
 * listed, or, still listed, a change of profession or practice states (data.fields).
 */
export function mockNotifyProfileChange(
  before: { published: boolean; profession: string | null; locations: readonly string[] },
  after: {
    id: number;
    published: boolean;
    profession: string | null;
    locations: readonly string[];
  },
): void {
  if (before.published && !after.published) return mockNotifyIfUnlisted(after.id, true);
  if (!before.published || !after.published) return;
  const fields: string[] = [];
  if (before.profession !== after.profession) fields.push('profession');
  const states = (list: readonly string[]) => [...list].sort().join();
  if (states(before.locations) !== states(after.locations)) fields.push('locations');
  if (fields.length === 0) return;
  mockNotifyWatchers(after.id, {
    kind: 'watched_profile_changed',
    subject: { kind: 'member', id: after.id },
    data: { fields },
  });
}

/** The 30-day rule: was `userId` told of an invitation from `ownerId` since `since`? */
export const invitationNoticedSince = (userId: number, ownerId: number, since: number): boolean =>
  db.notifications.some(
    (row) =>
      row.userId === userId &&
      row.kind === 'team_invitation' &&
      row.actorId === ownerId &&
      Date.parse(row.createdAt) > since,
  );

/**
 * An invitation notice, unless the invitee heard from this owner in the last 30 days. Its
 * e-mail, when the member wants it at once, counts against their address's daily cap; past it
 * the notice is written without the e-mail (`emailSkipped`, server/routes/team.ts).
 */
export function mockNotifyInvitation(
  ownerId: number,
  memberId: number,
  relationId: number,
): { emailSkipped: boolean } {
  const now = Date.now();
  if (invitationNoticedSince(memberId, ownerId, now - INVITATION_NOTICE_DAYS * DAY_MS)) {
    return { emailSkipped: false };
  }
  const member = findUser(memberId);
  const mailed = member !== undefined && mockEmailMode(memberId, 'team_invitation') === 'immediate';
  const emailSkipped = mailed && !mockTakeRecipient(member.email);
  mockNotify({
    userId: memberId,
    kind: 'team_invitation',
    actorId: ownerId,
    subject: { kind: 'team_relation', id: relationId },
    data: {},
    at: new Date(now).toISOString(),
  });
  return { emailSkipped };
}

/** Row to wire, as the server answers it: the actor as they are now, the invitation's status now. */
export const toNotification = (row: MockNotification): Notification => {
  const actor = row.actorId === null ? undefined : findUser(row.actorId);
  const data = { ...row.data } as Notification['data'];
  if (row.kind === 'team_invitation' && row.subjectKind === 'team_relation') {
    const relation = db.team.find((team) => team.id === row.subjectId);
    data.status = relation?.status ?? null;
  }
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt,
    readAt: row.readAt,
    actor: actor
      ? {
          id: actor.id,
          firstName: actor.firstName,
          lastName: actor.lastName,
          avatar: actor.avatar,
          listed: actor.published,
        }
      : null,
    subject:
      row.subjectKind !== null && row.subjectId !== null
        ? { kind: row.subjectKind, id: row.subjectId }
        : null,
    data,
  };
};

const mine = (userId: number) =>
  db.notifications.filter((row) => row.userId === userId).sort((a, b) => b.id - a.id);
const unreadOf = (userId: number) =>
  db.notifications.filter((row) => row.userId === userId && row.readAt === null).length;

export const notificationHandlers = [
  // A page, newest first, with the unread count.
  http.get(api('/v1/notifications'), ({ request }) => {
    const user = requireUser(request);
    const query = parseQuery(request, notificationQuerySchema);
    const rows = mine(user.id);
    return HttpResponse.json({
      items: rows.slice(query.offset, query.offset + query.limit).map(toNotification),
      total: rows.length,
      limit: query.limit,
      offset: query.offset,
      unread: unreadOf(user.id),
    });
  }),

  // The bell.
  http.get(api('/v1/notifications/unread'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json({ unread: unreadOf(user.id) });
  }),

  // Every one read.
  http.post(api('/v1/notifications/read-all'), ({ request }) => {
    const user = requireUser(request);
    const now = new Date().toISOString();
    for (const row of db.notifications) {
      if (row.userId === user.id && row.readAt === null) row.readAt = now;
    }
    return HttpResponse.json({ unread: 0 });
  }),

  // One read (the first reading's time stays).
  http.patch(api('/v1/notifications/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    await readBody(request, notificationPatchBodySchema);
    const row = db.notifications.find((n) => n.id === id && n.userId === user.id);
    if (!row) return fail('ResourceNotFound', apiMessages.notificationNotFound);
    row.readAt ??= new Date().toISOString();
    return HttpResponse.json(toNotification(row));
  }),

  // The e-mail preferences, one-click unsubscribe and opt-out (their own file).
  ...notificationPreferenceHandlers,
];
