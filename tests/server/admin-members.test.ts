import { beforeAll, describe, expect, it } from 'vitest';
import { adminMemberSchema, apiMessages, memberPageSchema } from '@/contract';
import { signupOperator, signupPublished } from './admin-helpers';
import { TEST_CLIENT } from './harness';
import type { Member } from './client';
import { describeServer } from './suite';

// The operators' member search and page, and what they may do to a member's standing
// (docs/architecture.md "Operators and vetting"): unpublish, republish, suspend (every session
// ends at once, sign-in is refused) and lift it; each audited, none changing the member's own
// content.

describeServer('operators and members', (suite) => {
  const { api, t } = suite;
  let operator: Member;

  const search = (token: string | undefined, query: string) =>
    api.call('GET', `/api/v1/admin/members${query}`, { token });
  const page = (token: string | undefined, id: number) =>
    api.call('GET', `/api/v1/admin/members/${id}`, { token });
  const act = (token: string | undefined, id: number, body: unknown) =>
    api.call('POST', `/api/v1/admin/members/${id}/actions`, { token, body });
  const refresh = (refreshToken: string) =>
    api.call('POST', '/api/v1/oauth/token', {
      body: { grantType: 'refresh_token', ...TEST_CLIENT, refreshToken },
    });
  const listed = async (id: number) =>
    (await api.call('GET', '/api/v1/profiles?limit=100')).body.items.some(
      (card: { id: number }) => card.id === id,
    );

  beforeAll(async () => {
    operator = await signupOperator(suite, 'admin', { firstName: 'Opal', lastName: 'Admin' });
  });

  describe('who may', () => {
    it('is 401 without a token, 403 for a member, 404 unknown, 400 bad input', async () => {
      const member = await signupPublished(suite, { firstName: 'Mo', lastName: 'Member' });
      const calls = [
        (token?: string) => search(token, '?q=mo'),
        (token?: string) => page(token, member.id),
        (token?: string) => act(token, member.id, { action: 'unpublish', reason: 'spam' }),
      ];
      for (const call of calls) {
        expect((await call(undefined)).status).toBe(401);
        const asMember = await call(member.token);
        expect(asMember.status).toBe(403);
        expect(asMember.body).toEqual({ code: 'Forbidden', message: apiMessages.operatorsOnly });
      }
      for (const answer of [
        await page(operator.token, 999_999),
        await act(operator.token, 999_999, { action: 'suspend', reason: 'spam' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe(apiMessages.memberNotFound);
      }
      const bad: Array<[unknown, string]> = [
        [{ action: 'ban', reason: 'spam' }, apiMessages.unknownAction],
        [{ action: 'suspend', reason: 'rude' }, apiMessages.unknownReason],
        [{ action: 'suspend', reason: 'other' }, apiMessages.noteRequired],
      ];
      for (const [body, message] of bad) {
        const answer = await act(operator.token, member.id, body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      const self = await act(operator.token, operator.id, { action: 'suspend', reason: 'spam' });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe(apiMessages.operatorsCannotActOnThemselves);
      expect(await listed(member.id)).toBe(true);
    });
  });

  it('finds members by name or e-mail, any case, in name order, paginated', async () => {
    const zed = await api.signup({
      firstName: 'Zelda',
      lastName: 'Findable',
      email: 'zelda_100@example.com',
    });
    const amy = await api.signup({ firstName: 'Amy', lastName: 'Findable' });
    const byName = memberPageSchema.parse((await search(operator.token, '?q=FINDABLE')).body);
    expect(byName.items.map((item) => item.id)).toEqual([amy.id, zed.id]);
    expect(byName.total).toBe(2);
    expect(byName.items[0]).toMatchObject({
      firstName: 'Amy',
      email: amy.email,
      role: 'member',
      published: false,
      complete: false,
      suspended: false,
    });
    const fullName = memberPageSchema.parse(
      (await search(operator.token, `?q=${encodeURIComponent('amy findable')}`)).body,
    );
    expect(fullName.items.map((item) => item.id)).toEqual([amy.id]);
    const byEmail = memberPageSchema.parse(
      (await search(operator.token, `?q=${encodeURIComponent('ZELDA_100@')}`)).body,
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([zed.id]);
    // _ and % are characters like any other, not wildcards.
    const underscore = memberPageSchema.parse((await search(operator.token, '?q=_')).body);
    expect(underscore.items.map((item) => item.id)).toEqual([zed.id]);
    expect(memberPageSchema.parse((await search(operator.token, '?q=%25')).body).total).toBe(0);
    const paged = memberPageSchema.parse(
      (await search(operator.token, '?q=findable&limit=1&offset=1')).body,
    );
    expect(paged).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(paged.items.map((item) => item.id)).toEqual([zed.id]);
    const everyone = memberPageSchema.parse((await search(operator.token, '')).body);
    expect(everyone.total).toBeGreaterThanOrEqual(3);
  });

  it('unpublishes and republishes, audited, leaving the member’s content alone', async () => {
    const member = await signupPublished(suite, { firstName: 'Una', lastName: 'Published' });
    const watcher = await signupPublished(suite, { firstName: 'Wyn', lastName: 'Watcher' });
    await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: watcher.token });
    const own = (await api.call('GET', '/api/v1/user', { token: member.token })).body;

    const unpublished = await act(operator.token, member.id, {
      action: 'unpublish',
      reason: 'misrepresentation',
      note: 'Claims a licence the board does not know',
    });
    expect(unpublished.status).toBe(200);
    const after = adminMemberSchema.parse(unpublished.body);
    expect(after.member).toMatchObject({ id: member.id, published: false, suspended: false });
    expect(after.audit[0]).toMatchObject({
      action: 'member.unpublish',
      actor: { kind: 'member', id: operator.id, name: 'Opal Admin', role: 'admin' },
      subject: { kind: 'member', id: member.id, memberId: member.id },
      reason: 'misrepresentation',
      note: 'Claims a licence the board does not know',
    });
    expect(after.audit[0]!.requestId).toEqual(expect.any(String));
    expect(await listed(member.id)).toBe(false);
    expect(
      (await api.call('GET', `/api/v1/profiles/${member.id}`, { token: watcher.token })).status,
    ).toBe(404);
    const watching = await api.call('GET', '/api/v1/user/watching', { token: watcher.token });
    expect(watching.body[0].profile).toMatchObject({ id: member.id, listed: false });

    const again = await act(operator.token, member.id, { action: 'unpublish', reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'ResourceConflict',
      message: apiMessages.memberStateUnchanged('unpublished'),
    });
    // The member cannot list themselves again by submitting anew.
    const resubmit = await api.call('POST', '/api/v1/profiles', {
      token: member.token,
      body: { ssn: '1234' },
    });
    expect(resubmit.status).toBe(409);
    expect(resubmit.body.message).toBe(apiMessages.checkAlreadySubmitted);

    const republished = await act(operator.token, member.id, {
      action: 'republish',
      reason: 'resolved',
    });
    expect(republished.status).toBe(200);
    expect(await listed(member.id)).toBe(true);
    const watchingAgain = await api.call('GET', '/api/v1/user/watching', { token: watcher.token });
    expect(watchingAgain.body[0].profile).toMatchObject({ id: member.id, listed: true });
    expect(
      (await act(operator.token, member.id, { action: 'republish', reason: 'resolved' })).body,
    ).toEqual({
      code: 'ResourceConflict',
      message: apiMessages.memberStateUnchanged('published'),
    });
    // Nothing but the standing changed: the member's own record is as they left it.
    expect((await api.call('GET', '/api/v1/user', { token: member.token })).body).toEqual(own);
  });

  it('republishes only a complete profile', async () => {
    const member = await signupPublished(suite, { firstName: 'Ivo', lastName: 'Incomplete' });
    await act(operator.token, member.id, { action: 'unpublish', reason: 'spam' });
    const positions = await api.call('GET', '/api/v1/positions', { token: member.token });
    await api.call('DELETE', `/api/v1/positions/${positions.body[0].id}`, { token: member.token });
    const refused = await act(operator.token, member.id, {
      action: 'republish',
      reason: 'resolved',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(apiMessages.profileIncomplete(['positions']));
  });

  it('suspends: every session ends at once, sign-in is refused; lifting it restores', async () => {
    const member = await signupPublished(suite, { firstName: 'Sue', lastName: 'Spended' });
    const other = await api.login(member.email, member.password);
    expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(200);

    const suspended = await act(operator.token, member.id, {
      action: 'suspend',
      reason: 'impersonation',
      note: 'Uses another accountant’s licence number',
    });
    expect(suspended.status).toBe(200);
    expect(adminMemberSchema.parse(suspended.body).member).toMatchObject({
      suspended: true,
      published: false,
    });
    expect(suspended.body.member.suspendedAt).toEqual(expect.any(String));
    // Both sessions end at once: their access tokens stop working on the next request.
    for (const token of [member.token, other.body.accessToken]) {
      const answer = await api.call('GET', '/api/v1/user', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(apiMessages.sessionEnded);
    }
    // Sign-in is refused with a clear message, after the password check only.
    const login = await api.login(member.email, member.password);
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ code: 'Forbidden', message: apiMessages.accountSuspended });
    const wrong = await api.login(member.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('InvalidCredentials');
    const refreshed = await refresh(member.refreshToken);
    expect(refreshed.status).toBe(403);
    expect(refreshed.body).toEqual({ code: 'Forbidden', message: apiMessages.accountSuspended });
    expect(await listed(member.id)).toBe(false);
    expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(404);
    expect(
      (await act(operator.token, member.id, { action: 'suspend', reason: 'spam' })).body.message,
    ).toBe(apiMessages.memberStateUnchanged('suspended'));
    expect(
      (await act(operator.token, member.id, { action: 'republish', reason: 'resolved' })).status,
    ).toBe(409);

    const lifted = await act(operator.token, member.id, {
      action: 'unsuspend',
      reason: 'resolved',
    });
    expect(lifted.status).toBe(200);
    const standing = adminMemberSchema.parse(lifted.body);
    expect(standing.member).toMatchObject({ suspended: false, published: true, suspendedAt: null });
    expect(standing.audit.map((entry) => entry.action)).toEqual([
      'member.unsuspend',
      'member.suspend',
    ]);
    expect(await listed(member.id)).toBe(true);
    expect((await api.login(member.email, member.password)).status).toBe(200);
    expect(
      (await act(operator.token, member.id, { action: 'unsuspend', reason: 'resolved' })).body
        .message,
    ).toBe(apiMessages.memberStateUnchanged('active'));
  });

  it('shows the member page: standing, reviews, reports by and about them, audit', async () => {
    const member = await signupPublished(suite, { firstName: 'Pia', lastName: 'Paged' });
    const reporter = await signupPublished(suite, { firstName: 'Rex', lastName: 'Reporter' });
    const { reports } = t.app.ctx.repos;
    await reports.insert({
      reporterId: reporter.id,
      subjectId: member.id,
      reason: 'spam',
      note: 'Sends sales messages',
      at: new Date(),
    });
    await reports.insert({
      reporterId: member.id,
      subjectId: reporter.id,
      reason: 'other',
      note: 'Retaliation?',
      at: new Date(),
    });
    const answer = await page(operator.token, member.id);
    expect(answer.status).toBe(200);
    const shown = adminMemberSchema.parse(answer.body);
    expect(shown.member).toMatchObject({
      id: member.id,
      firstName: 'Pia',
      email: member.email,
      published: true,
      complete: true,
      eligible: true,
      suspended: false,
      suspendedAt: null,
      city: 'Austin',
      region: 'TX',
    });
    expect(shown.reviews).toEqual([
      expect.objectContaining({ state: 'submitted', trigger: 'submission' }),
    ]);
    expect(shown.reportsAbout).toEqual([
      expect.objectContaining({
        reason: 'spam',
        subject: expect.objectContaining({ id: member.id }),
        reporter: expect.objectContaining({ id: reporter.id }),
      }),
    ]);
    expect(shown.reportsBy).toEqual([
      expect.objectContaining({ subject: expect.objectContaining({ id: reporter.id }) }),
    ]);
    expect(shown.audit).toEqual([]);
  });
});
