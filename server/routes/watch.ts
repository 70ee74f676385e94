import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiMessages, idParamsSchema, watchEntrySchema, watchListSchema } from '../contract';
import { users, watchEntries } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { route } from '../http/route';
import { toCard } from '../members/serialize';
import { cardColumns, findUserRow } from '../members/store';

// Watch entries (spec 4): `id` in paths and answers is the watched member's user id.

export async function watchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const pair = (userId: number, watchedId: number) =>
    and(eq(watchEntries.userId, userId), eq(watchEntries.watchedId, watchedId));
  const errors = [
    'InvalidRequest',
    'ResourceNotFound',
    'Unauthorized',
    'InvalidCredentials',
  ] as const;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/watching',
      summary: 'My watch list, newest first',
      tag: 'watch',
      auth: 'required',
      response: watchListSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      const rows = await ctx.db
        .select({ card: cardColumns })
        .from(watchEntries)
        .innerJoin(users, eq(users.id, watchEntries.watchedId))
        .where(eq(watchEntries.userId, auth.userId))
        .orderBy(desc(watchEntries.createdAt), desc(watchEntries.id));
      return rows.map(({ card }) => ({ id: card.id, isWatched: true, profile: toCard(card) }));
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/v1/user/watching/:id',
      summary: 'Watch a member (idempotent)',
      tag: 'watch',
      auth: 'required',
      params: idParamsSchema,
      response: watchEntrySchema,
      errors: [...errors],
    },
    async ({ params, auth }) => {
      if (params.id === auth.userId) throw badRequest(apiMessages.cannotWatchSelf);
      const member = await findUserRow(ctx.db, params.id);
      if (!member || !member.published) throw notFound(apiMessages.memberNotFound);
      await ctx.db
        .insert(watchEntries)
        .values({ userId: auth.userId, watchedId: params.id, createdAt: ctx.now() })
        .onConflictDoNothing();
      return { id: params.id, isWatched: true };
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/v1/user/watching/:id',
      summary: 'Stop watching a member (ResourceNotFound when not watched)',
      tag: 'watch',
      auth: 'required',
      params: idParamsSchema,
      response: watchEntrySchema,
      errors: [...errors],
    },
    async ({ params, auth }) => {
      const removed = await ctx.db
        .delete(watchEntries)
        .where(pair(auth.userId, params.id))
        .returning({ id: watchEntries.id });
      if (removed.length === 0) throw notFound(apiMessages.notWatched);
      return { id: params.id, isWatched: false };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/watching/:id',
      summary: 'Whether I watch a member',
      tag: 'watch',
      auth: 'required',
      params: idParamsSchema,
      response: watchEntrySchema,
      errors: [...errors],
    },
    async ({ params, auth }) => {
      const [row] = await ctx.db
        .select({ id: watchEntries.id })
        .from(watchEntries)
        .where(pair(auth.userId, params.id));
      return { id: params.id, isWatched: row !== undefined };
    },
  );
}
