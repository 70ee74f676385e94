import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiMessages, reportItemSchema, reportPageSchema, reportReceiptSchema } from '@/contract';
import { reports } from '@server/db/schema';
import type { Member } from './client';
import { signupOperator, signupPublished } from './admin-helpers';
import { testConfig } from './harness';
import { describeServer } from './suite';

describeServer("'Report this profile' and the operators' reports queue", (suite) => {
  const { api, t } = suite;
  const file = (member: Member | undefined, subjectId: number, body: unknown) =>
    api.call('POST', `/api/v1/profiles/${subjectId}/reports`, { token: member?.token, body });
  const decide = (token: string | undefined, id: number, body: unknown) =>
    api.call('POST', `/api/v1/admin/reports/${id}/decisions`, { token, body });

  it('files a report of a published profile: 201 with the receipt', async () => {
    const reporter = await api.signup();
    const subject = await signupPublished(suite);
    const answer = await file(reporter, subject.id, {
      reason: 'misrepresentation',
      note: 'Claims a licence they do not hold',
    });
    expect(answer.status).toBe(201);
    const receipt = reportReceiptSchema.parse(answer.body);
    expect(receipt.state).toBe('open');
    expect(Object.keys(answer.body).sort()).toEqual(['createdAt', 'id', 'state']);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, receipt.id));
    expect(row).toMatchObject({
      reporterId: reporter.id,
      subjectId: subject.id,
      reason: 'misrepresentation',
      note: 'Claims a licence they do not hold',
      state: 'open',
    });
  });

  it('keeps one open report per reporter and profile: 409 reportExists, again once decided', async () => {
    const reviewer = await signupOperator(suite);
    const reporter = await api.signup();
    const subject = await signupPublished(suite);
    const first = await file(reporter, subject.id, { reason: 'spam' });
    expect(first.status).toBe(201);
    const again = await file(reporter, subject.id, { reason: 'other', note: 'Still spamming' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ResourceConflict', message: apiMessages.reportExists });
    // Another member may report the same profile.
    expect((await file(await api.signup(), subject.id, { reason: 'spam' })).status).toBe(201);
    // Once the report is decided, the reporter may file a new one.
    const dismissed = await decide(reviewer.token, first.body.id, {
      action: 'dismiss',
      reason: 'no_violation',
      note: 'Nothing wrong',
    });
    expect(dismissed.status).toBe(200);
    expect((await file(reporter, subject.id, { reason: 'spam' })).status).toBe(201);
  });

  it('stores one of two identical reports sent at once', async () => {
    const reporter = await api.signup();
    const subject = await signupPublished(suite);
    const answers = await Promise.all([
      file(reporter, subject.id, { reason: 'spam' }),
      file(reporter, subject.id, { reason: 'impersonation' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, reporter.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad reports: 401, 400 for oneself and bad input, 404 for unknown or unlisted', async () => {
    const reporter = await api.signup();
    const subject = await signupPublished(suite);
    const unpublished = await api.signup();
    expect((await file(undefined, subject.id, { reason: 'spam' })).status).toBe(401);
    const self = await file(reporter, reporter.id, { reason: 'spam' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ code: 'InvalidRequest', message: apiMessages.cannotReportSelf });
    for (const id of [999_999, unpublished.id]) {
      const missing = await file(reporter, id, { reason: 'spam' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        code: 'ResourceNotFound',
        message: apiMessages.profileNotFound,
      });
    }
    const reason = await file(reporter, subject.id, { reason: 'rude' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toBe(apiMessages.unknownReason);
    const long = await file(reporter, subject.id, { reason: 'spam', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const extra = await file(reporter, subject.id, { reason: 'spam', state: 'resolved' });
    expect(extra.status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, reporter.id));
    expect(rows).toEqual([]);
  });

  it('queues open reports oldest first for operators, with both members', async () => {
    const reviewer = await signupOperator(suite);
    const reporter = await api.signup({ firstName: 'Rhea', lastName: 'Reporter' });
    const [one, two] = [await signupPublished(suite), await signupPublished(suite)];
    const first = await file(reporter, one.id, { reason: 'spam' });
    const second = await file(reporter, two.id, { reason: 'other', note: 'Odd' });
    const answer = await api.call('GET', '/api/v1/admin/reports?limit=100', {
      token: reviewer.token,
    });
    expect(answer.status).toBe(200);
    const page = reportPageSchema.parse(answer.body);
    expect(page.items.every((item) => item.state === 'open')).toBe(true);
    expect(page.total).toBe(page.items.length);
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    expect(page.items.find((item) => item.id === second.body.id)).toMatchObject({
      reason: 'other',
      note: 'Odd',
      subject: { id: two.id, published: true, suspended: false, role: 'member' },
      reporter: { id: reporter.id, firstName: 'Rhea', lastName: 'Reporter' },
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
    });
    const one1 = await api.call('GET', '/api/v1/admin/reports?limit=1&offset=1', {
      token: reviewer.token,
    });
    expect(one1.body.items.map((item: { id: number }) => item.id)).toEqual([ids[1]]);
  });

  it('resolves a report as an audited decision, once', async () => {
    const reviewer = await signupOperator(suite, 'admin', { firstName: 'Ada' });
    const reporter = await api.signup();
    const subject = await signupPublished(suite, { firstName: 'Sid', lastName: 'Subject' });
    const filed = await file(reporter, subject.id, { reason: 'impersonation' });
    const answer = await decide(reviewer.token, filed.body.id, {
      action: 'resolve',
      reason: 'member_unpublished',
      note: 'Unpublished the profile',
    });
    expect(answer.status).toBe(200);
    expect(reportItemSchema.parse(answer.body)).toMatchObject({
      state: 'resolved',
      resolutionReason: 'member_unpublished',
      resolutionNote: 'Unpublished the profile',
      resolvedBy: { kind: 'member', id: reviewer.id, name: 'Ada Operator', role: 'admin' },
    });
    const audit = await api.call('GET', `/api/v1/admin/audit?member=${subject.id}`, {
      token: reviewer.token,
    });
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'report.resolve',
        actor: { kind: 'member', id: reviewer.id, name: 'Ada Operator', role: 'admin' },
        subject: {
          kind: 'report',
          id: filed.body.id,
          memberId: subject.id,
          memberName: 'Sid Subject',
        },
        // The decision's reason code (issue 38).
        reason: 'member_unpublished',
        note: 'Unpublished the profile',
      }),
    ]);
    const again = await decide(reviewer.token, filed.body.id, {
      action: 'dismiss',
      reason: 'no_violation',
      note: 'No',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ResourceConflict', message: apiMessages.reportNotOpen });
    const resolved = await api.call('GET', '/api/v1/admin/reports?state=resolved&limit=100', {
      token: reviewer.token,
    });
    expect(resolved.body.items.map((item: { id: number }) => item.id)).toContain(filed.body.id);
  });

  it('dismisses a report, audited as report.dismiss', async () => {
    const reviewer = await signupOperator(suite);
    const subject = await signupPublished(suite);
    const filed = await file(await api.signup(), subject.id, { reason: 'inappropriate' });
    const answer = await decide(reviewer.token, filed.body.id, {
      action: 'dismiss',
      reason: 'no_violation',
      note: 'The photo is fine',
    });
    expect(answer.body.state).toBe('dismissed');
    const audit = await api.call(
      'GET',
      `/api/v1/admin/audit?member=${subject.id}&action=report.dismiss`,
      { token: reviewer.token },
    );
    expect(audit.body.total).toBe(1);
  });

  it('guards the admin endpoints and answers the contract messages', async () => {
    const reviewer = await signupOperator(suite);
    const member = await api.signup();
    const subject = await signupPublished(suite);
    const filed = await file(member, subject.id, { reason: 'spam' });
    expect((await api.call('GET', '/api/v1/admin/reports')).status).toBe(401);
    expect(
      (
        await decide(undefined, filed.body.id, {
          action: 'dismiss',
          reason: 'no_violation',
          note: 'x',
        })
      ).status,
    ).toBe(401);
    const forbidden = await api.call('GET', '/api/v1/admin/reports', { token: member.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(apiMessages.operatorsOnly);
    expect(
      (
        await decide(member.token, filed.body.id, {
          action: 'dismiss',
          reason: 'no_violation',
          note: 'x',
        })
      ).status,
    ).toBe(403);
    const unknown = await decide(reviewer.token, 999_999, {
      action: 'dismiss',
      reason: 'no_violation',
      note: 'Gone',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'ResourceNotFound', message: apiMessages.reportNotFound });
    const action = await decide(reviewer.token, filed.body.id, { action: 'ban', note: 'x' });
    expect(action.status).toBe(400);
    expect(action.body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.unknownAction,
      field: 'action',
    });
    const noNote = await decide(reviewer.token, filed.body.id, { action: 'dismiss' });
    expect(noNote.status).toBe(400);
    expect(
      (await api.call('GET', '/api/v1/admin/reports?state=closed', { token: reviewer.token }))
        .status,
    ).toBe(400);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, filed.body.id));
    expect(row?.state).toBe('open');
  });

  it('does not let an operator decide a report about themselves', async () => {
    const reviewer = await signupOperator(suite);
    await api.completeProfile(reviewer, { publish: true });
    const filed = await file(await api.signup(), reviewer.id, { reason: 'spam' });
    expect(filed.status).toBe(201);
    const answer = await decide(reviewer.token, filed.body.id, {
      action: 'dismiss',
      reason: 'no_violation',
      note: 'Me?',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(apiMessages.operatorsCannotActOnThemselves);
  });
});

describeServer(
  'report throttling',
  (suite) => {
    const { api } = suite;
    it('answers 429 once a member filed their reports for the hour; another member still reports', async () => {
      const reporter = await api.signup();
      const subjects = await Promise.all([1, 2, 3, 4].map(() => signupPublished(suite)));
      const file = (member: Member, id: number) =>
        api.call('POST', `/api/v1/profiles/${id}/reports`, {
          token: member.token,
          body: { reason: 'spam' },
        });
      for (const subject of subjects.slice(0, 3)) {
        expect((await file(reporter, subject.id)).status).toBe(201);
      }
      const over = await file(reporter, subjects[3]!.id);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RequestThrottled');
      // Counted before the work: the refused report is not stored.
      const rows = await suite.t.database.db
        .select()
        .from(reports)
        .where(eq(reports.reporterId, reporter.id));
      expect(rows).toHaveLength(3);
      expect((await file(await api.signup(), subjects[3]!.id)).status).toBe(201);
    });
  },
  {
    rateLimits: {
      ...testConfig().rateLimits,
      reports: { perIp: 100, perAccount: 3, windowSeconds: 60 },
    },
  },
);
