import type { FastifyInstance } from 'fastify';
import { apiMessages, idParamsSchema, watchEntrySchema, watchListSchema } from '../contract';
import { badRequest, notFound } from '../errors';
import { route } from '../http/route';
import { toCard } from '../members/serialize';

// Watch entries (spec 4): `id` in paths and answers is the watched member's user id.

export async function watchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
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
      const cards = await ctx.repos.watch.cards(auth.userId);
      return cards.map((card) => ({ id: card.id, isWatched: true, profile: toCard(card) }));
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
      const member = await ctx.repos.users.find(params.id);
      if (!member || !member.published) throw notFound(apiMessages.memberNotFound);
      await ctx.repos.watch.add(auth.userId, params.id, ctx.now());
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
      if (!(await ctx.repos.watch.remove(auth.userId, params.id))) {
        throw notFound(apiMessages.notWatched);
      }
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
      return { id: params.id, isWatched: await ctx.repos.watch.isWatching(auth.userId, params.id) };
    },
  );
}
