import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiMessages, auditPageSchema, type AuditEntry } from '@/contract';
import { users } from '@server/db/schema';
import { postLink, signupOperator, signupPublished } from './admin-helpers';
import { describeServer } from './suite';

describeServer('the audit log (GET /v1/admin/audit)', (suite) => {
  const { api, t } = suite;
  const audit = (token: string | undefined, query = '') =>
    api.call('GET', `/api/v1/admin/audit${query}`, { token });

  it('lists entries newest first, with names, and filters by member, actor and action', async () => {
    const reviewer = await signupOperator(suite, 'reviewer', {
      firstName: 'Rae',
      lastName: 'Viewer',
    });
    const other = await signupOperator(suite, 'admin', { firstName: 'Al', lastName: 'Min' });
    const poster = await signupPublished(suite, { firstName: 'Pat', lastName: 'Poster' });
    const approved = await postLink(suite, poster, 'https://www.linkedin.com/posts/audit-1');
    const rejected = await postLink(suite, poster, 'https://www.linkedin.com/posts/audit-2');
    await api.call('POST', `/api/v1/admin/posts/${approved}/decisions`, {
      token: reviewer.token,
      body: { action: 'approve', reason: 'professional_post' },
    });
    await api.call('POST', `/api/v1/admin/posts/${rejected}/decisions`, {
      token: other.token,
      body: { action: 'reject', reason: 'broken_link', note: 'Gives a 404' },
    });
    // The command line grants roles (npm run operator): an entry with no actor name.
    await t.app.ctx.repos.audit.record({
      actor: { kind: 'cli', id: null, role: null },
      action: 'role.grant',
      subject: { kind: 'member', id: reviewer.id },
      memberId: reviewer.id,
      note: 'role: reviewer',
      at: new Date(),
    });

    const all = await audit(reviewer.token, '?limit=100');
    expect(all.status).toBe(200);
    const page = auditPageSchema.parse(all.body);
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => entry.action)).toEqual([
      'role.grant',
      'post.reject',
      'post.approve',
    ]);
    const [grant, reject] = page.items as [AuditEntry, AuditEntry, AuditEntry];
    expect(grant).toMatchObject({
      actor: { kind: 'cli', id: null, name: null, role: null },
      subject: { kind: 'member', id: reviewer.id, memberId: reviewer.id, memberName: 'Rae Viewer' },
      reason: null,
      note: 'role: reviewer',
      requestId: null,
    });
    expect(reject).toMatchObject({
      actor: { kind: 'member', id: other.id, name: 'Al Min', role: 'admin' },
      subject: { kind: 'post', id: rejected, memberId: poster.id, memberName: 'Pat Poster' },
      reason: 'broken_link',
      note: 'Gives a 404',
      requestId: expect.any(String),
    });
    expect(Date.parse(reject.at)).not.toBeNaN();

    const actions = async (query: string) =>
      (await audit(reviewer.token, query)).body.items.map((entry: AuditEntry) => entry.action);
    expect(await actions(`?member=${poster.id}`)).toEqual(['post.reject', 'post.approve']);
    expect(await actions(`?member=${reviewer.id}`)).toEqual(['role.grant']);
    expect(await actions(`?actor=${reviewer.id}`)).toEqual(['post.approve']);
    expect(await actions(`?actor=${other.id}`)).toEqual(['post.reject']);
    expect(await actions('?actor=cli')).toEqual(['role.grant']);
    expect(await actions('?action=post.approve')).toEqual(['post.approve']);
    expect(await actions(`?member=${poster.id}&actor=${other.id}&action=post.reject`)).toEqual([
      'post.reject',
    ]);
    expect(await actions(`?member=${poster.id}&action=role.grant`)).toEqual([]);
    // Empty filters are no filters (a form sends them so).
    expect(await actions('?member=&actor=&action=')).toHaveLength(3);

    const second = await audit(reviewer.token, '?limit=1&offset=1');
    expect(second.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.body.items.map((entry: AuditEntry) => entry.action)).toEqual(['post.reject']);
  });

  it('keeps the entries of a deleted account, without its name', async () => {
    const reviewer = await signupOperator(suite);
    const gone = await signupPublished(suite, { firstName: 'Del', lastName: 'Eted' });
    const post = await postLink(suite, gone, 'https://www.linkedin.com/posts/deleted');
    await api.call('POST', `/api/v1/admin/posts/${post}/decisions`, {
      token: reviewer.token,
      body: { action: 'approve', reason: 'professional_post' },
    });
    const before = await audit(reviewer.token, `?member=${gone.id}`);
    expect(before.body.items[0].subject.memberName).toBe('Del Eted');
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const after = await audit(reviewer.token, `?member=${gone.id}`);
    expect(after.body.items).toEqual([
      expect.objectContaining({
        action: 'post.approve',
        subject: { kind: 'post', id: post, memberId: gone.id, memberName: null },
      }),
    ]);
    // An operator who deleted their account stays the actor, unnamed.
    await t.database.db.delete(users).where(eq(users.id, reviewer.id));
    const viewer = await signupOperator(suite);
    const byGone = await audit(viewer.token, `?actor=${reviewer.id}`);
    expect(byGone.body.items[0].actor).toEqual({
      kind: 'member',
      id: reviewer.id,
      name: null,
      role: 'reviewer',
    });
  });

  it('answers 401 without a token, 403 for a member, 400 for a bad filter', async () => {
    const member = await api.signup();
    const reviewer = await signupOperator(suite);
    expect((await audit(undefined)).status).toBe(401);
    const forbidden = await audit(member.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'Forbidden', message: apiMessages.operatorsOnly });
    for (const query of ['?actor=someone', '?member=abc', '?action=post.delete', '?limit=0']) {
      expect((await audit(reviewer.token, query)).status, query).toBe(400);
    }
  });

  it('has no endpoint that edits or deletes an entry', async () => {
    const reviewer = await signupOperator(suite);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      const answer = await api.call(method, '/api/v1/admin/audit/1', {
        token: reviewer.token,
        ...(method === 'DELETE' ? {} : { body: { note: 'rewritten' } }),
      });
      expect(answer.status, method).toBe(404);
    }
    expect(
      (await api.call('DELETE', '/api/v1/admin/audit', { token: reviewer.token })).status,
    ).toBe(404);
    const docs = await api.call('GET', '/api/docs');
    const auditPaths = Object.entries(docs.body.paths as Record<string, object>).filter(([path]) =>
      path.includes('/admin/audit'),
    );
    expect(auditPaths.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([
      ['/api/v1/admin/audit', ['get']],
    ]);
  });
});
