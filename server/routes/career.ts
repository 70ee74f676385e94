import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  certificationBodySchema,
  certificationPatchSchema,
  certificationSchema,
  educationBodySchema,
  educationPatchSchema,
  educationSchema,
  idParamsSchema,
  isValidCertificationSpan,
  isValidPositionSpan,
  messages,
  positionBodySchema,
  positionPatchSchema,
  positionSchema,
} from '../contract';
import { certifications, educations, positions } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { route, type RouteSpec } from '../http/route';
import { refreshCompletion, listingWrite } from '../members/store';
import { toCertification, toEducation, toPosition } from '../members/serialize';
import type { z } from 'zod';

// Certifications, educations and positions share one shape of API: list (sorted as spec 9),
// create, patch and delete by id. Each write recomputes the member's completion in its
// transaction, and drops the cached search totals (only published, complete members are listed).

type CareerTable = typeof certifications | typeof educations | typeof positions;

interface CareerResource<T extends CareerTable> {
  path: string;
  noun: string;
  table: T;
  schema: z.ZodType;
  body: z.ZodType;
  patch: z.ZodType;
  order: ReturnType<typeof desc>[];
  serialize: (row: T['$inferSelect']) => unknown;
  /** A patch merged with the stored record must still be valid. */
  check: (merged: T['$inferSelect']) => boolean;
}

function careerResource<T extends CareerTable>(app: FastifyInstance, res: CareerResource<T>) {
  const { ctx } = app;
  const table = res.table as typeof certifications;
  const serialize = res.serialize as (row: unknown) => unknown;
  // PATCH and DELETE: one record by id, the signed-in member's only.
  const byId = {
    url: `${res.path}/:id`,
    tag: 'career',
    auth: 'required' as const,
    params: idParamsSchema,
    errors: ['InvalidRequest', 'ResourceNotFound', 'Unauthorized', 'InvalidCredentials'],
  } satisfies Partial<RouteSpec<undefined, undefined, typeof idParamsSchema, 'required'>>;
  const mine = (id: number, userId: number) => and(eq(table.id, id), eq(table.userId, userId));
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
      const rows = await ctx.db
        .select()
        .from(table)
        .where(eq(table.userId, auth.userId))
        .orderBy(...res.order);
      return rows.map(serialize);
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
      listingWrite(ctx, async (tx) => {
        const [row] = await tx
          .insert(table)
          .values({ ...(body as object), userId: auth.userId, createdAt: ctx.now() } as never)
          .returning();
        await refreshCompletion(tx, auth.userId, ctx.now());
        return serialize(row);
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
      listingWrite(ctx, async (tx) => {
        const [current] = await tx.select().from(table).where(mine(params.id, auth.userId));
        if (!current) throw missing();
        const merged = { ...current, ...(body as object) };
        if (!res.check(merged as never)) throw badRequest(messages.year);
        const patch = body as object;
        const [row] =
          Object.keys(patch).length > 0
            ? await tx.update(table).set(patch).where(mine(params.id, auth.userId)).returning()
            : [current];
        await refreshCompletion(tx, auth.userId, ctx.now());
        return serialize(row);
      }),
  );

  route(
    app,
    { ...byId, method: 'DELETE', summary: `Remove one of the member's ${res.noun}s`, status: 204 },
    async ({ params, auth }) =>
      listingWrite(ctx, async (tx) => {
        const removed = await tx
          .delete(table)
          .where(mine(params.id, auth.userId))
          .returning({ id: table.id });
        if (removed.length === 0) throw missing();
        // `published` stays as it is: a member who is no longer complete leaves search only.
        await refreshCompletion(tx, auth.userId, ctx.now());
        return undefined;
      }),
  );
}

export async function careerRoutes(app: FastifyInstance): Promise<void> {
  careerResource(app, {
    path: '/v1/certifications',
    noun: 'certification',
    table: certifications,
    schema: certificationSchema,
    body: certificationBodySchema,
    patch: certificationPatchSchema,
    order: [desc(certifications.issuedDate), desc(certifications.id)],
    serialize: toCertification,
    check: (row) => isValidCertificationSpan(row.issuedDate, row.expirationDate),
  });
  careerResource(app, {
    path: '/v1/educations',
    noun: 'education',
    table: educations,
    schema: educationSchema,
    body: educationBodySchema,
    patch: educationPatchSchema,
    order: [desc(educations.issuedYear), desc(educations.id)],
    serialize: toEducation,
    check: () => true,
  });
  careerResource(app, {
    path: '/v1/positions',
    noun: 'position',
    table: positions,
    schema: positionSchema,
    body: positionBodySchema,
    patch: positionPatchSchema,
    order: [desc(positions.startDate), desc(positions.id)],
    serialize: toPosition,
    check: (row) => isValidPositionSpan(row.startDate, row.endDate),
  });
}
