import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID, NEWCOMER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { byName, community, fullName, idOf } from '../../demo';
import { mockServer } from '../../setup';
import { operatorStore, memberAdminStore, OPERATOR_ID } from './operatorSession';

const [first, second] = [...community.members].sort(byName);
const target = idOf(
  community.members.findIndex((m) => m.email !== DEMO_EMAIL && m.profession === 'legal'),
);

describe('MembersStore', () => {
  it('searches every account in name order, paged', async () => {
    const { members } = await operatorStore();
    const page = await members.search({ q: '', offset: 0 });
    expect(page.total).toBe(db.users.length);
    expect(members.results).toHaveLength(25);
    expect(members.results.slice(0, 2).map(fullName)).toEqual([
      fullName(first!),
      fullName(second!),
    ]);
    await members.search({ q: '', offset: 25 });
    expect(members.query).toEqual({ q: '', offset: 25 });
    expect(members.results[0]?.id).not.toBe(page.items[0]?.id);
  });

  it('finds members by part of a name or an e-mail, in any case', async () => {
    const { members } = await operatorStore();
    const member = findUser(target)!;
    await members.search({ q: `  ${member.lastName.toUpperCase()} ` });
    expect(members.query.q).toBe(member.lastName.toUpperCase());
    expect(members.results.map((row) => row.id)).toContain(target);
    await members.search({ q: 'newcomer@guildhall' });
    expect(members.results.map((row) => row.id)).toEqual([NEWCOMER_ID]);
    expect(members.results[0]).toMatchObject({
      published: false,
      complete: false,
      suspended: false,
    });
    await members.search({ q: 'nobody-has-this-name' });
    expect(members.results).toHaveLength(0);
    expect(members.total).toBe(0);
  });

  it("loads a member's page: account, standing, reviews, reports and audit", async () => {
    const { members } = await operatorStore();
    const page = await members.load(target);
    expect(members.member(target)).toBe(page);
    expect(page.member).toMatchObject({
      id: target,
      email: findUser(target)!.email,
      published: true,
      complete: true,
      eligible: true,
      suspended: false,
      suspendedAt: null,
    });
    expect(Array.isArray(page.reviews) && Array.isArray(page.audit)).toBe(true);
    await expect(members.load(9999)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(members.ops.load.get(9999).isFailed).toBe(true);
  });

  it('unpublishes and republishes, each with a reason, audited', async () => {
    const { members } = await operatorStore();
    await members.search({ q: findUser(target)!.email });
    const page = await members.unpublish(target, {
      reason: 'misrepresentation',
      note: ' Fake CPA ',
    });
    expect(findUser(target)!.published).toBe(false);
    expect(page.member.published).toBe(false);
    expect(members.results[0]?.published).toBe(false);
    expect(page.audit[0]).toMatchObject({
      action: 'member.unpublish',
      reason: 'misrepresentation',
      note: 'Fake CPA',
      actor: { kind: 'member', id: OPERATOR_ID },
      subject: { kind: 'member', id: target, memberId: target },
    });
    await members.republish(target, { reason: 'resolved' });
    expect(findUser(target)!.published).toBe(true);
    expect(members.member(target)?.audit[0]).toMatchObject({
      action: 'member.republish',
      note: null,
    });
  });

  it('suspends an account: every session ends at once; lifting it restores the profile', async () => {
    const { members } = await operatorStore();
    // The member is signed in somewhere.
    const member = await memberAdminStore(findUser(target)!.email);
    expect(db.sessions.some((s) => s.userId === target)).toBe(true);

    const page = await members.suspend(target, { reason: 'impersonation' });
    expect(page.member).toMatchObject({ suspended: true, published: false });
    expect(page.member.suspendedAt).not.toBeNull();
    expect(db.sessions.some((s) => s.userId === target)).toBe(false);
    await expect(member.root.me.refreshUser()).rejects.toMatchObject({ status: 401 });

    const lifted = await members.unsuspend(target, { reason: 'resolved' });
    expect(lifted.member).toMatchObject({ suspended: false, published: true, suspendedAt: null });
  });

  it('a 409 shows the server’s message and reloads the member as they now are', async () => {
    const { members } = await operatorStore();
    await members.load(NEWCOMER_ID);
    // Another operator published the newcomer meanwhile (the page still says unpublished).
    findUser(NEWCOMER_ID)!.published = true;
    findUser(NEWCOMER_ID)!.complete = true;
    await expect(members.republish(NEWCOMER_ID, { reason: 'resolved' })).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.memberStateUnchanged('published'),
    });
    expect(members.ops.republish.get(NEWCOMER_ID).isFailed).toBe(true);
    expect(members.member(NEWCOMER_ID)?.member.published).toBe(true);
  });

  it('refuses to republish an incomplete profile and to act on the operator’s own account', async () => {
    const { members } = await operatorStore();
    await members.unpublish(target, { reason: 'other', note: 'Checking' });
    db.positions = db.positions.filter((p) => p.userId !== target);
    findUser(target)!.complete = false;
    await expect(members.republish(target, { reason: 'resolved' })).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    await expect(members.suspend(OPERATOR_ID, { reason: 'spam' })).rejects.toMatchObject({
      message: apiMessages.operatorsCannotActOnThemselves,
    });
  });

  it('asks for a note with the reason Other', async () => {
    const { members } = await operatorStore();
    await expect(members.unpublish(target, { reason: 'other', note: '  ' })).rejects.toMatchObject({
      code: 'InvalidRequest',
      message: apiMessages.noteRequired,
    });
    expect(findUser(target)!.published).toBe(true);
  });

  it("one member's action is pending alone, and a double press is one request", async () => {
    const { members } = await operatorStore();
    let sent = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/actions')) sent += 1;
    });
    const first = members.unpublish(target, { reason: 'spam' });
    const again = members.unpublish(target, { reason: 'spam' });
    expect(members.ops.unpublish.get(target).isPending).toBe(true);
    expect(members.isActing(target)).toBe(true);
    expect(members.isActing(DEMO_USER_ID)).toBe(false);
    expect(members.ops.suspend.get(target).status).toBe('idle');
    await Promise.all([first, again]);
    mockServer.events.removeAllListeners();
    expect(sent).toBe(1);
  });

  it('a member is refused (403); without a token, 401', async () => {
    const member = await memberAdminStore(DEMO_EMAIL);
    await expect(member.admin.members.search({ q: '', offset: 0 })).rejects.toMatchObject({
      status: 403,
      message: apiMessages.operatorsOnly,
    });
    const { members } = await operatorStore({ signedIn: false });
    await expect(members.load(target)).rejects.toMatchObject({ status: 401 });
  });
});
