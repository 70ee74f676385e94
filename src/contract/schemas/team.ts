import { z } from 'zod';
import type { TeamRelationStatus } from '../enums';
import { profileCardSchema } from './card';
import { idSchema, teamRelationStatusSchema } from './common';

// A team belongs to one member, so a team is identified by its owner's user id:
// `teamOwnerId` and `ownerUserId` carry the same value (both names appear in spec 3; the
// /team/{id} route uses it). `memberId` is the invited member's user id; `id` the relation's.
export const teamRelationSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  ownerUserId: idSchema,
  teamOwnerId: idSchema,
  status: teamRelationStatusSchema,
});
export type TeamRelation = z.infer<typeof teamRelationSchema>;

// An invitation (PUT /v1/user/team/{memberId}, or PATCH back to pending) answers the relation;
// `emailSkipped: true` says it was made and shows in the member's app, but its e-mail was not
// sent: the member's address had its RECIPIENT_DAILY_EMAILS for the day (issue 38).
export const teamInvitedSchema = teamRelationSchema.extend({
  emailSkipped: z.literal(true).optional(),
});
export type TeamInvited = z.infer<typeof teamInvitedSchema>;

// A lookup of one relation (GET /v1/user/team/{memberId}, GET /v1/user/otherTeam/{ownerId})
// verifies it, as GET /v1/user/watching/{id} answers `isWatched: false`: "no relation" is an
// answer, null, not a 404 the browser would log on every profile without one.
export const teamRelationLookupSchema = teamRelationSchema.nullable();
export type TeamRelationLookup = z.infer<typeof teamRelationLookupSchema>;

// Lists (GET /v1/user/team, GET /v1/profiles/{id}/team) carry the member's card. They hold
// accepted and pending relations only; for anyone but the owner, accepted only.
export const teamMemberSchema = teamRelationSchema.extend({ profile: profileCardSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.array(teamMemberSchema);

// GET /v1/user/otherTeam: the invitations I received and have not answered (pending), newest
// first, each with the OWNER's card; invitations from owners no longer listed are left out.
export const teamInvitationSchema = teamRelationSchema.extend({
  status: z.literal('pending'),
  owner: profileCardSchema,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const teamInvitationListSchema = z.array(teamInvitationSchema);

// Paths name the other person, bodies name the relation:
// - PUT   /v1/user/team/{memberId}       invite (creates, or sets a declined relation pending); no body
// - GET   /v1/user/team/{memberId}       my relation as owner, or null
// - PATCH /v1/user/team/{memberId}       owner update, body { id, status }
// - GET   /v1/user/otherTeam             the invitations I received, pending (owner's card)
// - GET   /v1/user/otherTeam/{ownerId}   my relation as member, or null
// - PATCH /v1/user/otherTeam/{ownerId}   member update, body { id, memberId, status }
export const ownTeamPatchBodySchema = z.strictObject({
  id: idSchema,
  // declined = remove the member; pending = invite again.
  status: z.enum(['pending', 'declined']),
});
export type OwnTeamPatchBody = z.infer<typeof ownTeamPatchBodySchema>;

export const otherTeamPatchBodySchema = z.strictObject({
  id: idSchema,
  memberId: idSchema,
  // accepted = accept the invitation; declined = decline it or leave the team.
  status: z.enum(['accepted', 'declined']),
});
export type OtherTeamPatchBody = z.infer<typeof otherTeamPatchBodySchema>;

export type TeamActor = 'owner' | 'member';

// Spec 4 transitions. `from` null means no relation yet.
// Owner: invite (none/declined -> pending), remove (pending/accepted -> declined).
// Member: accept (pending -> accepted), decline (pending -> declined), leave (accepted -> declined).
export const isTeamTransitionAllowed = (
  actor: TeamActor,
  from: TeamRelationStatus | null,
  to: TeamRelationStatus,
): boolean => {
  if (actor === 'owner') {
    if (to === 'pending') return from === null || from === 'declined';
    if (to === 'declined') return from === 'pending' || from === 'accepted';
    return false;
  }
  if (to === 'accepted') return from === 'pending';
  if (to === 'declined') return from === 'pending' || from === 'accepted';
  return false;
};
