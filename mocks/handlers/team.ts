import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  isTeamTransitionAllowed,
  otherTeamPatchBodySchema,
  ownTeamPatchBodySchema,
  type TeamActor,
  type TeamInvitation,
  type TeamRelationStatus,
} from '@/contract';
import { db, findUser, nextId, type MockTeamRelation } from '../db';
import { api, fail, idParam, optionalUser, readBody, requireUser } from '../http';
import { toCard, toTeamRelation, toTeamMember } from '../serialize';
import { mockNotify, mockNotifyInvitation } from './notifications';
import { mockRequireVerifiedSender } from './recipientCap';

const findRelation = (ownerUserId: number, memberId: number) =>
  db.team.find((row) => row.ownerUserId === ownerUserId && row.memberId === memberId);

/**
 * A lookup (docs/api.md "Team"): the relation; null when there is none and `otherId`, the member
 * the path names, is published; a 404 when there is none and they are not.
 */
function lookup(ownerUserId: number, memberId: number, otherId: number, notFound: string) {
  const row = findRelation(ownerUserId, memberId);
  if (row) return HttpResponse.json(toTeamRelation(row));
  if (!findUser(otherId)?.published) return fail('ResourceNotFound', notFound);
  return HttpResponse.json(null);
}

/** An invitation's answer: the relation, and `emailSkipped` when the cap held its e-mail back. */
function invited(row: MockTeamRelation, status?: number) {
  const { emailSkipped } = mockNotifyInvitation(row.ownerUserId, row.memberId, row.id);
  const body = emailSkipped ? { ...toTeamRelation(row), emailSkipped } : toTeamRelation(row);
  return HttpResponse.json(body, status === undefined ? undefined : { status });
}

function transition(row: MockTeamRelation, actor: TeamActor, to: TeamRelationStatus) {
  if (row.status !== to) {
    if (!isTeamTransitionAllowed(actor, row.status, to)) {
      return fail('InvalidRequest', apiMessages.relationTransition(row.status, to));
    }
    const from = row.status;
    row.status = to;
    if (actor === 'owner' && to === 'pending') return invited(row);
    notifyTransition(row, actor, from);
  }
  return HttpResponse.json(toTeamRelation(row));
}

/** Who hears of a change (server/routes/team.ts): the other side, as spec 4's events say. */
function notifyTransition(row: MockTeamRelation, actor: TeamActor, from: TeamRelationStatus) {
  const subject = { kind: 'team_relation', id: row.id };
  if (actor === 'owner' && from === 'accepted') {
    mockNotify({ userId: row.memberId, kind: 'team_removed', actorId: row.ownerUserId, subject });
  } else if (actor === 'member' && from === 'pending') {
    mockNotify({
      userId: row.ownerUserId,
      kind: row.status === 'accepted' ? 'team_invitation_accepted' : 'team_invitation_declined',
      actorId: row.memberId,
      subject,
    });
  }
}

export const teamHandlers = [
  // Another member's team: accepted members; the owner also sees pending invitations.
  http.get(api('/v1/profiles/:id/team'), ({ request, params }) => {
    const id = idParam(params.id);
    const viewer = optionalUser(request);
    const owner = findUser(id);
    const own = viewer?.id === id;
    if (!owner || (!own && !owner.published))
      return fail('ResourceNotFound', apiMessages.teamNotFound);
    const statuses = own ? ['accepted', 'pending'] : ['accepted'];
    return HttpResponse.json(
      db.team
        .filter((row) => row.ownerUserId === id && statuses.includes(row.status))
        .map(toTeamMember)
        .filter((member) => member !== null),
    );
  }),

  // My team as its owner: accepted and pending members.
  http.get(api('/v1/user/team'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(
      db.team
        .filter((row) => row.ownerUserId === user.id && row.status !== 'declined')
        .map(toTeamMember)
        .filter((member) => member !== null),
    );
  }),

  // Invite: creates the relation, or sets a declined one pending again.
  http.put(api('/v1/user/team/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const memberId = idParam(params.id);
    if (memberId === user.id) return fail('InvalidRequest', apiMessages.cannotInviteSelf);
    mockRequireVerifiedSender(user);
    const member = findUser(memberId);
    if (!member || !member.published) return fail('ResourceNotFound', apiMessages.memberNotFound);
    const existing = findRelation(user.id, memberId);
    if (existing) {
      if (!isTeamTransitionAllowed('owner', existing.status, 'pending')) {
        return HttpResponse.json(toTeamRelation(existing));
      }
      existing.status = 'pending';
      return invited(existing);
    }
    const row: MockTeamRelation = {
      id: nextId(),
      ownerUserId: user.id,
      memberId,
      status: 'pending',
    };
    db.team.push(row);
    return invited(row, 201);
  }),

  // My relation as owner with a member, or null.
  http.get(api('/v1/user/team/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const memberId = idParam(params.id);
    return lookup(user.id, memberId, memberId, apiMessages.memberNotFound);
  }),

  // Owner update: remove (declined) or invite again (pending).
  http.patch(api('/v1/user/team/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const memberId = idParam(params.id);
    const body = await readBody(request, ownTeamPatchBodySchema);
    // Inviting again e-mails the member; removing one does not.
    if (body.status === 'pending') mockRequireVerifiedSender(user);
    const row = findRelation(user.id, memberId);
    if (!row) return fail('ResourceNotFound', apiMessages.notOnTeam);
    if (row.id !== body.id) return fail('Forbidden', apiMessages.relationNotYours);
    return transition(row, 'owner', body.status);
  }),

  // The invitations I received and have not answered, oldest first, with the owner's card;
  // owners no longer listed are left out.
  http.get(api('/v1/user/otherTeam'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(
      db.team
        .filter((row) => row.memberId === user.id && row.status === 'pending')
        .flatMap((row): TeamInvitation[] => {
          const owner = findUser(row.ownerUserId);
          if (!owner?.published) return [];
          return [{ ...toTeamRelation(row), status: 'pending', owner: toCard(owner, 'pending') }];
        }),
    );
  }),

  // My relation as a member of another's team, or null.
  http.get(api('/v1/user/otherTeam/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const ownerId = idParam(params.id);
    return lookup(ownerId, user.id, ownerId, apiMessages.teamNotFound);
  }),

  // Member update: accept, decline, or leave.
  http.patch(api('/v1/user/otherTeam/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const ownerId = idParam(params.id);
    const body = await readBody(request, otherTeamPatchBodySchema);
    if (body.memberId !== user.id) return fail('Forbidden', apiMessages.answerForYourself);
    const row = findRelation(ownerId, user.id);
    if (!row) return fail('ResourceNotFound', apiMessages.noInvitation);
    if (row.id !== body.id) return fail('Forbidden', apiMessages.relationNotYours);
    return transition(row, 'member', body.status);
  }),
];
