import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  idParamsSchema,
  isTeamTransitionAllowed,
  otherTeamPatchBodySchema,
  ownTeamPatchBodySchema,
  INVITATION_NOTICE_DAYS,
  teamInvitationListSchema,
  teamInvitedSchema,
  teamListSchema,
  teamRelationLookupSchema,
  teamRelationSchema,
  type TeamInvitation,
  type TeamInvited,
  type TeamMember,
  type TeamRelation,
  type NotificationKind,
  type TeamRelationStatus,
} from '../contract';
import type { Repositories } from '../db/repositories';
import type { TeamRelationRow } from '../db/team';
import { badRequest, forbidden, notFound } from '../errors';
import { route } from '../http/route';
import { requireVerifiedSender } from '../mail/recipientCap';
import { toCard } from '../members/serialize';
import { deliverAfterCommit, notify } from '../notifications/notify';

// Team relations (spec 4): paths name the other person, bodies name the relation.
// Owner: invite (none/declined -> pending), remove (-> declined).
// Member: accept (pending -> accepted), decline or leave (-> declined).
// The two lookups answer null for "no relation" (docs/api.md "Team"), as the watch lookup answers
// isWatched: false; an unknown or unpublished member without a relation stays a 404.

/** A stored relation as the API answers it (the owner's id under both of the spec's names). */
const teamRelationFromRow = (row: TeamRelationRow): TeamRelation => ({
  id: row.id,
  memberId: row.memberId,
  ownerUserId: row.ownerId,
  teamOwnerId: row.ownerId,
  status: row.status as TeamRelationStatus,
});

const DAY_MS = 24 * 60 * 60 * 1000;

interface InvitationNotice {
  mailIds: number[];
  /** The member wanted the e-mail at once, but their address had its e-mails today. */
  emailSkipped: boolean;
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

