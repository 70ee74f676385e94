import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toTeamStatus } from '@/models';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { recipientCapped } from '@mocks/scenarios/sending';
import { demoTeam, demoTeamIds, idOf, invitingIds, memberById, strangerIds } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

// From the demo community: the demo member's accepted and pending team members, a member who
// invited the demo member, and members with no relation to the demo member.
const [teammate] = demoTeamIds('accepted');
const [invitee] = demoTeamIds('pending');
const [inviter] = invitingIds;
const [stranger, otherStranger] = strangerIds;

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
    expect(teammate && invitee).toBeTruthy();
    expect(team.members.map((m) => [m.profile.firstName, m.status])).toEqual(
      demoTeam.map((r) => [memberById(idOf(r.member)).firstName, r.status.toUpperCase()]),
    );
    expect(team.canInvite(teammate!)).toBe(false);
    expect(team.canInvite(invitee!)).toBe(false);
    expect(team.canInvite(stranger!)).toBe(true);
  });

  it('invites a member (pending), then removes them (declined)', async () => {
    const { team } = await signedIn();
    await team.load();
    expect(relation(DEMO_USER_ID, stranger!)).toBeUndefined();
    await team.invite(stranger!);
    expect(relation(DEMO_USER_ID, stranger!)?.status).toBe('pending');
    expect(team.ownRelation(stranger!)?.status).toBe('PENDING');
    expect(team.members.map((m) => m.memberId)).toContain(stranger);
    await team.remove(stranger!);
    expect(relation(DEMO_USER_ID, stranger!)?.status).toBe('declined');
    expect(team.ownRelation(stranger!)?.status).toBe('DECLINED');
    expect(team.members.map((m) => m.memberId)).not.toContain(stranger);
    expect(team.canInvite(stranger!)).toBe(true);
  });

  it('says when an invitation was made without its e-mail (the recipient cap, issue 38)', async () => {
    const { team } = await signedIn();
    expect((await team.invite(stranger!))?.emailSkipped).toBe(false);
    recipientCapped(memberById(otherStranger!).email);
    const invited = await team.invite(otherStranger!);
    expect(invited).toMatchObject({ status: 'PENDING', emailSkipped: true });
    expect(relation(DEMO_USER_ID, otherStranger!)?.status).toBe('pending');
  });

  it('an unverified member is refused an invitation: EmailNotVerified, nothing made', async () => {
    const { team } = await signedIn();
    db.users.find((user) => user.id === DEMO_USER_ID)!.emailVerified = false;
    await expect(team.invite(stranger!)).rejects.toMatchObject({ code: 'EmailNotVerified' });
    expect(relation(DEMO_USER_ID, stranger!)).toBeUndefined();
    expect(team.ops.invite.get(stranger!).isFailed).toBe(true);
  });

  it('re-inviting a declined member updates the relation instead of creating one', async () => {
    const { team } = await signedIn();
    await team.invite(stranger!);
    await team.remove(stranger!);
    const before = db.team.length;
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void seen.push(request.method));
    await team.invite(stranger!);
    mockServer.events.removeAllListeners();
    expect(seen).toContain('PATCH');
    expect(seen).not.toContain('PUT');
    expect(db.team.length).toBe(before);
    expect(relation(DEMO_USER_ID, stranger!)?.status).toBe('pending');
  });

  it('loads both relations with another member, and accepts a pending invitation', async () => {
    const { team } = await signedIn();
    await team.loadRelations(inviter!);
    expect(team.ownRelation(inviter!)).toBeUndefined();
    expect(team.hasPendingInvitationFrom(inviter!)).toBe(true);
    const accepted = await team.accept(inviter!);
    expect(accepted?.status).toBe('ACCEPTED');
    expect(relation(inviter!, DEMO_USER_ID)?.status).toBe('accepted');
    expect(team.isMemberOf(inviter!)).toBe(true);
  });

  it('loads the relations with a stranger as none: both lookups answer 200 null', async () => {
    const { team } = await signedIn();
    const lookups: Array<{ path: string; status: number; body: unknown }> = [];
    const record = async ({ request, response }: { request: Request; response: Response }) => {
      const { pathname } = new URL(request.url);
      if (!/\/v1\/user\/(team|otherTeam)\/\d+$/.test(pathname)) return;
      const text = await response.clone().text();
      lookups.push({ path: pathname, status: response.status, body: text ? JSON.parse(text) : '' });
    };
    mockServer.events.on('response:mocked', record);
    try {
      await team.loadRelations(stranger!);
    } finally {
      mockServer.events.removeListener('response:mocked', record);
    }
    expect(lookups).toEqual([
      { path: `/api/v1/user/team/${stranger}`, status: 200, body: null },
      { path: `/api/v1/user/otherTeam/${stranger}`, status: 200, body: null },
    ]);
    expect(team.ownRelation(stranger!)).toBeUndefined();
    expect(team.invitationFrom(stranger!)).toBeUndefined();
    expect(team.canInvite(stranger!)).toBe(true);
    expect(team.ops.loadRelations.get(stranger!).status).toBe('done');
  });

  it('declines an invitation, and a member can leave a team', async () => {
    const { team } = await signedIn();
    await team.decline(inviter!);
    expect(relation(inviter!, DEMO_USER_ID)?.status).toBe('declined');
    expect(team.invitationFrom(inviter!)?.status).toBe('DECLINED');

    // A member of the demo member's team sees its accepted members (pending ones are the
    // owner's business), then leaves it.
    const member = await signedIn(memberById(teammate!).email);
    await member.team.loadTeamOf(DEMO_USER_ID);
    expect(member.team.teamOf(DEMO_USER_ID)?.map((m) => m.memberId)).toEqual(
      demoTeamIds('accepted'),
    );
    await member.team.leave(DEMO_USER_ID);
    expect(relation(DEMO_USER_ID, teammate!)?.status).toBe('declined');
    expect(member.team.teamOf(DEMO_USER_ID)?.map((m) => m.memberId)).toEqual(
      demoTeamIds('accepted').filter((id) => id !== teammate),
    );
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
    await expect(team.remove(invitee!)).resolves.toBeUndefined();
    expect(team.ownRelation(invitee!)).toBeUndefined();
    expect(team.members.map((m) => m.memberId)).toEqual(
      demoTeam.map((r) => idOf(r.member)).filter((id) => id !== invitee),
    );
    expect(team.ops.invite.get(99).status).toBe('done');
    expect(team.ops.remove.get(invitee!).status).toBe('done');
  });

  it('other failures are errors', async () => {
    const { team } = await signedIn();
    mockServer.use(http.put(api('/v1/user/team/:id'), () => HttpResponse.error()));
    await expect(team.invite(stranger!)).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(team.ops.invite.get(stranger!).status).toBe('failed');
    expect(team.ops.invite.get(stranger!).error?.kind).toBe('NETWORK');
  });

  it("accepting an invitation does not set the team list's load pending", async () => {
    const { team } = await signedIn();
    await team.load();
    const accepting = team.accept(inviter!);
    expect(team.ops.accept.get(inviter!).isPending).toBe(true);
    expect(team.ops.load.status).toBe('done');
    expect(team.ops.decline.get(inviter!).status).toBe('idle');
    expect(team.ops.accept.get(stranger!).status).toBe('idle');
    await accepting;
    expect(team.ops.accept.get(inviter!).status).toBe('done');
  });

  it("one member's failed invite leaves the list's load and other members alone", async () => {
    const { team } = await signedIn();
    const loading = team.load();
    mockServer.use(http.put(api(`/v1/user/team/${stranger}`), () => HttpResponse.error()));
    await expect(team.invite(stranger!)).rejects.toMatchObject({ kind: 'NETWORK' });
    await team.invite(otherStranger!);
    await loading;
    expect(team.ops.load.status).toBe('done');
    expect(team.ops.load.error).toBeUndefined();
    expect(team.ops.invite.get(stranger!).isFailed).toBe(true);
    expect(team.ops.invite.get(otherStranger!).isDone).toBe(true);
  });

  it('logout clears team data', async () => {
    const root = await signedIn();
    await root.team.load();
    await root.team.loadRelations(inviter!);
    expect(root.team.invitationFrom(inviter!)).toBeDefined();
    await root.session.logout();
    expect(root.team.members).toHaveLength(0);
    expect(root.team.invitationFrom(inviter!)).toBeUndefined();
    expect(root.team.ops.load.status).toBe('idle');
    expect(root.team.ops.loadRelations.get(inviter!).status).toBe('idle');
  });
});
