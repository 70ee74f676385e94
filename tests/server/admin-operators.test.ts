import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, auditPageSchema, reportItemSchema } from '@/contract';
import { auditLog, notifications, reviews, sessions } from '@server/db/schema';
import { fanOutToWatchers } from '@server/jobs/watcherFanOut';
import { sendReviewReminders } from '@server/jobs/reviewReminders';
import { applyRoleCommand, describeOutcome } from '@server/operators/requests';
import { postLink, signupOperator, signupPublished } from './admin-helpers';
import type { Member } from './client';
import { describeServer } from './suite';

// Issue 38 item 6, "Operators are bounded and accountable" (all but the second factor), and
// reports about a deleted member: only an admin acts on an operator; the command line lifts a
// suspension; a sign-in re-reads the suspension where its session starts; a withdrawn notice is
// news to the member; watchers hear after the decision's commit, each once; the audit log
// filters by subject and carries the request's UUID, which its log line carries too; posts and
// reports are decided with a reason code; a notice still running waits on the member.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeServer(
  'operators bounded and accountable',
  (suite) => {
    const { api, t, logged } = suite;
    let reviewer: Member;
    let admin: Member;
    let otherReviewer: Member;
    let otherAdmin: Member;

    const act = (token: string, id: number, body: unknown, headers?: Record<string, string>) =>
      api.call('POST', `/api/v1/admin/members/${id}/actions`, { token, body, headers });
    const audit = (token: string, query: string) =>
      api.call('GET', `/api/v1/admin/audit${query}`, { token });
    const entriesAbout = (memberId: number) =>
      t.database.db.select().from(auditLog).where(eq(auditLog.memberId, memberId));
    const liveSessions = (userId: number) =>
      t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    const noticesOf = (userId: number, kind: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
    const outbox = async (to: string) =>
      (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as Array<{
        subject: string;
        text: string;
        html: string | null;
      }>;

    /** A member who completed the profile and submitted the check (a review in the queue). */
    async function submitted(names: { firstName: string; lastName: string }): Promise<Member> {
      const created = await api.signup(names);
      await api.completeProfile(created);
      const answer = await api.call('POST', '/api/v1/profiles', {
        token: created.token,
        body: { ssn: '1357' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return created;
    }
    const reviewOf = async (memberId: number) =>
      (await t.app.ctx.repos.reviews.latestOf(memberId))!.id;
    const decide = (token: string, id: number, body: unknown) =>
      api.call('POST', `/api/v1/admin/reviews/${id}/decisions`, { token, body });

    beforeAll(async () => {
      reviewer = await signupOperator(suite, 'reviewer', { firstName: 'Rita', lastName: 'Rev' });
      otherReviewer = await signupOperator(suite, 'reviewer', {
        firstName: 'Ron',
        lastName: 'Rev',
      });
      admin = await signupOperator(suite, 'admin', { firstName: 'Ada', lastName: 'Min' });
      otherAdmin = await signupOperator(suite, 'admin', { firstName: 'Abe', lastName: 'Min' });
    });

    describe('only an admin acts on an operator', () => {
      it('refuses a reviewer who suspends or unpublishes an operator (403), changing nothing', async () => {
        for (const [target, action] of [
          [admin, 'suspend'],
          [otherReviewer, 'unpublish'],
          [admin, 'unsuspend'],
        ] as const) {
          const answer = await act(reviewer.token, target.id, { action, reason: 'spam' });
          expect(answer.status).toBe(403);
          expect(answer.body).toEqual({
            code: 'Forbidden',
            message: apiMessages.operatorNeedsAdmin,
          });
          expect(await entriesAbout(target.id)).toEqual([]);
        }
        // The admin still signs in and works.
        expect(
          (await api.call('GET', '/api/v1/admin/reviews', { token: admin.token })).status,
        ).toBe(200);
        // An admin may, and a reviewer still acts on members.
        const third = await signupOperator(suite, 'reviewer', {
          firstName: 'Tia',
          lastName: 'Rev',
        });
        const suspended = await act(otherAdmin.token, third.id, {
          action: 'suspend',
          reason: 'policy_violation',
        });
        expect(suspended.status).toBe(200);
        expect(
          (
            await act(otherAdmin.token, third.id, {
              action: 'unsuspend',
              reason: 'resolved',
            })
          ).status,
        ).toBe(200);
        const member = await signupPublished(suite);
        expect(
          (await act(reviewer.token, member.id, { action: 'unpublish', reason: 'spam' })).status,
        ).toBe(200);
      });

      it("refuses a reviewer a decision on an operator's post or a report about one", async () => {
        await api.completeProfile(otherReviewer, { publish: true });
        const post = await postLink(
          suite,
          otherReviewer,
          'https://www.linkedin.com/posts/ron-rev_1',
        );
        const byReviewer = await api.call('POST', `/api/v1/admin/posts/${post}/decisions`, {
          token: reviewer.token,
          body: { action: 'approve', reason: 'professional_post' },
        });
        expect(byReviewer.status).toBe(403);
        expect(byReviewer.body.message).toBe(apiMessages.operatorNeedsAdmin);
        const byAdmin = await api.call('POST', `/api/v1/admin/posts/${post}/decisions`, {
          token: admin.token,
          body: { action: 'approve', reason: 'professional_post' },
        });
        expect(byAdmin.status).toBe(200);
        expect(byAdmin.body).toMatchObject({ state: 'approved', reason: 'professional_post' });

        const reporter = await api.signup();
        const filed = await api.call('POST', `/api/v1/profiles/${otherReviewer.id}/reports`, {
          token: reporter.token,
          body: { reason: 'spam' },
        });
        expect(filed.status).toBe(201);
        const body = { action: 'dismiss', reason: 'no_violation', note: 'A professional post.' };
        const refused = await api.call('POST', `/api/v1/admin/reports/${filed.body.id}/decisions`, {
          token: reviewer.token,
          body,
        });
        expect(refused.status).toBe(403);
        const dismissed = await api.call(
          'POST',
          `/api/v1/admin/reports/${filed.body.id}/decisions`,
          { token: admin.token, body },
        );
        expect(dismissed.status).toBe(200);
      });
    });

    describe('a suspension', () => {
      it('committed while the password is verified leaves no session', async () => {
        const member = await api.signup({ firstName: 'Sue', lastName: 'Racing' });
        const users = t.app.ctx.repos.users;
        const findByEmail = users.findByEmail;
        // The sign-in has read the account (not suspended) and goes on to hash the password:
        // meanwhile an admin's suspension commits.
        users.findByEmail = async (email: string) => {
          const row = await findByEmail.call(users, email);
          if (row?.id === member.id) {
            const suspended = await act(admin.token, member.id, {
              action: 'suspend',
              reason: 'policy_violation',
            });
            expect(suspended.status).toBe(200);
          }
          return row;
        };
        try {
          const signIn = await api.login(member.email, member.password);
          expect(signIn.status).toBe(403);
          expect(signIn.body).toEqual({ code: 'Forbidden', message: apiMessages.accountSuspended });
        } finally {
          users.findByEmail = findByEmail;
        }
        expect(await liveSessions(member.id)).toEqual([]);
      });

      it('is lifted from the command line (npm run operator -- lift), audited by cli', async () => {
        const member = await signupPublished(suite, { firstName: 'Liz', lastName: 'Lifted' });
        expect(
          (await act(admin.token, member.id, { action: 'suspend', reason: 'spam' })).status,
        ).toBe(200);
        expect((await api.login(member.email, member.password)).status).toBe(403);

        const lifted = await applyRoleCommand(t.app.ctx, { action: 'lift', email: member.email });
        expect(lifted).toEqual({
          result: 'lifted',
          email: member.email,
          memberId: member.id,
          listed: true,
        });
        expect(describeOutcome(lifted)).toEqual({
          ok: true,
          message: `${member.email} is no longer suspended and can sign in again; the profile is listed again, as it was.`,
        });
        // As lifting over HTTP: the account signs in, the profile is listed again.
        expect((await api.login(member.email, member.password)).status).toBe(200);
        expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(200);
        const [entry] = (await entriesAbout(member.id)).filter(
          (row) => row.action === 'member.unsuspend',
        );
        expect(entry).toMatchObject({
          actorKind: 'cli',
          actorId: null,
          subjectKind: 'member',
          subjectId: member.id,
        });

        const again = await applyRoleCommand(t.app.ctx, { action: 'lift', email: member.email });
        expect(describeOutcome(again)).toEqual({
          ok: true,
          message: `${member.email} is not suspended: nothing changed.`,
        });
        const unknown = await applyRoleCommand(t.app.ctx, {
          action: 'lift',
          email: 'nobody@example.com',
        });
        expect(describeOutcome(unknown).ok).toBe(false);
      });
    });

    it('tells the member when an adverse notice is withdrawn, in the app and by e-mail', async () => {
      const member = await submitted({ firstName: 'Wendy', lastName: 'Withdrawn' });
      const id = await reviewOf(member.id);
      await api.call('POST', `/api/v1/admin/reviews/${id}/start`, { token: reviewer.token });
      expect(
        (await decide(reviewer.token, id, { action: 'notice', reason: 'not_independent' })).status,
      ).toBe(200);
      const withdrawn = await decide(reviewer.token, id, {
        action: 'withdraw',
        reason: 'other',
        note: 'The employer was a client',
      });
      expect(withdrawn.status).toBe(200);
      const [notice] = await noticesOf(member.id, 'check_notice_withdrawn');
      expect(notice).toMatchObject({
        subjectKind: 'review',
        subjectId: id,
        data: { state: 'in_review' },
      });
      expect(notice!.emailedAt).not.toBeNull();
      const mail = (await outbox(member.email)).find(
        (m) => m.subject === 'The adverse notice on your background check was withdrawn',
      );
      expect(mail?.text).toContain(
        'A reviewer withdrew the adverse notice on your background check',
      );
      const centre = await api.call('GET', '/api/v1/notifications', { token: member.token });
      expect(centre.body.items.map((n: { kind: string }) => n.kind)).toContain(
        'check_notice_withdrawn',
      );
    });

    it("tells a member's watchers after the commit, each once, e-mailing who wants it at once", async () => {
      const watched = await signupPublished(suite, { firstName: 'Wade', lastName: 'Watched' });
      const eager = await api.signup({ firstName: 'Eve', lastName: 'Eager' });
      const patient = await api.signup({ firstName: 'Pat', lastName: 'Patient' });
      for (const watcher of [eager, patient]) {
        const put = await api.call('PUT', `/api/v1/user/watching/${watched.id}`, {
          token: watcher.token,
        });
        expect(put.status).toBe(200);
      }
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: eager.token,
        body: { kinds: { watched_unpublished: 'immediate' } },
      });
      const unpublished = await act(admin.token, watched.id, {
        action: 'unpublish',
        reason: 'spam',
      });
      expect(unpublished.status).toBe(200);
      for (const watcher of [eager, patient]) {
        const rows = await noticesOf(watcher.id, 'watched_unpublished');
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          actorId: watched.id,
          subjectKind: 'member',
          subjectId: watched.id,
        });
      }
      expect((await noticesOf(eager.id, 'watched_unpublished'))[0]!.emailedAt).not.toBeNull();
      expect((await noticesOf(patient.id, 'watched_unpublished'))[0]!.emailedAt).toBeNull();
      expect(
        (await outbox(eager.email)).some((m) => m.subject === 'Wade Watched is no longer listed'),
      ).toBe(true);
      expect(
        (await outbox(patient.email)).some((m) => m.subject.includes('no longer listed')),
      ).toBe(false);

      // A job run again (a retry) writes nothing twice.
      const [row] = await noticesOf(eager.id, 'watched_unpublished');
      await fanOutToWatchers(t.app.ctx, {
        memberId: watched.id,
        kind: 'watched_unpublished',
        subject: { kind: 'member', id: watched.id },
        at: row!.createdAt,
      });
      expect(await noticesOf(eager.id, 'watched_unpublished')).toHaveLength(1);
      expect(await noticesOf(patient.id, 'watched_unpublished')).toHaveLength(1);
    });

    describe('the audit log', () => {
      it('filters by subject, and a subject id needs its kind', async () => {
        const member = await signupPublished(suite);
        await act(admin.token, member.id, { action: 'unpublish', reason: 'spam' });
        await act(admin.token, member.id, { action: 'republish', reason: 'resolved' });
        const page = await audit(reviewer.token, `?subjectKind=member&subjectId=${member.id}`);
        expect(page.status).toBe(200);
        const parsed = auditPageSchema.parse(page.body);
        expect(parsed.items.map((entry) => entry.action)).toEqual([
          'member.republish',
          'member.unpublish',
        ]);
        expect(parsed.items.every((entry) => entry.subject.id === member.id)).toBe(true);
        const kindOnly = auditPageSchema.parse(
          (await audit(reviewer.token, '?subjectKind=member')).body,
        );
        expect(kindOnly.items.every((entry) => entry.subject.kind === 'member')).toBe(true);
        const bad = await audit(reviewer.token, `?subjectId=${member.id}`);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({
          code: 'InvalidRequest',
          message: apiMessages.subjectIdNeedsKind,
        });
        expect((await audit(reviewer.token, '?subjectKind=planet')).status).toBe(400);
      });

      it("carries the request's own UUID, which its log line carries too; a client's id is not taken", async () => {
        const member = await signupPublished(suite);
        const planted = '00000000-0000-4000-8000-000000000000';
        const answer = await act(
          admin.token,
          member.id,
          { action: 'unpublish', reason: 'spam' },
          { 'x-request-id': planted },
        );
        expect(answer.status).toBe(200);
        const [entry] = await entriesAbout(member.id);
        expect(entry!.requestId).toMatch(UUID);
        expect(entry!.requestId).not.toBe(planted);
        const lines = logged()
          .split('\n')
          .filter((line) => line.includes(entry!.requestId!));
        expect(lines.some((line) => line.includes('/actions'))).toBe(true);
        expect(logged()).not.toContain(planted);
      });
    });

    describe('reason codes', () => {
      it('asks an approval for a reason of its own list', async () => {
        const member = await signupPublished(suite);
        const post = await postLink(suite, member, 'https://www.linkedin.com/posts/member_2');
        const url = `/api/v1/admin/posts/${post}/decisions`;
        for (const [body, message] of [
          [{ action: 'approve' }, apiMessages.chooseReason],
          [{ action: 'approve', reason: 'spam' }, apiMessages.reasonNotForAction],
          [{ action: 'reject', reason: 'community_news' }, apiMessages.reasonNotForAction],
          [{ action: 'approve', reason: 'other' }, apiMessages.noteRequired],
        ] as const) {
          const answer = await api.call('POST', url, { token: reviewer.token, body });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toBe(message);
        }
        const approved = await api.call('POST', url, {
          token: reviewer.token,
          body: { action: 'approve', reason: 'member_expertise' },
        });
        expect(approved.body).toMatchObject({ state: 'approved', reason: 'member_expertise' });
        const [entry] = (await entriesAbout(member.id)).filter(
          (row) => row.action === 'post.approve',
        );
        expect(entry!.reason).toBe('member_expertise');
      });

      it('keeps a report about a member who deleted the account, and resolves it with a reason', async () => {
        const subject = await signupPublished(suite, { firstName: 'Gus', lastName: 'Gone' });
        const reporter = await api.signup();
        const filed = await api.call('POST', `/api/v1/profiles/${subject.id}/reports`, {
          token: reporter.token,
          body: { reason: 'impersonation' },
        });
        expect(filed.status).toBe(201);
        const deleted = await api.call('POST', '/api/v1/user/deletion', {
          token: subject.token,
          body: { password: subject.password },
        });
        expect(deleted.status).toBe(204);

        const open = await api.call('GET', '/api/v1/admin/reports?limit=100', {
          token: reviewer.token,
        });
        const item = reportItemSchema.parse(
          open.body.items.find((r: { id: number }) => r.id === filed.body.id),
        );
        expect(item).toMatchObject({ subject: null, reason: 'impersonation', state: 'open' });

        const url = `/api/v1/admin/reports/${filed.body.id}/decisions`;
        const noReason = await api.call('POST', url, {
          token: reviewer.token,
          body: { action: 'resolve', note: 'Gone' },
        });
        expect(noReason.status).toBe(400);
        expect(noReason.body.message).toBe(apiMessages.chooseReason);
        const wrong = await api.call('POST', url, {
          token: reviewer.token,
          body: { action: 'resolve', reason: 'no_violation', note: 'Gone' },
        });
        expect(wrong.body.message).toBe(apiMessages.reasonNotForAction);
        const resolved = await api.call('POST', url, {
          token: reviewer.token,
          body: { action: 'resolve', reason: 'member_deleted', note: 'The account is gone.' },
        });
        expect(resolved.status).toBe(200);
        expect(reportItemSchema.parse(resolved.body)).toMatchObject({
          subject: null,
          state: 'resolved',
          resolutionReason: 'member_deleted',
          resolutionNote: 'The account is gone.',
        });
        const [entry] = await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.subjectKind, 'report'), eq(auditLog.subjectId, filed.body.id)));
        expect(entry).toMatchObject({
          action: 'report.resolve',
          reason: 'member_deleted',
          memberId: null,
        });
      });
    });

    it('counts and reminds only the reviews that wait on reviewers, not a notice still running', async () => {
      const now = t.app.ctx.now();
      const waitingBefore = (await t.app.ctx.repos.reviews.waiting(now)).count;
      const queued = await submitted({ firstName: 'Quin', lastName: 'Queued' });
      const noticed = await submitted({ firstName: 'Nia', lastName: 'Noticed' });
      const lapsed = await submitted({ firstName: 'Lars', lastName: 'Lapsed' });
      for (const member of [noticed, lapsed]) {
        const id = await reviewOf(member.id);
        await api.call('POST', `/api/v1/admin/reviews/${id}/start`, { token: reviewer.token });
        await decide(reviewer.token, id, { action: 'notice', reason: 'not_independent' });
      }
      // The lapsed notice's five business days are over: a reviewer confirms or withdraws it.
      await t.database.db
        .update(reviews)
        .set({ noticeDueAt: new Date(now.getTime() - 60_000) })
        .where(eq(reviews.id, await reviewOf(lapsed.id)));
      expect((await t.app.ctx.repos.reviews.waiting(t.app.ctx.now())).count).toBe(
        waitingBefore + 2,
      );

      // A day and a bit later, the reminder lists the queued and the lapsed, not the running one.
      const later = new Date(now.getTime() + 25 * 60 * 60 * 1000);
      await t.database.db
        .update(reviews)
        .set({ noticeDueAt: new Date(later.getTime() + 24 * 60 * 60 * 1000) })
        .where(eq(reviews.id, await reviewOf(noticed.id)));
      const run = await sendReviewReminders({ ...t.app.ctx, now: () => later });
      expect(run.waiting).toBe(waitingBefore + 2);
      const [mail] = (await outbox(reviewer.email)).filter((m) => m.subject.includes('review'));
      expect(mail?.text).toContain('Quin Queued');
      expect(mail?.text).toContain('Lars Lapsed');
      expect(mail?.text).not.toContain('Nia Noticed');
      void queued;
    });
  },
  { logLevel: 'info' },
  { captureLog: true },
);
