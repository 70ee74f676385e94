import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  auditPageSchema,
  idParamSchema,
  myCheckSchema,
  profileSchema,
  reviewDecisionBodySchema,
  reviewDetailSchema,
  reviewPageSchema,
  reviewQuerySchema,
  revealedSsnSchema,
  reviewStateLabels,
  type ReviewDetail,
  type ReviewState,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// The review queue, one review's page, its steps and decisions, and the audited SSN reveal
// (docs/api.md "Vetting and members"). Both sides start empty: each review is opened by a
// member submitting the check (the harness's publishedMember), and timestamps differ between
// the sides, so the cases assert shapes, states and orders, never times.

type Member = { id: number; token: string };

/** The 409 of a review no longer in the state a step needs ("is in review now"). */
const notOpen = (state: ReviewState) =>
  apiMessages.reviewNotOpen(reviewStateLabels[state].toLowerCase());

/** A notice's due moment as both sides word it in the 409 (server/mail/templates.ts). */
const formatDueDate = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

describeParity('admin reviews', (parity) => {
  const { api, signUp, grantRole, operator, publishedMember, passSecondFactor } = parity;
  describe('admin reviews', () => {
    let reviewer: Member;
    let finance: Member;
    let accountant: Member;
    let third: Member;
    const reviewIds: number[] = [];

    const queue = async (query = '') =>
      expectShape(
        await api('GET', `/v1/admin/reviews${query}`, { token: reviewer.token }),
        200,
        reviewPageSchema,
      );
    const detail = async (id: number) =>
      expectShape(
        await api('GET', `/v1/admin/reviews/${id}`, { token: reviewer.token }),
        200,
        reviewDetailSchema,
      );
    const start = (id: number, token = reviewer.token) =>
      api('POST', `/v1/admin/reviews/${id}/start`, { token });
    const decide = (id: number, body: unknown, token = reviewer.token) =>
      api('POST', `/v1/admin/reviews/${id}/decisions`, { token, body });
    const decided = async (id: number, body: unknown): Promise<ReviewDetail> =>
      expectShape(await decide(id, body), 200, reviewDetailSchema);

    beforeAll(async () => {
      reviewer = await operator('rita@example.com', 'Rita');
      finance = await publishedMember('fay@example.com', 'Fay');
      accountant = await publishedMember('abe@example.com', 'Abe', {
        profession: 'accounting',
        expertises: ['audits'],
      });
      third = await publishedMember('tess@example.com', 'Tess');
    });

    it('operators only: 401 without a token, 403 for a member', async () => {
      const member = await signUp('member-reviews@example.com');
      const endpoints: Array<[string, string, unknown?]> = [
        ['GET', '/v1/admin/reviews'],
        ['GET', '/v1/admin/reviews/1'],
        ['POST', '/v1/admin/reviews/1/start'],
        ['POST', '/v1/admin/reviews/1/decisions', { action: 'clear', reason: 'verified' }],
        ['POST', '/v1/admin/reviews/1/ssn'],
      ];
      for (const [method, path, body] of endpoints) {
        expectError(await api(method, path, { body }), 'Unauthorized', apiMessages.signInRequired);
        expectError(
          await api(method, path, { body, token: member.token }),
          'Forbidden',
          apiMessages.operatorsOnly,
        );
      }
    });

    it('the queue: open reviews oldest first, by state and profession, paged', async () => {
      const page = await queue();
      expect(page).toMatchObject({ total: 3, limit: 25, offset: 0 });
      expect(page.items.map((item) => item.member.id)).toEqual([
        finance.id,
        accountant.id,
        third.id,
      ]);
      expect(page.items.map((item) => [item.state, item.trigger, item.reviewer])).toEqual([
        ['submitted', 'submission', null],
        ['submitted', 'submission', null],
        ['submitted', 'submission', null],
      ]);
      reviewIds.push(...page.items.map((item) => item.id));

      const accounting = await queue('?profession=accounting');
      expect(accounting.items.map((item) => item.member.id)).toEqual([accountant.id]);
      expect(accounting.total).toBe(1);
      expect((await queue('?state=submitted&profession=')).total).toBe(3);
      expect((await queue('?state=cleared')).items).toEqual([]);

      const first = await queue('?limit=2');
      const rest = await queue('?limit=2&offset=2');
      expect([first.items.length, first.total, rest.items.length, rest.total]).toEqual([
        2, 3, 1, 3,
      ]);
      expect([...first.items, ...rest.items].map((item) => item.id)).toEqual(reviewIds);

      const refused: Array<Record<string, string>> = [
        { state: 'decided' },
        { profession: 'astrology' },
        { limit: '0' },
      ];
      for (const query of refused) {
        expectError(
          await api('GET', `/v1/admin/reviews?${new URLSearchParams(query).toString()}`, {
            token: reviewer.token,
          }),
          'InvalidRequest',
          contractMessage(reviewQuerySchema, query),
        );
      }
    });

    it('one review: the profile as the community sees it, the career, no SSN digits', async () => {
      const [id] = reviewIds;
      expectShape(
        await api('POST', '/v1/testimonials', {
          token: finance.token,
          body: { name: 'Grace Hopper', email: 'grace@example.com' },
        }),
        201,
      );
      const page = await detail(id!);
      expect(page.review).toMatchObject({
        id,
        state: 'submitted',
        trigger: 'submission',
        member: { id: finance.id, published: true, complete: true, suspended: false },
        reviewer: null,
        decidedBy: null,
        changes: [],
      });
      expect(page.profile.id).toBe(finance.id);
      expect(page.account.email).toBe('fay@example.com');
      expect(page.positions).toHaveLength(1);
      expect(page.positionMonths).toBe(page.positions[0]!.months);
      expect(page.positionMonths).toBeGreaterThanOrEqual(96);
      expect(page.eligibility).toMatchObject({ eligible: true, complete: true });
      expect(page.educations).toHaveLength(1);
      expect(page.certifications).toEqual([]);
      expect(page.history).toEqual([]);
      // Every testimonial with its status, a pending request too.
      expect(page.testimonials.map((row) => [row.name, row.status])).toEqual([
        ['Grace Hopper', 'pending'],
      ]);
      // As the community sees it: no account e-mail, contact details or role (and no Contact
      // Info to offer: hasContact belongs to a viewer of the profile page).
      const raw = (await api('GET', `/v1/admin/reviews/${id}`, { token: reviewer.token })).body;
      const profile = (raw as { profile: Record<string, unknown> }).profile;
      expect(Object.keys(profile).sort()).toEqual(
        Object.keys(profileSchema.omit({ testimonials: true, hasContact: true }).shape).sort(),
      );

      expectError(
        await api('GET', '/v1/admin/reviews/999999', { token: reviewer.token }),
        'ResourceNotFound',
        apiMessages.reviewNotFound,
      );
      expectError(
        await api('GET', '/v1/admin/reviews/abc', { token: reviewer.token }),
        'InvalidRequest',
        contractMessage(idParamSchema, 'abc'),
      );
    });

    it('start, then clear: the reviewer and the decider are named, a decided review is a 409', async () => {
      const id = reviewIds[0]!;
      const started = expectShape(await start(id), 200, reviewDetailSchema);
      expect(started.review).toMatchObject({
        state: 'in_review',
        reviewer: { kind: 'member', id: reviewer.id, name: 'Rita Operator', role: 'reviewer' },
      });
      expectError(await start(id), 'ResourceConflict', notOpen('in_review'));
      expectError(await start(999999), 'ResourceNotFound', apiMessages.reviewNotFound);

      for (const body of [
        { action: 'clear', reason: 'looks_fine' },
        { action: 'approve', reason: 'verified' },
        { action: 'clear', reason: 'experience_short' },
        { action: 'notice', reason: 'verified' },
        { action: 'notice', reason: 'other' },
        { action: 'clear', reason: 'verified', extra: true },
      ]) {
        expectError(
          await decide(id, body),
          'InvalidRequest',
          contractMessage(reviewDecisionBodySchema, body),
        );
      }
      expect(contractMessage(reviewDecisionBodySchema, { action: 'clear', reason: 'x' })).toBe(
        apiMessages.unknownReason,
      );
      expectError(
        await decide(999999, { action: 'clear', reason: 'verified' }),
        'ResourceNotFound',
        apiMessages.reviewNotFound,
      );
      // A review waiting to be started is not decided yet.
      expectError(
        await decide(reviewIds[2]!, { action: 'clear', reason: 'verified' }),
        'ResourceConflict',
        notOpen('submitted'),
      );

      const cleared = await decided(id, { action: 'clear', reason: 'verified', note: 'All good' });
      expect(cleared.review).toMatchObject({
        state: 'cleared',
        reason: 'verified',
        note: 'All good',
        decidedBy: { kind: 'member', id: reviewer.id, role: 'reviewer' },
        member: { published: true },
      });
      expect(cleared.review.decidedAt).not.toBeNull();
      for (const action of ['clear', 'notice', 'confirm', 'withdraw'] as const) {
        expectError(
          await decide(id, {
            action,
            reason: action === 'clear' ? 'verified' : 'other',
            note: 'A note',
          }),
          'ResourceConflict',
          notOpen('cleared'),
        );
      }
      expectError(await start(id), 'ResourceConflict', notOpen('cleared'));
      expect((await queue()).items.map((item) => item.id)).toEqual(reviewIds.slice(1));
      expect((await queue('?state=cleared')).items.map((item) => item.id)).toEqual([id]);
    });

    it('notice, answered, confirmed: adverse unpublishes; a withdrawn notice is in review again', async () => {
      const [, noticeId, withdrawnId] = reviewIds;
      expectShape(await start(noticeId!), 200, reviewDetailSchema);
      const notice = await decided(noticeId!, {
        action: 'notice',
        reason: 'experience_short',
        note: 'Positions add up to 6 years',
      });
      expect(notice.review).toMatchObject({
        state: 'notice',
        reason: 'experience_short',
        noticeReason: 'experience_short',
        noticeNote: 'Positions add up to 6 years',
        response: null,
        responded: false,
        member: { published: true },
      });
      const due = notice.review.noticeDueAt!;
      expect(Date.parse(due)).toBeGreaterThan(Date.parse(notice.review.noticeSentAt!));
      // Fair to the member: not confirmed while the notice runs unanswered.
      expectError(
        await decide(noticeId!, { action: 'confirm', reason: 'experience_short' }),
        'ResourceConflict',
        apiMessages.noticeRunning(formatDueDate(due)),
      );
      expectError(
        await decide(noticeId!, { action: 'clear', reason: 'verified' }),
        'ResourceConflict',
        notOpen('notice'),
      );
      expectShape(
        await api('POST', '/v1/user/check/response', {
          token: accountant.token,
          body: { response: 'I count 14 years: see my positions.' },
        }),
        200,
        myCheckSchema,
      );
      const answered = await detail(noticeId!);
      expect(answered.review).toMatchObject({
        responded: true,
        response: 'I count 14 years: see my positions.',
      });
      const adverse = await decided(noticeId!, { action: 'confirm', reason: 'experience_short' });
      expect(adverse.review).toMatchObject({
        state: 'adverse',
        noticeDueAt: null,
        decidedBy: { id: reviewer.id },
        member: { id: accountant.id, published: false },
      });
      expectError(
        await api('GET', `/v1/profiles/${accountant.id}`, { token: finance.token }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );

      expectShape(await start(withdrawnId!), 200, reviewDetailSchema);
      await decided(withdrawnId!, { action: 'notice', reason: 'other', note: 'Name differs' });
      const withdrawn = await decided(withdrawnId!, {
        action: 'withdraw',
        reason: 'other',
        note: 'Name matches the licence after all',
      });
      expect(withdrawn.review).toMatchObject({
        state: 'in_review',
        noticeDueAt: null,
        decidedAt: null,
        member: { id: third.id, published: true },
      });
      // The member hears of it (issue 38), in the app as by e-mail.
      const told = await api('GET', '/v1/notifications', { token: third.token });
      expect(
        (told.body as { items: Array<{ kind: string }> }).items.filter(
          (n) => n.kind === 'check_notice_withdrawn',
        ),
      ).toEqual([
        expect.objectContaining({
          subject: { kind: 'review', id: withdrawnId },
          data: { state: 'in_review' },
        }),
      ]);
      expectError(
        await decide(withdrawnId!, { action: 'withdraw', reason: 'other', note: 'again' }),
        'ResourceConflict',
        notOpen('in_review'),
      );
      expect((await queue()).items.map((item) => [item.id, item.state])).toEqual([
        [withdrawnId, 'in_review'],
      ]);
    });

    it('nobody decides their own review: 400, and the review is untouched', async () => {
      const own = await publishedMember('selma@example.com', 'Selma');
      await grantRole('selma@example.com', 'reviewer');
      await passSecondFactor(own.token);
      const { items } = await queue('?state=submitted');
      const id = items.find((item) => item.member.id === own.id)!.id;
      expectError(
        await start(id, own.token),
        'InvalidRequest',
        apiMessages.operatorsCannotActOnThemselves,
      );
      // Another reviewer may not either (issue 38): an admin decides on an operator.
      expectError(await start(id), 'Forbidden', apiMessages.operatorNeedsAdmin);
      const boss = await operator('boss@example.com', 'Boss', 'admin');
      expectShape(await start(id, boss.token), 200, reviewDetailSchema);
      expectError(
        await decide(id, { action: 'clear', reason: 'verified' }, own.token),
        'InvalidRequest',
        apiMessages.operatorsCannotActOnThemselves,
      );
      expect((await detail(id)).review.state).toBe('in_review');
    });

    it('the SSN digits: by asking only, and the reveal is audited', async () => {
      const id = reviewIds[0]!;
      const revealed = expectShape(
        await api('POST', `/v1/admin/reviews/${id}/ssn`, { token: reviewer.token }),
        200,
        revealedSsnSchema,
      );
      expect(revealed).toEqual({ last4: '1234' });
      expect((await detail(id)).review.hasSsn).toBe(true);
      expectError(
        await api('POST', '/v1/admin/reviews/999999/ssn', { token: reviewer.token }),
        'ResourceNotFound',
        apiMessages.reviewNotFound,
      );
      const audit = expectShape(
        await api('GET', `/v1/admin/audit?member=${finance.id}`, { token: reviewer.token }),
        200,
        auditPageSchema,
      );
      expect(audit.items.map((entry) => entry.action)).toEqual([
        'review.reveal_ssn',
        'review.clear',
        'review.start',
      ]);
      expect(audit.items[0]).toMatchObject({
        actor: { kind: 'member', id: reviewer.id, name: 'Rita Operator', role: 'reviewer' },
        subject: { kind: 'review', id, memberId: finance.id, memberName: 'Fay Published' },
        reason: null,
        note: null,
      });
    });

    it('eligibility answers: when each changed; a change joins the open review or opens one', async () => {
      const [clearedId, , openId] = reviewIds;
      const { changedAt } = (await detail(openId!)).eligibility;
      expect(Object.values(changedAt).every((at) => at !== null)).toBe(true);
      const patch = { experienceYears: 19 };
      expectShape(await api('PATCH', '/v1/user', { token: third.token, body: patch }), 200);
      expect((await detail(openId!)).review.changes).toMatchObject([
        { field: 'experienceYears', from: 13, to: 19 },
      ]);
      expectShape(await api('PATCH', '/v1/user', { token: finance.token, body: patch }), 200);
      const reopened = (await queue()).items.find((item) => item.member.id === finance.id)!;
      expect(reopened).toMatchObject({ state: 'submitted', trigger: 'eligibility_changed' });
      const page = await detail(reopened.id);
      expect(page.review.changes).toMatchObject([{ field: 'experienceYears', from: 13, to: 19 }]);
      expect(page.history.map((review) => review.id)).toEqual([clearedId]);
    });
  });
});
