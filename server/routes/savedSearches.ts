import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  SAVED_SEARCH_MAX,
  savedSearchBodySchema,
  savedSearchListSchema,
  savedSearchPatchBodySchema,
  savedSearchSchema,
  type SavedSearch,
} from '../contract';
import type { Repositories } from '../db/repositories';
import type { SavedSearchRow } from '../db/savedSearches';
import { conflict, notFound } from '../errors';
import { route } from '../http/route';

// Saved community searches (issue 23; paths in src/contract/schemas/savedSearches.ts). Only the
// member's own exist for them: another member's answers 404, never 403.

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const auth = { tag: 'savedSearches', auth: 'required' } as const;
  const errors = ['InvalidRequest', 'Unauthorized', 'InvalidCredentials'] as const;
  const byId = {
    ...auth,
    url: '/v1/user/searches/:id',
    params: idParamsSchema,
    errors: [...errors, 'ResourceNotFound' as const],
  };
  const missing = () => notFound(apiMessages.savedSearchNotFound);

  async function toSavedSearch(
    repos: Pick<Repositories, 'savedSearches'>,
    row: SavedSearchRow,
  ): Promise<SavedSearch> {
    const counts = await repos.savedSearches.counts(row);
    return {
      id: row.id,
      name: row.name,
      query: row.query as SavedSearch['query'],
      createdAt: row.createdAt.toISOString(),
      openedAt: row.openedAt.toISOString(),
      ...counts,
    };
  }

  async function refuseTakenName(
    tx: Repositories,
    userId: number,
    name: string,
    except?: number,
  ): Promise<void> {
    const names = await tx.savedSearches.names(userId);
    if (names.some((other) => other.id !== except && sameName(other.name, name))) {
      throw conflict(apiMessages.savedSearchNameTaken(name));
    }
  }

  route(
    app,
    {
      ...auth,
      method: 'GET',
      url: '/v1/user/searches',
      summary: 'My saved searches, newest first, with how many match now and how many are new',
      response: savedSearchListSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth: { userId } }) => {
      const rows = await ctx.repos.savedSearches.list(userId);
      return Promise.all(rows.map((row) => toSavedSearch(ctx.repos, row)));
    },
  );

  route(
    app,
    {
      ...auth,
      method: 'POST',
      url: '/v1/user/searches',
      summary: `Save a community search (at most ${SAVED_SEARCH_MAX}); who matches now is not news`,
      body: savedSearchBodySchema,
      response: savedSearchSchema,
      status: 201,
      errors: [...errors, 'ResourceConflict'],
    },
    async ({ body, auth: { userId } }) =>
      ctx.transaction(async (tx) => {
        await tx.savedSearches.lockOwner(userId);
        const names = await tx.savedSearches.names(userId);
        if (names.length >= SAVED_SEARCH_MAX) throw conflict(apiMessages.savedSearchLimit);
        await refuseTakenName(tx, userId, body.name);
        const row = await tx.savedSearches.insert({
          userId,
          name: body.name,
          query: body.query,
          now: ctx.now(),
        });
        return toSavedSearch(tx, row);
      }),
  );

  route(
    app,
    {
      ...byId,
      method: 'PATCH',
      summary: 'Rename one of my saved searches',
      body: savedSearchPatchBodySchema,
      response: savedSearchSchema,
      errors: [...byId.errors, 'ResourceConflict'],
    },
    async ({ body, params, auth: { userId } }) =>
      ctx.transaction(async (tx) => {
        await tx.savedSearches.lockOwner(userId);
        if (!(await tx.savedSearches.find(userId, params.id))) throw missing();
        await refuseTakenName(tx, userId, body.name, params.id);
        const row = await tx.savedSearches.rename(userId, params.id, body.name);
        return toSavedSearch(tx, row!);
      }),
  );

  route(
    app,
    {
      ...byId,
      method: 'POST',
      url: '/v1/user/searches/:id/opened',
      summary: 'I ran one of my saved searches: its matches so far are no longer new',
      response: savedSearchSchema,
    },
    async ({ params, auth: { userId } }) => {
      const row = await ctx.repos.savedSearches.markOpened(userId, params.id, ctx.now());
      if (!row) throw missing();
      return toSavedSearch(ctx.repos, row);
    },
  );

  route(
    app,
    {
      ...byId,
      method: 'DELETE',
      summary: 'Delete one of my saved searches',
      status: 204,
    },
    async ({ params, auth: { userId } }) => {
      if (!(await ctx.repos.savedSearches.remove(userId, params.id))) throw missing();
      return undefined;
    },
  );
}
