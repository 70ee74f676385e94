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
import { route } from '../http/route';
import { refreshCompletion, listingWrite } from '../members/store';
import { toCertification, toEducation, toPosition } from '../members/serialize';
import type { z } from 'zod';

// Certifications, educations and positions share one shape of API: list (sorted as spec 9),
// create, and patch by id. Each write recomputes the member's completion in its transaction.

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
      method: 'PATCH',
      url: `${res.path}/:id`,
      summary: `Change one of the member's ${res.noun}s`,
      tag: 'career',
      auth: 'required',
      params: idParamsSchema,
      body: res.patch,
      response: res.schema,
      errors: ['InvalidRequest', 'ResourceNotFound', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ body, params, auth }) =>
      listingWrite(ctx, async (tx) => {
        const mine = and(eq(table.id, params.id), eq(table.userId, auth.userId));
        const [current] = await tx.select().from(table).where(mine);
        // Another member's record answers exactly as a missing one.
        if (!current) throw notFound(apiMessages.recordNotFound(res.noun));
        const merged = { ...current, ...(body as object) };
        if (!res.check(merged as never)) throw badRequest(messages.year);
        const patch = body as object;
        const [row] =
          Object.keys(patch).length > 0
            ? await tx.update(table).set(patch).where(mine).returning()
            : [current];
        await refreshCompletion(tx, auth.userId, ctx.now());
        return serialize(row);
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
