import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  certificationBodySchema,
  certificationPatchSchema,
  certificationProblem,
  certificationSchema,
  educationBodySchema,
  educationPatchSchema,
  educationSchema,
  idParamsSchema,
  isValidPositionSpan,
  ledgerChanges,
  messages,
  positionBodySchema,
  positionPatchSchema,
  positionSchema,
} from '../contract';
import type { CareerFields, CareerKind, CareerRow } from '../db/career';
import { badRequest, notFound } from '../errors';
import { route, type RouteSpec } from '../http/route';
import { memberListingWrite } from '../members/savedSearches';
import { toCertification, toEducation, toPosition } from '../members/serialize';
import type { z } from 'zod';

// Certifications, educations and positions share one shape of API: list (sorted as spec 9),
// create, patch and delete by id. Each write recomputes the member's completion in its
// transaction, and drops the cached search totals (only published, complete members are listed).

interface CareerResource<K extends CareerKind> {
  path: string;
  noun: string;
  kind: K;
  schema: z.ZodType;
  body: z.ZodType;
  patch: z.ZodType;
  serialize: (row: CareerRow<K>, now: Date) => unknown;
  /** A patch merged with the stored record must still be valid: the message when it is not. */
  check: (merged: CareerRow<K>) => string | null;
  /**
   * What else a write stores, from the record before (none on create) and after: a
   * certification's ledger (a new number, state or expiry needs verifying again).
   */
  stamp?: (before: CareerRow<K> | undefined, after: CareerRow<K>, now: Date) => CareerFields;
}

function careerResource<K extends CareerKind>(app: FastifyInstance, res: CareerResource<K>) {
  const { ctx } = app;
  const { kind, serialize } = res;
  // PATCH and DELETE: one record by id, the signed-in member's only.
  const byId = {
    url: `${res.path}/:id`,
    tag: 'career',
    auth: 'required' as const,
    params: idParamsSchema,
    errors: ['InvalidRequest', 'ResourceNotFound', 'Unauthorized', 'InvalidCredentials'],
  } satisfies Partial<RouteSpec<undefined, undefined, typeof idParamsSchema, 'required'>>;
  // Another member's record answers exactly as a missing one.
  const missing = () => notFound(apiMessages.recordNotFound(res.noun));

  route(
    app,
    {
      method: 'GET',
      url: res.path,
      summary: `The signed-in member's ${res.noun}s`,
      tag: 'career',
      auth: 'required',
      response: res.schema.array(),
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      const rows = await ctx.repos.career.list(kind, auth.userId);
      const now = ctx.now();
      return rows.map((row) => serialize(row, now));
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: res.path,
      summary: `Add a ${res.noun}`,
      tag: 'career',
      auth: 'required',
      body: res.body,
      response: res.schema,
      status: 201,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ body, auth }) =>
      memberListingWrite(ctx, auth.userId, async (tx) => {
        const now = ctx.now();
        const fields = body as CareerFields;
        const stamped = res.stamp?.(undefined, fields as CareerRow<K>, now) ?? {};
        const row = await tx.career.insert(kind, auth.userId, { ...fields, ...stamped }, now);
        await tx.profiles.refreshCompletion(auth.userId, now);
        return serialize(row, now);
      }),
  );

  route(
    app,
    {
      ...byId,
      method: 'PATCH',
      summary: `Change one of the member's ${res.noun}s`,
      body: res.patch,
      response: res.schema,
    },
    async ({ body, params, auth }) =>
      memberListingWrite(ctx, auth.userId, async (tx) => {
        const current = await tx.career.find(kind, params.id, auth.userId);
        if (!current) throw missing();
        const patch = body as Partial<CareerRow<K>>;
        const merged = { ...current, ...patch };
        const problem = res.check(merged);
        if (problem !== null) throw badRequest(problem);
        const now = ctx.now();
        const row =
          Object.keys(patch).length > 0
            ? await tx.career.update(kind, params.id, auth.userId, {
                ...patch,
                ...res.stamp?.(current, merged, now),
              })
            : current;
        await tx.profiles.refreshCompletion(auth.userId, now);
        return serialize(row!, now);
      }),
  );

  route(
    app,
    { ...byId, method: 'DELETE', summary: `Remove one of the member's ${res.noun}s`, status: 204 },
    async ({ params, auth }) =>
      memberListingWrite(ctx, auth.userId, async (tx) => {
        if (!(await tx.career.remove(kind, params.id, auth.userId))) throw missing();
        // `published` stays as it is: a member who is no longer complete leaves search only.
        await tx.profiles.refreshCompletion(auth.userId, ctx.now());
        return undefined;
      }),
  );
}

export async function careerRoutes(app: FastifyInstance): Promise<void> {
  careerResource(app, {
    path: '/v1/certifications',
    noun: 'certification',
    kind: 'certifications',
    schema: certificationSchema,
    body: certificationBodySchema,
    patch: certificationPatchSchema,
    serialize: toCertification,
    check: (row) => certificationProblem(row)?.message ?? null,
    // The licence ledger (issue 24): every write is a new version; a new kind, number, state or
    // expiry returns it to unverified, and a new expiry starts its reminders again.
    stamp: (before, after, now) =>
      before ? ledgerChanges(before, after, now) : { updatedAt: now },
  });
  careerResource(app, {
    path: '/v1/educations',
    noun: 'education',
    kind: 'educations',
    schema: educationSchema,
    body: educationBodySchema,
    patch: educationPatchSchema,
    serialize: toEducation,
    check: () => null,
  });
  careerResource(app, {
    path: '/v1/positions',
    noun: 'position',
    kind: 'positions',
    schema: positionSchema,
    body: positionBodySchema,
    patch: positionPatchSchema,
    serialize: toPosition,
    check: (row) => (isValidPositionSpan(row.startDate, row.endDate) ? null : messages.year),
  });
}
