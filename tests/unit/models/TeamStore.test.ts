import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toTeamStatus } from '@/models';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn(email = DEMO_EMAIL) {
  const root = createTestStore();
  await root.session.login({ email, password: DEMO_PASSWORD });
  return root;
}
const relation = (ownerUserId: number, memberId: number) =>
  db.team.find((row) => row.ownerUserId === ownerUserId && row.memberId === memberId);

describe('TeamStore', () => {
  it('maps wire statuses to upper case', () => {
    expect(['pending', 'accepted', 'declined'].map((s) => toTeamStatus(s as 'pending'))).toEqual([
      'PENDING',
      'ACCEPTED',
      'DECLINED',
    ]);
  });

  it('loads my team: accepted and pending members, statuses in upper case', async () => {
    const { team } = await signedIn();
    await team.load();
    expect(team.members.map((m) => [m.profile.firstName, m.status])).toEqual([
      ['Priya', 'ACCEPTED'],
      ['Daniel', 'PENDING'],
    ]);
    expect(team.canInvite(2)).toBe(false);
    expect(team.canInvite(5)).toBe(true);
  });

  it('invites a member (pending), then removes them (declined)', async () => {
    const { team } = await signedIn();
    await team.load();
    await team.invite(5);
    expect(relation(DEMO_USER_ID, 5)?.status).toBe('pending');
    expect(team.ownRelation(5)?.status).toBe('PENDING');
    expect(team.members.map((m) => m.memberId)).toContain(5);
    await team.remove(5);
    expect(relation(DEMO_USER_ID, 5)?.status).toBe('declined');
    expect(team.ownRelation(5)?.status).toBe('DECLINED');
    expect(team.members.map((m) => m.memberId)).not.toContain(5);
    expect(team.canInvite(5)).toBe(true);
  });

  it('re-inviting a declined member updates the relation instead of creating one', async () => {
    const { team } = await signedIn();
    await team.invite(5);
    await team.remove(5);
    const before = db.team.length;
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void seen.push(request.method));
    await team.invite(5);
    mockServer.events.removeAllListeners();
    expect(seen).toContain('PATCH');
    expect(seen).not.toContain('PUT');
    expect(db.team.length).toBe(before);
    expect(relation(DEMO_USER_ID, 5)?.status).toBe('pending');
  });

  it('loads both relations with another member, and accepts a pending invitation', async () => {
    const { team } = await signedIn();
    await team.loadRelations(6);
    expect(team.ownRelation(6)).toBeUndefined();
    expect(team.hasPendingInvitationFrom(6)).toBe(true);
    const accepted = await team.accept(6);
    expect(accepted?.status).toBe('ACCEPTED');
    expect(relation(6, DEMO_USER_ID)?.status).toBe('accepted');
    expect(team.isMemberOf(6)).toBe(true);
  });

  it('declines an invitation, and a member can leave a team', async () => {
    const { team } = await signedIn();
    await team.decline(6);
    expect(relation(6, DEMO_USER_ID)?.status).toBe('declined');
    expect(team.invitationFrom(6)?.status).toBe('DECLINED');

    const priya = await signedIn('priya.shah@guildhall.test');
    await priya.team.loadTeamOf(DEMO_USER_ID);
    expect(priya.team.teamOf(DEMO_USER_ID)?.map((m) => m.memberId)).toEqual([2]);
    await priya.team.leave(DEMO_USER_ID);
    expect(relation(DEMO_USER_ID, 2)?.status).toBe('declined');
    expect(priya.team.teamOf(DEMO_USER_ID)).toEqual([]);
  });

  it('ResourceNotFound is benign on invite, update and remove', async () => {
    const { team } = await signedIn();
    await team.load();
    mockServer.use(
      http.put(api('/v1/user/team/:id'), () =>
        HttpResponse.json({ code: 'ResourceNotFound', message: 'gone' }, { status: 404 }),
      ),
      http.patch(api('/v1/user/team/:id'), () =>
        HttpResponse.json({ code: 'ResourceNotFound', message: 'gone' }, { status: 404 }),
      ),
    );
    await expect(team.invite(99)).resolves.toBeUndefined();
    await expect(team.remove(3)).resolves.toBeUndefined();
    expect(team.ownRelation(3)).toBeUndefined();
    expect(team.members.map((m) => m.memberId)).toEqual([2]);
    expect(team.ops.invite.get(99).status).toBe('done');
    expect(team.ops.remove.get(3).status).toBe('done');
  });

  it('other failures are errors', async () => {
    const { team } = await signedIn();
    mockServer.use(http.put(api('/v1/user/team/:id'), () => HttpResponse.error()));
    await expect(team.invite(5)).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(team.ops.invite.get(5).status).toBe('failed');
    expect(team.ops.invite.get(5).error?.kind).toBe('NETWORK');
  });

  it("accepting an invitation does not set the team list's load pending", async () => {
    const { team } = await signedIn();
    await team.load();
    const accepting = team.accept(6);
    expect(team.ops.accept.get(6).isPending).toBe(true);
    expect(team.ops.load.status).toBe('done');
    expect(team.ops.decline.get(6).status).toBe('idle');
    expect(team.ops.accept.get(7).status).toBe('idle');
    await accepting;
    expect(team.ops.accept.get(6).status).toBe('done');
  });

  it("one member's failed invite leaves the list's load and other members alone", async () => {
    const { team } = await signedIn();
    const loading = team.load();
    mockServer.use(http.put(api('/v1/user/team/5'), () => HttpResponse.error()));
    await expect(team.invite(5)).rejects.toMatchObject({ kind: 'NETWORK' });
    await team.invite(7);
    await loading;
    expect(team.ops.load.status).toBe('done');
    expect(team.ops.load.error).toBeUndefined();
    expect(team.ops.invite.get(5).isFailed).toBe(true);
    expect(team.ops.invite.get(7).isDone).toBe(true);
  });

  it('logout clears team data', async () => {
    const root = await signedIn();
    await root.team.load();
    await root.team.loadRelations(6);
    await root.session.logout();
    expect(root.team.members).toHaveLength(0);
    expect(root.team.invitationFrom(6)).toBeUndefined();
    expect(root.team.ops.load.status).toBe('idle');
    expect(root.team.ops.loadRelations.get(6).status).toBe('idle');
  });
});
