import type {
  OtherTeamPatchBody,
  OwnTeamPatchBody,
  TeamInvitation,
  TeamInvited,
  TeamMember,
  TeamRelation,
  TeamRelationLookup,
} from '@/contract';
import type { ApiClient } from './client';

/**
 * /v1/user/team (my team, as owner), /v1/profiles/{id}/team (anyone's team) and
 * /v1/user/otherTeam (teams I am invited to). Paths name
 * the other person; bodies name the relation.
 */
export const teamApi = (client: ApiClient) => ({
  list: (): Promise<TeamMember[]> => client.request<TeamMember[]>('/v1/user/team'),
  /** GET /v1/profiles/{id}/team: a member's team (accepted members; the owner also sees pending). */
  listOf: (ownerId: number): Promise<TeamMember[]> =>
    client.request<TeamMember[]>(`/v1/profiles/${ownerId}/team`),
  /** Invites a member (creates the relation, or sets a declined one pending). */
  /** `emailSkipped`: made, but the member's address had its e-mails today (issue 38). */
  invite: (memberId: number): Promise<TeamInvited> =>
    client.request<TeamInvited>(`/v1/user/team/${memberId}`, { method: 'PUT' }),
  /** My relation as owner with a member, or null when there is none. */
  get: (memberId: number): Promise<TeamRelationLookup> =>
    client.request<TeamRelationLookup>(`/v1/user/team/${memberId}`),
  update: (memberId: number, body: OwnTeamPatchBody): Promise<TeamInvited> =>
    client.request<TeamInvited>(`/v1/user/team/${memberId}`, { method: 'PATCH', body }),

  /** The invitations I received and have not answered, each with the owner's card. */
  listInvitations: (): Promise<TeamInvitation[]> =>
    client.request<TeamInvitation[]>('/v1/user/otherTeam'),
  /** My relation as a member of that owner's team, or null when there is none. */
  getOther: (ownerId: number): Promise<TeamRelationLookup> =>
    client.request<TeamRelationLookup>(`/v1/user/otherTeam/${ownerId}`),
  updateOther: (ownerId: number, body: OtherTeamPatchBody): Promise<TeamRelation> =>
    client.request<TeamRelation>(`/v1/user/otherTeam/${ownerId}`, { method: 'PATCH', body }),
});

export type TeamApi = ReturnType<typeof teamApi>;