  async function teamList(ownerId: number, statuses: TeamRelationStatus[]) {
    const rows = await ctx.repos.team.list(ownerId, statuses);
    return rows.map(({ relation, card }): TeamMember => ({
      ...teamRelationFromRow(relation),
      profile: toCard(card, relation.status),
    }));
  }

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
    async ({ auth }) => teamList(auth.userId, ['accepted', 'pending']),
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
      const owner = await ctx.repos.users.find(params.id);
      const own = auth?.userId === params.id;
      if (!owner || (!own && !owner.published)) throw notFound(apiMessages.teamNotFound);
      return teamList(params.id, own ? ['accepted', 'pending'] : ['accepted']);
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
      response: teamInvitedSchema,
      errors: [...errors, 'EmailNotVerified'],
    },
    async ({ params, auth, reply }) => {
      if (params.id === auth.userId) throw badRequest(apiMessages.cannotInviteSelf);
      requireVerifiedSender(auth.user);
      const mailIds: number[] = [];
      const relation = await ctx.transaction(async (tx): Promise<TeamInvited> => {
        const member = await tx.users.find(params.id);
        if (!member || !member.published) throw notFound(apiMessages.memberNotFound);
        const existing = await tx.team.find(auth.userId, params.id);
        if (existing) {
          if (!isTeamTransitionAllowed('owner', existing.status as TeamRelationStatus, 'pending')) {
            return teamRelationFromRow(existing);
          }
          const row = await tx.team.setStatus(existing.id, 'pending', ctx.now());
          return invited(row, await notifyInvitation(tx, row), mailIds);
        }
        const row = await tx.team.insert({
          ownerId: auth.userId,
          memberId: params.id,
          status: 'pending',
          now: ctx.now(),
        });
        reply.status(201);
        return invited(row, await notifyInvitation(tx, row), mailIds);
      });
      deliverAfterCommit(ctx, mailIds);
      return relation;
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/team/:id',
      summary: 'My relation (as owner) with a member, or null when there is none',
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      response: teamRelationLookupSchema,
      errors,
    },
    async ({ params, auth }) => {
      const row = await ctx.repos.team.lookup(auth.userId, params.id, params.id);
      if (row === undefined) throw notFound(apiMessages.memberNotFound);
      return row && teamRelationFromRow(row);
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
      response: teamInvitedSchema,
      errors: [...errors, 'Forbidden', 'EmailNotVerified'],
    },
    async ({ params, body, auth }) => {
      // Inviting again e-mails the member; removing one does not.
      if (body.status === 'pending') requireVerifiedSender(auth.user);
      const mailIds: number[] = [];
      const relation = await ctx.transaction(async (tx) => {
        const row = await tx.team.find(auth.userId, params.id);
        if (!row) throw notFound(apiMessages.notOnTeam);
        if (row.id !== body.id) throw forbidden(apiMessages.relationNotYours);
        return transition(tx, row, 'owner', body.status, mailIds);
      });
      deliverAfterCommit(ctx, mailIds);
      return relation;
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/otherTeam',
      summary: "Invitations I received and have not answered, oldest first, with the owner's card",
      tag: 'team',
      auth: 'required',
      response: teamInvitationListSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      const rows = await ctx.repos.team.invitationsReceived(auth.userId);
      return rows.map(({ relation, card }): TeamInvitation => ({
        ...teamRelationFromRow(relation),
        status: 'pending',
        owner: toCard(card, relation.status),
      }));
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/otherTeam/:id',
      summary: "My relation (as member) with another member's team, or null when there is none",
      tag: 'team',
      auth: 'required',
      params: idParamsSchema,
      response: teamRelationLookupSchema,
      errors,
    },
    async ({ params, auth }) => {
      const row = await ctx.repos.team.lookup(params.id, auth.userId, params.id);
      if (row === undefined) throw notFound(apiMessages.teamNotFound);
      return row && teamRelationFromRow(row);
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
    async ({ params, body, auth }) => {
      const mailIds: number[] = [];
      const relation = await ctx.transaction(async (tx) => {
        if (body.memberId !== auth.userId) throw forbidden(apiMessages.answerForYourself);
        const row = await tx.team.find(params.id, auth.userId);
        if (!row) throw notFound(apiMessages.noInvitation);
        if (row.id !== body.id) throw forbidden(apiMessages.relationNotYours);
        return transition(tx, row, 'member', body.status, mailIds);
      });
      deliverAfterCommit(ctx, mailIds);
      return relation;
    },
  );

  async function transition(
    tx: Repositories,
    row: TeamRelationRow,
    actor: 'owner' | 'member',
    to: TeamRelationStatus,
    mailIds: number[],
  ): Promise<TeamInvited> {
    const from = row.status as TeamRelationStatus;
    if (from === to) return teamRelationFromRow(row);
    if (!isTeamTransitionAllowed(actor, from, to)) {
      throw badRequest(apiMessages.relationTransition(from, to));
    }
    const changed = await tx.team.setStatus(row.id, to, ctx.now());
    if (actor === 'owner' && to === 'pending') {
      return invited(changed, await notifyInvitation(tx, changed), mailIds);
    }
    mailIds.push(...(await notifyTransition(tx, changed, actor, from)));
    return teamRelationFromRow(changed);
  }

  /** The answer to an invitation: the relation, and whether its e-mail was held back. */
  function invited(row: TeamRelationRow, notice: InvitationNotice, mailIds: number[]) {
    mailIds.push(...notice.mailIds);
    const relation: TeamInvited = teamRelationFromRow(row);
    if (notice.emailSkipped) relation.emailSkipped = true;
    return relation;
  }

  /**
   * The invitee hears of a (re-)invitation, but of one owner's invitations at most once in
   * INVITATION_NOTICE_DAYS days: the relation still becomes pending, only the notice is skipped.
   * An e-mail the member wants at once counts against their address's daily cap (issue 38):
   * past it the notice is still written, and shows in their app, without the e-mail.
   */
  async function notifyInvitation(
    tx: Repositories,
    row: TeamRelationRow,
  ): Promise<InvitationNotice> {
    const now = ctx.now();
    const since = new Date(now.getTime() - INVITATION_NOTICE_DAYS * DAY_MS);
    if (await tx.notifications.invitationNoticedSince(row.memberId, row.ownerId, since)) {
      return { mailIds: [], emailSkipped: false };
    }
    const recipient = await tx.notificationPreferences.recipient(row.memberId);
    const mailed =
      recipient !== undefined &&
      (await tx.notificationPreferences.modeOf(row.memberId, 'team_invitation')) === 'immediate';
    const emailSkipped = mailed && !(await ctx.recipientCap.take(recipient.email));
    const { mailId } = await notify(tx, ctx, {
      userId: row.memberId,
      kind: 'team_invitation',
      actorId: row.ownerId,
      subject: { kind: 'team_relation', id: row.id },
      at: now,
      // Marked as handled by e-mail, so no e-mail is queued for it now or in a digest.
      emailedByCaller: emailSkipped,
    });
    return { mailIds: mailId === null ? [] : [mailId], emailSkipped };
  }

  /**
   * The other side hears of a change: the owner of an accepted or declined invitation, the
   * member an owner removed. An owner cancelling a pending invitation and a member leaving
   * tell nobody.
   */
  async function notifyTransition(
    tx: Repositories,
    row: TeamRelationRow,
    actor: 'owner' | 'member',
    from: TeamRelationStatus,
  ): Promise<number[]> {
    const subject = { kind: 'team_relation', id: row.id };
    let notice: { userId: number; kind: NotificationKind; actorId: number } | null = null;
    const to = row.status as TeamRelationStatus;
    if (actor === 'owner' && from === 'accepted') {
      notice = { userId: row.memberId, kind: 'team_removed', actorId: row.ownerId };
    } else if (actor === 'member' && from === 'pending') {
      notice = {
        userId: row.ownerId,
        kind: to === 'accepted' ? 'team_invitation_accepted' : 'team_invitation_declined',
        actorId: row.memberId,
      };
    }
    if (!notice) return [];
    const { mailId } = await notify(tx, ctx, { ...notice, subject, at: ctx.now() });
    return mailId === null ? [] : [mailId];
  }
}
