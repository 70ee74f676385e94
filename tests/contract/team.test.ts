import { beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  profileCardSchema,
  teamInvitationListSchema,
  teamListSchema,
  teamRelationSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 7 "Watching and teams": the watch list and both sides of a team relation.
describeParity('team', ({ api, publishedMember, signUp }) => {
  describe('team', () => {
    let owner: Awaited<ReturnType<typeof publishedMember>>;
    let member: Awaited<ReturnType<typeof publishedMember>>;

    beforeAll(async () => {
      owner = await publishedMember('owner@example.com', 'Olive');
      member = await publishedMember('teammate@example.com', 'Theo');
    });

    it('invite (201), accept, remove, re-invite updates (200); wrong relation id is Forbidden', async () => {
      const invited = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        201,
        teamRelationSchema,
      );
      expectShape({ status: 201, body: invited.status }, 201, z.literal('pending'));
      expectShape(
        await api('GET', `/v1/user/team/${member.id}`, { token: owner.token }),
        200,
        teamRelationSchema,
      );
      const list = expectShape(
        await api('GET', '/v1/user/team', { token: owner.token }),
        200,
        teamListSchema.length(1),
      );
      expectShape(
        { status: 200, body: list[0]?.profile },
        200,
        profileCardSchema.extend({ status: z.literal('pending') }),
      );
      expectShape(await api('GET', `/v1/profiles/${owner.id}/team`), 200, teamListSchema.length(0));

      expectShape(
        await api('GET', `/v1/user/otherTeam/${owner.id}`, { token: member.token }),
        200,
        teamRelationSchema,
      );
      const forged = { id: invited.id + 1000, memberId: member.id, status: 'accepted' };
      expectError(
        await api('PATCH', `/v1/user/otherTeam/${owner.id}`, { token: member.token, body: forged }),
        'Forbidden',
        apiMessages.relationNotYours,
      );
      const accepted = expectShape(
        await api('PATCH', `/v1/user/otherTeam/${owner.id}`, {
          token: member.token,
          body: { id: invited.id, memberId: member.id, status: 'accepted' },
        }),
        200,
        teamRelationSchema,
      );
      expectShape({ status: 200, body: accepted.status }, 200, z.literal('accepted'));
      expectShape(await api('GET', `/v1/profiles/${owner.id}/team`), 200, teamListSchema.length(1));

      const removed = expectShape(
        await api('PATCH', `/v1/user/team/${member.id}`, {
          token: owner.token,
          body: { id: invited.id, status: 'declined' },
        }),
        200,
        teamRelationSchema,
      );
      expectShape({ status: 200, body: removed.status }, 200, z.literal('declined'));
      const again = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        200,
        teamRelationSchema,
      );
      expectShape(
        { status: 200, body: [again.id, again.status] },
        200,
        z.tuple([z.literal(invited.id), z.literal('pending')]),
      );

      expectError(
        await api('PUT', `/v1/user/team/${owner.id}`, { token: owner.token }),
        'InvalidRequest',
        apiMessages.cannotInviteSelf,
      );
      expectError(
        await api('PUT', '/v1/user/team/999999', { token: owner.token }),
        'ResourceNotFound',
        apiMessages.memberNotFound,
      );
    });

    it('lists the invitations I received, pending only, with the listed owner’s card', async () => {
      const inviter = await publishedMember('inviter@example.com', 'Ines');
      const invitee = await publishedMember('invitee@example.com', 'Ivo');
      const unlisted = await signUp('unlisted-inviter@example.com');
      expectShape(
        await api('GET', '/v1/user/otherTeam', { token: invitee.token }),
        200,
        teamInvitationListSchema.length(0),
      );
      const relation = expectShape(
        await api('PUT', `/v1/user/team/${invitee.id}`, { token: inviter.token }),
        201,
        teamRelationSchema,
      );
      // An owner who is not listed: their invitation is not among those received.
      expectShape(
        await api('PUT', `/v1/user/team/${invitee.id}`, { token: unlisted.token }),
        201,
        teamRelationSchema,
      );
      const [received] = expectShape(
        await api('GET', '/v1/user/otherTeam', { token: invitee.token }),
        200,
        teamInvitationListSchema.length(1),
      );
      expectShape(
        { status: 200, body: [received?.id, received?.owner.id, received?.owner.firstName] },
        200,
        z.tuple([z.literal(relation.id), z.literal(inviter.id), z.literal('Ines')]),
      );
      expectShape(
        await api('PATCH', `/v1/user/otherTeam/${inviter.id}`, {
          token: invitee.token,
          body: { id: relation.id, memberId: invitee.id, status: 'accepted' },
        }),
        200,
        teamRelationSchema,
      );
      expectShape(
        await api('GET', '/v1/user/otherTeam', { token: invitee.token }),
        200,
        teamInvitationListSchema.length(0),
      );
      expectError(
        await api('GET', '/v1/user/otherTeam'),
        'Unauthorized',
        apiMessages.signInRequired,
      );
    });

    it('a lookup with no relation answers 200 null; an unknown or unpublished member is a 404', async () => {
      const viewer = await publishedMember('viewer@example.com', 'Vera');
      const stranger = await publishedMember('stranger@example.com', 'Sol');
      const draft = await signUp('draft-team@example.com');
      // No relation is an answer, not a failure (as the watch lookup's isWatched: false).
      expectShape(
        await api('GET', `/v1/user/team/${stranger.id}`, { token: viewer.token }),
        200,
        z.null(),
      );
      expectShape(
        await api('GET', `/v1/user/otherTeam/${stranger.id}`, { token: viewer.token }),
        200,
        z.null(),
      );
      for (const id of [999999, draft.id]) {
        expectError(
          await api('GET', `/v1/user/team/${id}`, { token: viewer.token }),
          'ResourceNotFound',
          apiMessages.memberNotFound,
        );
        expectError(
          await api('GET', `/v1/user/otherTeam/${id}`, { token: viewer.token }),
          'ResourceNotFound',
          apiMessages.teamNotFound,
        );
      }
      // A relation answers whatever the other member's state: an invitation an unpublished
      // owner sent stays readable (and answerable) by the member.
      const invitation = expectShape(
        await api('PUT', `/v1/user/team/${stranger.id}`, { token: draft.token }),
        201,
        teamRelationSchema,
      );
      expectShape(
        await api('GET', `/v1/user/otherTeam/${draft.id}`, { token: stranger.token }),
        200,
        teamRelationSchema.extend({ id: z.literal(invitation.id) }),
      );
      expectShape(
        await api('GET', `/v1/user/team/${stranger.id}`, { token: draft.token }),
        200,
        teamRelationSchema.extend({ id: z.literal(invitation.id) }),
      );
    });
  });
});
