import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  auditPageSchema,
  auditQuerySchema,
  dashboardPostSchema,
  reportReceiptSchema,
  reviewPageSchema,
  type AuditAction,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// The append-only audit log (GET /v1/admin/audit, docs/api.md "Moderation and the audit log"):
// every operator action and role change, newest first, by member, actor and action. The
// entries are written by the operators' own endpoints and by the command line's role grants.

type Member = { id: number; token: string };

describeParity('admin audit', ({ api, signUp, operator, publishedMember }) => {
  describe('admin audit', () => {
    let ana: Member;
    let ben: Member;
    let mia: Member;
    let max: Member;
    let reportId: number;
    let reviewId: number;

    const audit = async (query = '') =>
      expectShape(
        await api('GET', `/v1/admin/audit${query}`, { token: ana.token }),
        200,
        auditPageSchema,
      );
    const actions = async (query = ''): Promise<AuditAction[]> =>
      (await audit(query)).items.map((entry) => entry.action);
    const ok = async (method: string, path: string, token: string, body?: unknown) =>
      expectShape(await api(method, path, { token, body }), 200);

    beforeAll(async () => {
      ana = await operator('ana@example.com', 'Ana');
      ben = await operator('ben@example.com', 'Ben', 'admin');
      mia = await publishedMember('mia@example.com', 'Mia');
      max = await publishedMember('max@example.com', 'Max');

      // Ana starts Mia's review and sends a notice; Ben unpublishes Max and approves Mia's
      // post; Ana dismisses Max's report about Mia.
      const queue = expectShape(
        await api('GET', '/v1/admin/reviews', { token: ana.token }),
        200,
        reviewPageSchema,
      );
      reviewId = queue.items.find((item) => item.member.id === mia.id)!.id;
      await ok('POST', `/v1/admin/reviews/${reviewId}/start`, ana.token);
      await ok('POST', `/v1/admin/reviews/${reviewId}/decisions`, ana.token, {
        action: 'notice',
        reason: 'identity_mismatch',
      });
      const postId = expectShape(
        await api('POST', '/v1/dashboard/posts', {
          token: mia.token,
          body: { link: 'https://www.linkedin.com/posts/mia' },
        }),
        201,
        dashboardPostSchema,
      ).id;
      reportId = expectShape(
        await api('POST', `/v1/profiles/${mia.id}/reports`, {
          token: max.token,
          body: { reason: 'misrepresentation' },
        }),
        201,
        reportReceiptSchema,
      ).id;
      await ok('POST', `/v1/admin/members/${max.id}/actions`, ben.token, {
        action: 'unpublish',
        reason: 'spam',
        note: 'Posts adverts',
      });
      await ok('POST', `/v1/admin/posts/${postId}/decisions`, ben.token, {
        action: 'approve',
        reason: 'professional_post',
      });
      await ok('POST', `/v1/admin/reports/${reportId}/decisions`, ana.token, {
        action: 'dismiss',
        reason: 'no_violation',
        note: 'Licence checked',
      });
    });

    it('operators only: 401 without a token, 403 for a member', async () => {
      const member = await signUp('member-audit@example.com');
      expectError(await api('GET', '/v1/admin/audit'), 'Unauthorized', apiMessages.signInRequired);
      expectError(
        await api('GET', '/v1/admin/audit', { token: member.token }),
        'Forbidden',
        apiMessages.operatorsOnly,
      );
    });

    it("newest first: every action and the command line's role grants", async () => {
      const all = await audit();
      expect(all.items.map((entry) => entry.action)).toEqual([
        'report.dismiss',
        'post.approve',
        'member.unpublish',
        'review.notice',
        'review.start',
        'role.grant',
        'role.grant',
      ]);
      expect(all).toMatchObject({ total: 7, limit: 25, offset: 0 });
      expect(all.items[0]).toMatchObject({
        actor: { kind: 'member', id: ana.id, name: 'Ana Operator', role: 'reviewer' },
        subject: { kind: 'report', id: reportId, memberId: mia.id, memberName: 'Mia Published' },
        // The decision's reason code (issue 38), and the operator's note.
        reason: 'no_violation',
        note: 'Licence checked',
      });
      expect(all.items[2]).toMatchObject({
        actor: { id: ben.id, name: 'Ben Operator', role: 'admin' },
        subject: { kind: 'member', id: max.id, memberId: max.id },
        reason: 'spam',
        note: 'Posts adverts',
      });
      expect(all.items[3]).toMatchObject({
        subject: { kind: 'review', id: reviewId, memberId: mia.id },
        reason: 'identity_mismatch',
        note: null,
      });
      expect(all.items.slice(0, 5).every((entry) => typeof entry.requestId === 'string')).toBe(
        true,
      );
      expect(all.items[6]).toMatchObject({
        actor: { kind: 'cli', id: null, name: null, role: null },
        subject: { kind: 'member', id: ana.id, memberId: ana.id, memberName: 'Ana Operator' },
        reason: null,
        note: 'role: reviewer',
        requestId: null,
      });
      const paged = await audit('?limit=2&offset=1');
      expect([paged.items.map((entry) => entry.id), paged.total]).toEqual([
        all.items.slice(1, 3).map((entry) => entry.id),
        7,
      ]);
    });

    it('filtered by member, actor (an id or cli) and action; empty values are no filter', async () => {
      expect(await actions(`?member=${mia.id}`)).toEqual([
        'report.dismiss',
        'post.approve',
        'review.notice',
        'review.start',
      ]);
      expect(await actions(`?actor=${ana.id}`)).toEqual([
        'report.dismiss',
        'review.notice',
        'review.start',
      ]);
      expect(await actions(`?member=${mia.id}&actor=${ben.id}`)).toEqual(['post.approve']);
      const cli = await audit('?actor=cli');
      expect(cli.items.map((entry) => [entry.action, entry.subject.id, entry.note])).toEqual([
        ['role.grant', ben.id, 'role: admin'],
        ['role.grant', ana.id, 'role: reviewer'],
      ]);
      expect(await actions('?action=review.start')).toEqual(['review.start']);
      expect(await actions(`?action=member.unpublish&member=${mia.id}`)).toEqual([]);
      expect((await audit('?member=&actor=&action=&subjectKind=&subjectId=')).total).toBe(7);
      // By subject (issue 38): a review's page asks for its own entries.
      expect(await actions(`?subjectKind=review&subjectId=${reviewId}`)).toEqual([
        'review.notice',
        'review.start',
      ]);
      expect(await actions('?subjectKind=member')).toEqual([
        'member.unpublish',
        'role.grant',
        'role.grant',
      ]);
      expect(await actions(`?subjectKind=post&subjectId=${reviewId + 10_000}`)).toEqual([]);

      const refused: Array<Record<string, string>> = [
        { actor: 'system' },
        { actor: '0' },
        { member: 'abc' },
        { action: 'review.delete' },
        { limit: '101' },
        { subjectKind: 'planet' },
        { subjectId: '3' },
      ];
      for (const query of refused) {
        expectError(
          await api('GET', `/v1/admin/audit?${new URLSearchParams(query).toString()}`, {
            token: ana.token,
          }),
          'InvalidRequest',
          contractMessage(auditQuerySchema, query),
        );
      }
    });
  });
});
