import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  notificationPageSchema,
  notificationPatchBodySchema,
  notificationQuerySchema,
  notificationSchema,
  unreadCountSchema,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '../contract';
import type { NotificationListRow } from '../db/notifications';
import { notFound } from '../errors';
import { route } from '../http/route';

// A member's notifications (src/contract/schemas/notifications.ts): a page newest first with
// the unread count, the bell's count alone, one marked read, every one marked read. Another
// member's notification answers 404, never 403. The rows are written by the events themselves
// (server/notifications/notify.ts).

/**
 * A stored notification as the API answers it: the actor as they are now (a renamed member
 * shows the new name), and an invitation's relation status as it is now (Accept and Decline
 * apply while it is pending).
 */
export function toNotification(row: NotificationListRow): Notification {
  const { notification: n } = row;
  const data = { ...n.data } as Notification['data'];
  if (n.kind === 'team_invitation' && n.subjectKind === 'team_relation') {
    data.status = row.relationStatus;
  }
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
    actor:
      row.actorId !== null
        ? {
            id: row.actorId,
            firstName: row.actorFirstName ?? '',
            lastName: row.actorLastName ?? '',
            avatar: row.actorAvatar,
            listed: row.actorPublished === true,
          }
        : null,
    subject:
      n.subjectKind !== null && n.subjectId !== null
        ? { kind: n.subjectKind, id: n.subjectId }
        : null,
    data,
  };
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const signedIn = ['Unauthorized', 'InvalidCredentials'] as const;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/notifications',
      summary: 'My notifications, newest first, a page at a time, with the unread count',
      tag: 'notifications',
      auth: 'required',
      query: notificationQuerySchema,
      response: notificationPageSchema,
      errors: ['InvalidRequest', ...signedIn],
    },
    async ({ query, auth }): Promise<NotificationPage> => {
      const { rows, total } = await ctx.repos.notifications.page(auth.userId, query);
      const unread = await ctx.repos.notifications.unreadCount(auth.userId);
      return {
        items: rows.map(toNotification),
        total,
        limit: query.limit,
        offset: query.offset,
        unread,
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/notifications/unread',
      summary: 'How many of my notifications are unread (the bell)',
      tag: 'notifications',
      auth: 'required',
      response: unreadCountSchema,
      errors: [...signedIn],
    },
    async ({ auth }) => ({ unread: await ctx.repos.notifications.unreadCount(auth.userId) }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/notifications/read-all',
      summary: 'Marks every one of my notifications read',
      tag: 'notifications',
      auth: 'required',
      response: unreadCountSchema,
      errors: [...signedIn],
    },
    async ({ auth }) => {
      await ctx.repos.notifications.markAllRead(auth.userId, ctx.now());
      return { unread: 0 };
    },
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/v1/notifications/:id',
      summary: 'Marks one of my notifications read; answers it',
      tag: 'notifications',
      auth: 'required',
      params: idParamsSchema,
      body: notificationPatchBodySchema,
      response: notificationSchema,
      errors: ['InvalidRequest', 'ResourceNotFound', ...signedIn],
    },
    async ({ params, auth }) => {
      const marked = await ctx.repos.notifications.markRead(auth.userId, params.id, ctx.now());
      if (!marked) throw notFound(apiMessages.notificationNotFound);
      const row = await ctx.repos.notifications.findListed(auth.userId, params.id);
      if (!row) throw notFound(apiMessages.notificationNotFound);
      return toNotification(row);
    },
  );
}
