import { describe, expect, it } from 'vitest';
import { teamListSchema, teamRelationSchema } from '@/contract';
import { type Member } from './client';
import { describeServer } from './suite';

describeServer('team', ({ api }) => {
  const published = async (): Promise<Member> => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    return m;
  };

  describe('team relations', () => {
    it('runs the spec-4 state machine from both sides', async () => {
      const owner = await published();
      const member = await published();
      const invite = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      expect(invite.status).toBe(201);
      const relation = teamRelationSchema.parse(invite.body);
      expect(relation).toMatchObject({
        memberId: member.id,
        ownerUserId: owner.id,
        teamOwnerId: owner.id,
        status: 'pending',
      });

      // The owner sees a pending member; the public sees only accepted ones.
      const mine = teamListSchema.parse(
        (await api.call('GET', '/api/v1/user/team', { token: owner.token })).body,
      );
      expect(mine.map((r) => [r.memberId, r.profile.status])).toEqual([[member.id, 'pending']]);
      expect((await api.call('GET', `/api/v1/profiles/${owner.id}/team`)).body).toEqual([]);

      const other = await api.call('GET', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
      });
      expect(other.body).toEqual(relation);
      const accepted = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
        body: { id: relation.id, memberId: member.id, status: 'accepted' },
      });
      expect(accepted.body.status).toBe('accepted');
      const publicTeam = await api.call('GET', `/api/v1/profiles/${owner.id}/team`);
      expect(publicTeam.body.map((r: { memberId: number }) => r.memberId)).toEqual([member.id]);

      // Leave, then the owner re-invites: the declined relation becomes pending again.
      const left = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
        body: { id: relation.id, memberId: member.id, status: 'declined' },
      });
      expect(left.body.status).toBe('declined');
      expect((await api.call('GET', '/api/v1/user/team', { token: owner.token })).body).toEqual([]);
      const reinvite = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      expect(reinvite.status).toBe(200);
      expect(reinvite.body).toMatchObject({ id: relation.id, status: 'pending' });

      // The owner removes the member.
      const removed = await api.call('PATCH', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
        body: { id: relation.id, status: 'declined' },
      });
      expect(removed.body.status).toBe('declined');
      const check = await api.call('GET', `/api/v1/user/team/${member.id}`, { token: owner.token });
      expect(check.body.status).toBe('declined');
    });

    it('refuses transitions the spec does not allow', async () => {
      const owner = await published();
      const member = await published();
      const { body: relation } = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      // The owner cannot accept on the member's behalf.
      const ownerAccepts = await api.call('PATCH', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
        body: { id: relation.id, status: 'accepted' },
      });
      expect(ownerAccepts.status).toBe(400);
      await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
        body: { id: relation.id, memberId: member.id, status: 'declined' },
      });
      // A declined invitation cannot be accepted later; only a new invite reopens it.
      const late = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
        body: { id: relation.id, memberId: member.id, status: 'accepted' },
      });
      expect(late.status).toBe(400);
    });

    it('keeps strangers out and changes nothing', async () => {
      const owner = await published();
      const member = await published();
      const stranger = await published();
      const { body: relation } = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      const asOther = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: stranger.token,
        body: { id: relation.id, memberId: member.id, status: 'accepted' },
      });
      expect(asOther.status).toBe(403);
      const ownOther = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: stranger.token,
        body: { id: relation.id, memberId: stranger.id, status: 'accepted' },
      });
      expect(ownOther.status).toBe(404);
      const wrongId = await api.call('PATCH', `/api/v1/user/team/${member.id}`, {
        token: stranger.token,
        body: { id: relation.id, status: 'declined' },
      });
      expect(wrongId.status).toBe(404);
      const still = await api.call('GET', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
      });
      expect(still.body.status).toBe('pending');
    });

    it('answers a lookup with no relation 200 null, as the watch lookup answers false', async () => {
      const viewer = await published();
      const stranger = await published();
      for (const path of [
        `/api/v1/user/team/${stranger.id}`,
        `/api/v1/user/otherTeam/${stranger.id}`,
      ]) {
        const lookup = await api.call('GET', path, { token: viewer.token });
        expect(lookup.status, path).toBe(200);
        expect(lookup.body, path).toBeNull();
        expect((await api.call('GET', path)).status, path).toBe(401);
      }
      // Unknown and unpublished members stay not found, as before.
      const draft = await api.signup();
      for (const id of [999999, draft.id]) {
        for (const path of [`/api/v1/user/team/${id}`, `/api/v1/user/otherTeam/${id}`]) {
          const lookup = await api.call('GET', path, { token: viewer.token });
          expect(lookup.status, path).toBe(404);
          expect(lookup.body, path).toMatchObject({ code: 'ResourceNotFound' });
        }
      }
    });

    it('refuses self-invites, unknown or unpublished members, and anonymous callers', async () => {
      const owner = await published();
      const draft = await api.signup();
      expect(
        (await api.call('PUT', `/api/v1/user/team/${owner.id}`, { token: owner.token })).status,
      ).toBe(400);
      expect(
        (await api.call('PUT', '/api/v1/user/team/999999', { token: owner.token })).status,
      ).toBe(404);
      expect(
        (await api.call('PUT', `/api/v1/user/team/${draft.id}`, { token: owner.token })).status,
      ).toBe(404);
      expect((await api.call('PUT', `/api/v1/user/team/${draft.id}`)).status).toBe(401);
      expect(
        (await api.call('GET', `/api/v1/user/team/${draft.id}`, { token: owner.token })).status,
      ).toBe(404);
      expect((await api.call('GET', `/api/v1/profiles/${draft.id}/team`)).status).toBe(404);
      const bad = await api.call('PATCH', `/api/v1/user/team/${draft.id}`, {
        token: owner.token,
        body: { id: 'x', status: 'pending' },
      });
      expect(bad.status).toBe(400);
    });
  });
});
