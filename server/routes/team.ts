import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  isTeamTransitionAllowed,
  otherTeamPatchBodySchema,
  ownTeamPatchBodySchema,
  teamListSchema,
  teamRelationSchema,
  type TeamMember,
  type TeamRelation,
  type TeamRelationStatus,
} from '../contract';
import type { Executor } from '../db/client';
import { teamRelations, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { route } from '../http/route';
import { toCard } from '../members/serialize';
import { cardColumns, findUserRow } from '../members/store';

// Team relations (spec 4): paths name the other person, bodies name the relation.
// Owner: invite (none/declined -> pending), remove (-> declined).
// Member: accept (pending -> accepted), decline or leave (-> declined).

type RelationRow = typeof teamRelations.$inferSelect;

const toRelation = (row: RelationRow): TeamRelation => ({
  id: row.id,
  memberId: row.memberId,
  ownerUserId: row.ownerId,
  teamOwnerId: row.ownerId,
  status: row.status as TeamRelationStatus,
});

const findRelation = async (db: Executor, ownerId: number, memberId: number) => {
  const [row] = await db
    .select()
    .from(teamRelations)
    .where(and(eq(teamRelations.ownerId, ownerId), eq(teamRelations.memberId, memberId)));
  return row;
};

async function teamList(db: Executor, ownerId: number, statuses: TeamRelationStatus[]) {
  const rows = await db
    .select({ relation: teamRelations, card: cardColumns })
    .from(teamRelations)
    .innerJoin(users, eq(users.id, teamRelations.memberId))
    .where(and(eq(teamRelations.ownerId, ownerId), inArray(teamRelations.status, statuses)))
    .orderBy(asc(teamRelations.createdAt), asc(teamRelations.id));
  return rows.map(({ relation, card }): TeamMember => ({
    ...toRelation(relation),
    profile: toCard(card, relation.status),
  }));
}

const relationErrors = [
  'InvalidRequest',
  'ResourceNotFound',
  'Unauthorized',
  'InvalidCredentials',
] as const;

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const errors = [...relationErrors];

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/team',
      summary: 'My team: accepted and pending members with their cards',
      tag: 'team',
      auth: 'required',
      response: teamListSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => teamList(ctx.db, auth.userId, ['accepted', 'pending']),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id/team',
      summary: "A member's team: accepted members (the owner also sees pending ones)",
      tag: 'team',
      auth: 'optional',
      params: idParamsSchema,
      response: teamListSchema,
      errors: ['InvalidRequest', 'ResourceNotFound'],
    },
    async ({ params, auth }) => {
      const owner = await findUserRow(ctx.db, params.id);
      const own = auth?.userId === params.id;
      if (!owner || (!own && !owner.published)) throw notFound(apiMessages.teamNotFound);
      return teamList(ctx.db, params.id, own ? ['accepted', 'pending'] : ['accepted']);
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/v1/user/team/:id',
      summary: 'Invite a member to my team (a declined relation becomes pending again)',
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      response: teamRelationSchema,
      errors,
    },
    async ({ params, auth, reply }) => {
      if (params.id === auth.userId) throw badRequest(apiMessages.cannotInviteSelf);
      return ctx.db.transaction(async (tx) => {
        const member = await findUserRow(tx, params.id);
        if (!member || !member.published) throw notFound(apiMessages.memberNotFound);
        const existing = await findRelation(tx, auth.userId, params.id);
        if (existing) {
          if (!isTeamTransitionAllowed('owner', existing.status as TeamRelationStatus, 'pending')) {
            return toRelation(existing);
          }
          const [row] = await tx
            .update(teamRelations)
            .set({ status: 'pending', updatedAt: ctx.now() })
            .where(eq(teamRelations.id, existing.id))
            .returning();
          return toRelation(row!);
        }
        const [row] = await tx
          .insert(teamRelations)
          .values({
            ownerId: auth.userId,
            memberId: params.id,
            status: 'pending',
            createdAt: ctx.now(),
            updatedAt: ctx.now(),
          })
          .returning();
        reply.status(201);
        return toRelation(row!);
      });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/team/:id',
      summary: 'My relation (as owner) with a member',
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      response: teamRelationSchema,
      errors,
    },
    async ({ params, auth }) => {
      const row = await findRelation(ctx.db, auth.userId, params.id);
      if (!row) throw notFound(apiMessages.notOnTeam);
      return toRelation(row);
    },
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/v1/user/team/:id',
      summary: 'Owner update: remove a member (declined) or invite again (pending)',
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      body: ownTeamPatchBodySchema,
      response: teamRelationSchema,
      errors: [...errors, 'Forbidden'],
    },
    async ({ params, body, auth }) =>
      ctx.db.transaction(async (tx) => {
        const row = await findRelation(tx, auth.userId, params.id);
        if (!row) throw notFound(apiMessages.notOnTeam);
        if (row.id !== body.id) throw forbidden(apiMessages.relationNotYours);
        return transition(tx, row, 'owner', body.status);
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/otherTeam/:id',
      summary: "My relation (as member) with another member's team",
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      response: teamRelationSchema,
      errors,
    },
    async ({ params, auth }) => {
      const row = await findRelation(ctx.db, params.id, auth.userId);
      if (!row) throw notFound(apiMessages.noInvitation);
      return toRelation(row);
    },
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/v1/user/otherTeam/:id',
      summary: "Member update on another's team: accept, decline or leave",
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      body: otherTeamPatchBodySchema,
      response: teamRelationSchema,
      errors: [...errors, 'Forbidden'],
    },
    async ({ params, body, auth }) =>
      ctx.db.transaction(async (tx) => {
        if (body.memberId !== auth.userId) throw forbidden(apiMessages.answerForYourself);
        const row = await findRelation(tx, params.id, auth.userId);
        if (!row) throw notFound(apiMessages.noInvitation);
        if (row.id !== body.id) throw forbidden(apiMessages.relationNotYours);
        return transition(tx, row, 'member', body.status);
      }),
  );

  async function transition(
    tx: Executor,
    row: RelationRow,
    actor: 'owner' | 'member',
    to: TeamRelationStatus,
  ): Promise<TeamRelation> {
    const from = row.status as TeamRelationStatus;
    if (from === to) return toRelation(row);
    if (!isTeamTransitionAllowed(actor, from, to)) {
      throw badRequest(apiMessages.relationTransition(from, to));
    }
    const [updated] = await tx
      .update(teamRelations)
      .set({ status: to, updatedAt: ctx.now() })
      .where(eq(teamRelations.id, row.id))
      .returning();
    return toRelation(updated!);
  }
}
