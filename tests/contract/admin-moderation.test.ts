import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminMemberSchema,
  apiMessages,
  dashboardPostSchema,
  postDecisionBodySchema,
  postItemSchema,
  postPageSchema,
  postQuerySchema,
  reportDecisionBodySchema,
  reportItemSchema,
  reportPageSchema,
  reportQuerySchema,
  reportReceiptSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity, PASSWORD } from './harness';

// The operators' two moderation queues (docs/api.md "Moderation and the audit log"): posted
// links (approve, reject with a reason) and reports of profiles (resolve, dismiss with a note).
// Only a waiting item is decided; nobody decides on their own content.

type Member = { id: number; token: string };

describeParity('admin moderation', (parity) => {
  const { api, signUp, grantRole, operator, publishedMember, passSecondFactor } = parity;
  describe('admin moderation', () => {
    let olive: Member;
    let poster: Member;

    const post = async (member: Member, link: string) =>
      expectShape(
        await api('POST', '/v1/dashboard/posts', { token: member.token, body: { link } }),
        201,
        dashboardPostSchema,
      ).id;
    const posts = async (query = '') =>
      expectShape(
        await api('GET', `/v1/admin/posts${query}`, { token: olive.token }),
        200,
        postPageSchema,
      );
    const decidePost = (id: number, body: unknown, token = olive.token) =>
      api('POST', `/v1/admin/posts/${id}/decisions`, { token, body });
    const report = async (reporter: Member, subject: Member, reason = 'spam') =>
      expectShape(
        await api('POST', `/v1/profiles/${subject.id}/reports`, {
          token: reporter.token,
          body: { reason, note: 'Sells courses in every message' },
        }),
        201,
        reportReceiptSchema,
      ).id;
    const reports = async (query = '') =>
      expectShape(
        await api('GET', `/v1/admin/reports${query}`, { token: olive.token }),
        200,
        reportPageSchema,
      );
    const decideReport = (id: number, body: unknown, token = olive.token) =>
      api('POST', `/v1/admin/reports/${id}/decisions`, { token, body });

    beforeAll(async () => {
      olive = await operator('olive@example.com', 'Olive');
      poster = await signUp('poster@example.com', 'Pia', 'Poster');
    });

    it('operators only: 401 without a token, 403 for a member', async () => {
      const endpoints: Array<[string, string, unknown?]> = [
        ['GET', '/v1/admin/posts'],
        ['POST', '/v1/admin/posts/1/decisions', { action: 'approve', reason: 'professional_post' }],
        ['GET', '/v1/admin/reports'],
        [
          'POST',
          '/v1/admin/reports/1/decisions',
          { action: 'dismiss', reason: 'no_violation', note: 'Nothing found' },
        ],
      ];
      for (const [method, path, body] of endpoints) {
        expectError(await api(method, path, { body }), 'Unauthorized', apiMessages.signInRequired);
        expectError(
          await api(method, path, { body, token: poster.token }),
          'Forbidden',
          apiMessages.operatorsOnly,
        );
      }
    });

    it('posts: the pending queue oldest first; approve, reject with a reason; decided once', async () => {
      const links = [
        'https://www.linkedin.com/posts/first',
        'https://x.com/pia/status/2',
        'https://www.linkedin.com/posts/third',
      ];
      const ids: number[] = [];
      for (const link of links) ids.push(await post(poster, link));
      const pending = await posts();
      expect(pending.items.map((item) => [item.id, item.link, item.state])).toEqual(
        ids.map((id, index) => [id, links[index], 'pending']),
      );
      expect(pending).toMatchObject({ total: 3, limit: 25, offset: 0 });
      expect(pending.items[0]).toMatchObject({
        member: { id: poster.id, firstName: 'Pia', role: 'member' },
        decidedAt: null,
        decidedBy: null,
        reason: null,
        note: null,
      });
      expect((await posts('?limit=1&offset=2')).items.map((item) => item.id)).toEqual([ids[2]]);
      const refused: Array<Record<string, string>> = [{ state: 'open' }, { offset: '-1' }];
      for (const query of refused) {
        expectError(
          await api('GET', `/v1/admin/posts?${new URLSearchParams(query).toString()}`, {
            token: olive.token,
          }),
          'InvalidRequest',
          contractMessage(postQuerySchema, query),
        );
      }

      for (const body of [
        { action: 'publish' },
        { action: 'reject' },
        { action: 'reject', reason: 'boring' },
        { action: 'reject', reason: 'other' },
        { action: 'approve', reason: 'spam' },
      ]) {
        expectError(
          await decidePost(ids[0]!, body),
          'InvalidRequest',
          contractMessage(postDecisionBodySchema, body),
        );
      }
      expect(contractMessage(postDecisionBodySchema, { action: 'reject', reason: 'x' })).toBe(
        apiMessages.unknownReason,
      );
      expectError(
        await decidePost(999999, { action: 'approve', reason: 'professional_post' }),
        'ResourceNotFound',
        apiMessages.postNotFound,
      );

      const approved = expectShape(
        await decidePost(ids[0]!, { action: 'approve', reason: 'professional_post' }),
        200,
        postItemSchema,
      );
      expect(approved).toMatchObject({
        state: 'approved',
        reason: 'professional_post',
        decidedBy: { kind: 'member', id: olive.id, name: 'Olive Operator', role: 'reviewer' },
      });
      expect(approved.decidedAt).not.toBeNull();
      const rejected = expectShape(
        await decidePost(ids[1]!, { action: 'reject', reason: 'other', note: 'Not a post' }),
        200,
        postItemSchema,
      );
      expect(rejected).toMatchObject({ state: 'rejected', reason: 'other', note: 'Not a post' });
      for (const id of [ids[0]!, ids[1]!]) {
        expectError(
          await decidePost(id, { action: 'reject', reason: 'spam' }),
          'ResourceConflict',
          apiMessages.postNotPending,
        );
      }
      expect((await posts()).items.map((item) => item.id)).toEqual([ids[2]]);
      expect((await posts('?state=approved')).items.map((item) => item.id)).toEqual([ids[0]]);
      expect((await posts('?state=rejected')).items.map((item) => item.id)).toEqual([ids[1]]);
    });

    it('posts: nobody moderates their own', async () => {
      const own = await post(olive, 'https://www.linkedin.com/posts/olive');
      expectError(
        await decidePost(own, { action: 'approve', reason: 'professional_post' }),
        'InvalidRequest',
        apiMessages.operatorsCannotActOnThemselves,
      );
      expect((await posts()).items.map((item) => item.id)).toContain(own);
    });

    it('reports: the open queue oldest first; resolve or dismiss with a note, once', async () => {
      const reporter = await publishedMember('reporter@example.com', 'Rhea');
      const subject = await publishedMember('subject@example.com', 'Sid');
      const other = await publishedMember('other@example.com', 'Otto');
      const first = await report(reporter, subject);
      const second = await report(other, subject, 'impersonation');
      const third = await report(subject, reporter, 'misrepresentation');
      const open = await reports();
      expect(open.items.map((item) => item.id)).toEqual([first, second, third]);
      expect(open.total).toBe(3);
      expect(open.items[0]).toMatchObject({
        reason: 'spam',
        note: 'Sells courses in every message',
        state: 'open',
        subject: { id: subject.id, lastName: 'Published' },
        reporter: { id: reporter.id },
        resolvedAt: null,
        resolvedBy: null,
        resolutionNote: null,
      });

      for (const body of [
        { action: 'close', note: 'Nothing found' },
        { action: 'dismiss' },
        { action: 'dismiss', reason: 'no_violation', note: '' },
      ]) {
        expectError(
          await decideReport(first, body),
          'InvalidRequest',
          contractMessage(reportDecisionBodySchema, body),
        );
      }
      expectError(
        await decideReport(999999, {
          action: 'dismiss',
          reason: 'no_violation',
          note: 'Nothing found',
        }),
        'ResourceNotFound',
        apiMessages.reportNotFound,
      );

      const resolved = expectShape(
        await decideReport(first, {
          action: 'resolve',
          reason: 'member_unpublished',
          note: 'Profile unpublished',
        }),
        200,
        reportItemSchema,
      );
      expect(resolved).toMatchObject({
        state: 'resolved',
        resolutionReason: 'member_unpublished',
        resolutionNote: 'Profile unpublished',
        resolvedBy: { kind: 'member', id: olive.id, name: 'Olive Operator', role: 'reviewer' },
      });
      expect(resolved.resolvedAt).not.toBeNull();
      const dismissed = expectShape(
        await decideReport(second, {
          action: 'dismiss',
          reason: 'no_violation',
          note: 'The same person',
        }),
        200,
        reportItemSchema,
      );
      expect(dismissed.state).toBe('dismissed');
      for (const id of [first, second]) {
        expectError(
          await decideReport(id, { action: 'dismiss', reason: 'no_violation', note: 'Again' }),
          'ResourceConflict',
          apiMessages.reportNotOpen,
        );
      }
      expect((await reports()).items.map((item) => item.id)).toEqual([third]);
      // The member page: reports about and by the member, newest first.
      const page = expectShape(
        await api('GET', `/v1/admin/members/${subject.id}`, { token: olive.token }),
        200,
        adminMemberSchema,
      );
      expect(page.reportsAbout.map((item) => [item.id, item.state])).toEqual([
        [second, 'dismissed'],
        [first, 'resolved'],
      ]);
      expect(page.reportsBy.map((item) => item.id)).toEqual([third]);
      expect(page.audit.map((entry) => [entry.action, entry.subject.id, entry.reason])).toEqual([
        // The decision's reason code (issue 38), not the report's own.
        ['report.dismiss', second, 'no_violation'],
        ['report.resolve', first, 'member_unpublished'],
      ]);
      expect((await reports('?state=resolved')).items.map((item) => item.id)).toEqual([first]);
      expect((await reports('?state=dismissed')).items.map((item) => item.id)).toEqual([second]);
      expectError(
        await api('GET', '/v1/admin/reports?state=closed', { token: olive.token }),
        'InvalidRequest',
        contractMessage(reportQuerySchema, { state: 'closed' }),
      );
    });

    it('reports: one about an operator is decided by another operator, an admin', async () => {
      const critic = await publishedMember('critic@example.com', 'Cara');
      const remy = await publishedMember('remy@example.com', 'Remy');
      const about = await report(critic, remy, 'inappropriate');
      await grantRole('remy@example.com', 'admin');
      await passSecondFactor(remy.token);
      expectError(
        await decideReport(
          about,
          { action: 'dismiss', reason: 'no_violation', note: 'Nothing in it' },
          remy.token,
        ),
        'InvalidRequest',
        apiMessages.operatorsCannotActOnThemselves,
      );
      // A reviewer never decides on an operator (issue 38): an admin does.
      const body = { action: 'dismiss', reason: 'no_violation', note: 'Nothing in it' };
      expectError(await decideReport(about, body), 'Forbidden', apiMessages.operatorNeedsAdmin);
      const ada = await operator('ada@example.com', 'Ada', 'admin');
      expectShape(
        await decideReport(about, body, ada.token),
        200,
        reportItemSchema.extend({
          subject: reportItemSchema.shape.subject.unwrap().extend({ role: z.literal('admin') }),
        }),
      );
    });

    it('reports: one about a member who deleted the account stays until decided', async () => {
      const witness = await publishedMember('witness@example.com', 'Wes');
      const leaver = await publishedMember('leaver@example.com', 'Lea');
      const about = await report(witness, leaver, 'impersonation');
      const deleted = await api('POST', '/v1/user/deletion', {
        token: leaver.token,
        body: { password: PASSWORD },
      });
      expect(deleted.status).toBe(204);
      const open = await reports();
      expect(open.items.find((item) => item.id === about)).toMatchObject({
        subject: null,
        reporter: { id: witness.id },
        reason: 'impersonation',
      });
      const resolved = expectShape(
        await decideReport(about, {
          action: 'resolve',
          reason: 'member_deleted',
          note: 'The account is gone',
        }),
        200,
        reportItemSchema,
      );
      expect(resolved).toMatchObject({
        subject: null,
        state: 'resolved',
        resolutionReason: 'member_deleted',
      });
    });
  });
});
