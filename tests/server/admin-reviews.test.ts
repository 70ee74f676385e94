import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  apiMessages,
  NOTICE_RESPONSE_BUSINESS_DAYS,
  reviewDetailSchema,
  reviewPageSchema,
  reviewReasonLabels,
  totalPositionMonths,
  type ReviewDetail,
} from '@/contract';
import { formatDueDate } from '@server/mail/templates';
import { notifications, reviews } from '@server/db/schema';
import { signupOperator } from './admin-helpers';
import type { Answer, Member } from './client';
import { describeServer } from './suite';

// The review queue, one review's page and its decisions (docs/architecture.md "Operators and
// vetting"): the role checks, the transitions, one transaction per decision (state,
// visibility, audit, notification, e-mail), the concurrent decision, the fair adverse flow,
// and the SSN digits that only an audited reveal answers.

const SSN = '8642';
const METRICS_TOKEN = 'metrics-token-for-vetting';
// The digits as a value of their own: not inside a longer number, a uuid or a hash.
const SSN_IN_TEXT = new RegExp(`(^|[^0-9a-z])${SSN}([^0-9a-z]|$)`, 'i');

describeServer(
  'the review queue and decisions',
  (suite) => {
    const { api, t } = suite;
    let reviewer: Member;
    let second: Member;
    let member: Member;
    // Every answer a test reads: none may carry the SSN digits but the reveal's.
    const answers: Answer[] = [];
    const seen = async (answer: Promise<Answer>) => {
      const read = await answer;
      answers.push(read);
      return read;
    };

    const reviews$ = (token: string | undefined, query = '') =>
      seen(api.call('GET', `/api/v1/admin/reviews${query}`, { token }));
    const detail = (token: string | undefined, id: number) =>
      seen(api.call('GET', `/api/v1/admin/reviews/${id}`, { token }));
    const start = (token: string | undefined, id: number) =>
      seen(api.call('POST', `/api/v1/admin/reviews/${id}/start`, { token }));
    const decide = (token: string | undefined, id: number, body: unknown) =>
      seen(api.call('POST', `/api/v1/admin/reviews/${id}/decisions`, { token, body }));
    const reveal = (token: string | undefined, id: number) =>
      api.call('POST', `/api/v1/admin/reviews/${id}/ssn`, { token });

    /** A member who completed the profile and submitted the check (published, in the queue). */
    async function submitted(
      names: { firstName: string; lastName: string },
      profession: 'accounting' | 'finance' = 'accounting',
    ): Promise<Member> {
      const created = await api.signup(names);
      await api.completeProfile(created);
      if (profession === 'finance') {
        await api.call('PATCH', '/api/v1/user', {
          token: created.token,
          body: { profession: 'finance', expertises: ['fpa'] },
        });
      }
      const answer = await api.call('POST', '/api/v1/profiles', {
        token: created.token,
        body: { ssn: SSN },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return created;
    }
    const reviewIdOf = async (memberId: number) =>
      (await t.app.ctx.repos.reviews.latestOf(memberId))!.id;
    const outbox = async (to: string) =>
      (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as Array<{
        subject: string;
        text: string;
        links: string[];
      }>;
    const noticesOf = (userId: number) =>
      t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

    beforeAll(async () => {
      reviewer = await signupOperator(suite, 'reviewer', { firstName: 'Rae', lastName: 'Viewer' });
      second = await signupOperator(suite, 'admin', { firstName: 'Al', lastName: 'Min' });
      member = await submitted({ firstName: 'Quinn', lastName: 'Queued' });
    });

    describe('who may', () => {
      it('is 401 without a token and 403 for a member, on every review endpoint', async () => {
        const id = await reviewIdOf(member.id);
        const calls = [
          (token?: string) => reviews$(token),
          (token?: string) => detail(token, id),
          (token?: string) => start(token, id),
          (token?: string) => decide(token, id, { action: 'clear', reason: 'verified' }),
          (token?: string) => reveal(token, id),
        ];
        for (const call of calls) {
          const anonymous = await call(undefined);
          expect(anonymous.status).toBe(401);
          expect(anonymous.body).toMatchObject({
            code: 'Unauthorized',
            message: apiMessages.signInRequired,
          });
          const asMember = await call(member.token);
          expect(asMember.status).toBe(403);
          expect(asMember.body).toEqual({
            code: 'Forbidden',
            message: apiMessages.operatorsOnly,
          });
        }
        // Nothing happened: the review still waits.
        expect((await t.app.ctx.repos.reviews.latestOf(member.id))!.state).toBe('submitted');
      });

      it('answers 404 for an unknown review and 400 for a bad id, query or body', async () => {
        const { token } = reviewer;
        for (const answer of [
          await detail(token, 999_999),
          await start(token, 999_999),
          await decide(token, 999_999, { action: 'clear', reason: 'verified' }),
          await reveal(token, 999_999),
        ]) {
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual({
            code: 'ResourceNotFound',
            message: apiMessages.reviewNotFound,
          });
        }
        expect((await api.call('GET', '/api/v1/admin/reviews/abc', { token })).status).toBe(400);
        expect((await reviews$(token, '?state=maybe')).status).toBe(400);
        expect((await reviews$(token, '?limit=0')).status).toBe(400);
        const id = await reviewIdOf(member.id);
        const bad: Array<[unknown, string]> = [
          [{ action: 'clear', reason: 'because' }, apiMessages.unknownReason],
          [{ action: 'approve', reason: 'verified' }, apiMessages.unknownAction],
          [{ action: 'clear', reason: 'adverse_record' }, apiMessages.reasonNotForAction],
          [{ action: 'notice', reason: 'verified' }, apiMessages.reasonNotForAction],
          [{ action: 'notice', reason: 'other' }, apiMessages.noteRequired],
          [{ action: 'clear', reason: 'verified', extra: true }, ''],
        ];
        for (const [body, message] of bad) {
          const answer = await decide(token, id, body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body.code).toBe('InvalidRequest');
          if (message) expect(answer.body.message).toBe(message);
        }
        expect((await t.app.ctx.repos.reviews.latestOf(member.id))!.state).toBe('submitted');
      });

      it('refuses an operator acting on their own review', async () => {
        const own = await signupOperator(suite, 'reviewer', { firstName: 'Sol', lastName: 'Self' });
        await api.completeProfile(own, { publish: true });
        const id = await reviewIdOf(own.id);
        const answer = await start(own.token, id);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(apiMessages.operatorsCannotActOnThemselves);
        // Another reviewer may not act on an operator (issue 38): only an admin may.
        const byReviewer = await start(reviewer.token, id);
        expect(byReviewer.status).toBe(403);
        expect(byReviewer.body).toEqual({
          code: 'Forbidden',
          message: apiMessages.operatorNeedsAdmin,
        });
        expect((await start(second.token, id)).status).toBe(200);
        expect((await decide(own.token, id, { action: 'clear', reason: 'verified' })).status).toBe(
          400,
        );
      });
    });

    describe('the queue', () => {
      it('lists open reviews oldest first, by state and profession, paginated with a total', async () => {
        const first = await submitted({ firstName: 'Ann', lastName: 'First' });
        const finance = await submitted({ firstName: 'Fin', lastName: 'Ance' }, 'finance');
        const last = await submitted({ firstName: 'Lou', lastName: 'Last' });
        const { token } = reviewer;

        const open = reviewPageSchema.parse((await reviews$(token, '?limit=100')).body);
        const ours = [first, finance, last].map((m) => m.id);
        const order = open.items.filter((item) => ours.includes(item.member.id));
        expect(order.map((item) => item.member.id)).toEqual(ours);
        const openedAt = open.items.map((item) => item.openedAt);
        expect([...openedAt].sort()).toEqual(openedAt);
        expect(
          open.items.every((item) => ['submitted', 'in_review', 'notice'].includes(item.state)),
        ).toBe(true);
        expect(open.total).toBe(open.items.length);
        expect(order[0]).toMatchObject({
          state: 'submitted',
          trigger: 'submission',
          reviewer: null,
          noticeDueAt: null,
          responded: false,
          decidedAt: null,
          reason: null,
          member: {
            id: first.id,
            firstName: 'Ann',
            lastName: 'First',
            email: first.email,
            profession: 'accounting',
            role: 'member',
            published: true,
            complete: true,
            suspended: false,
          },
        });

        const byProfession = reviewPageSchema.parse(
          (await reviews$(token, '?profession=finance')).body,
        );
        expect(byProfession.items.map((item) => item.member.id)).toEqual([finance.id]);
        expect(byProfession.total).toBe(1);

        const paged = reviewPageSchema.parse((await reviews$(token, '?limit=1&offset=1')).body);
        expect(paged).toMatchObject({ limit: 1, offset: 1, total: open.total });
        expect(paged.items).toEqual([open.items[1]]);

        await start(token, await reviewIdOf(finance.id));
        const inReview = reviewPageSchema.parse((await reviews$(token, '?state=in_review')).body);
        expect(inReview.items.map((item) => item.member.id)).toContain(finance.id);
        expect(inReview.items.every((item) => item.state === 'in_review')).toBe(true);
        expect(inReview.items.find((item) => item.member.id === finance.id)?.reviewer).toEqual({
          kind: 'member',
          id: reviewer.id,
          name: 'Rae Viewer',
          role: 'reviewer',
        });
        const submittedOnly = reviewPageSchema.parse(
          (await reviews$(token, '?state=submitted&limit=100')).body,
        );
        expect(submittedOnly.items.map((item) => item.member.id)).not.toContain(finance.id);
      });

      it('reads open reviews from the partial index reviews_open_idx', async () => {
        // Many decided reviews and a few open ones, as a community's table looks after a while.
        const bulk = await api.signup({ firstName: 'Bo', lastName: 'Bulk' });
        const decided = Array.from({ length: 3000 }, (_, i) => ({
          userId: bulk.id,
          trigger: 'submission',
          state: 'cleared',
          reason: 'verified',
          openedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
          decidedAt: new Date(Date.UTC(2025, 0, 2, 0, i)),
        }));
        for (let i = 0; i < decided.length; i += 500) {
          await t.database.db.insert(reviews).values(decided.slice(i, i + 500));
        }
        await t.database.analyze();
        const plan = await t.app.ctx.repos.reviews.queuePlan({
          state: 'open',
          limit: 25,
          offset: 0,
        });
        expect(plan).toContain('reviews_open_idx');
      });
    });

    describe('one review', () => {
      it('shows everything the decision needs on one page, without the SSN digits', async () => {
        const writer = await api.call('POST', '/api/v1/testimonials', {
          token: member.token,
          body: { name: 'Wendy Writer', email: 'wendy.writer@example.com' },
        });
        expect(writer.status).toBe(201);
        const id = await reviewIdOf(member.id);
        const answer = await detail(reviewer.token, id);
        expect(answer.status).toBe(200);
        const page: ReviewDetail = reviewDetailSchema.parse(answer.body);
        expect(page.review).toMatchObject({
          id,
          state: 'submitted',
          trigger: 'submission',
          hasSsn: true,
          changes: [],
          decidedBy: null,
          member: { id: member.id, email: member.email },
        });
        // The profile as the community sees it: no account e-mail, contact details or role.
        expect(page.profile).toMatchObject({ id: member.id, firstName: 'Quinn', published: true });
        for (const hidden of ['email', 'website', 'contactEmail', 'contactPhone', 'role']) {
          expect(page.profile).not.toHaveProperty(hidden);
        }
        expect(page.account.email).toBe(member.email);
        expect(page.positions).toHaveLength(1);
        expect(page.positions[0]!.months).toBe(120);
        expect(page.positionMonths).toBe(totalPositionMonths(page.positions, new Date()));
        expect(page.educations).toHaveLength(1);
        expect(page.certifications).toEqual([]);
        // Every testimonial with its status, the pending request included.
        expect(page.testimonials.map((item) => item.status)).toEqual(['pending']);
        expect(page.eligibility).toMatchObject({ eligible: true, complete: true });
        expect(page.eligibility.changedAt.experienceYears).not.toBeNull();
        expect(page.history).toEqual([]);
      });

      it('reveals the last four digits on request, and the reveal is audited', async () => {
        const id = await reviewIdOf(member.id);
        const answer = await reveal(reviewer.token, id);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ last4: SSN });
        const entries = await t.app.ctx.repos.audit.forSubject('review', id);
        expect(entries[0]!.entry).toMatchObject({
          action: 'review.reveal_ssn',
          actorKind: 'member',
          actorId: reviewer.id,
          actorRole: 'reviewer',
          memberId: member.id,
        });
        expect(entries[0]!.entry.requestId).toEqual(expect.any(String));

        // A review with no check on file (opened by the server for a member who never submitted).
        const bare = await api.signup({ firstName: 'Bea', lastName: 'Bare' });
        const opened = await t.app.ctx.repos.reviews.open({
          userId: bare.id,
          checkId: null,
          trigger: 'eligibility_changed',
          openedAt: new Date(),
        });
        const none = await reveal(reviewer.token, opened.id);
        expect(none.status).toBe(404);
        expect(none.body.message).toBe(apiMessages.noSsnOnFile);
        expect((await detail(reviewer.token, opened.id)).body.review.hasSsn).toBe(false);
      });
    });

    describe('decisions', () => {
      it('starts, then clears: state, audit, notification and e-mail in one go', async () => {
        const cleared = await submitted({ firstName: 'Cleo', lastName: 'Cleared' });
        const id = await reviewIdOf(cleared.id);
        const before = (await api.call('GET', '/api/v1/user', { token: cleared.token })).body;
        const testimonialsBefore = (
          await api.call('GET', '/api/v1/testimonials', { token: cleared.token })
        ).body;

        const started = await start(reviewer.token, id);
        expect(started.status).toBe(200);
        expect(reviewDetailSchema.parse(started.body).review).toMatchObject({
          state: 'in_review',
          reviewer: { kind: 'member', id: reviewer.id, name: 'Rae Viewer' },
        });
        const again = await start(second.token, id);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          code: 'ResourceConflict',
          message: apiMessages.reviewNotOpen('in review'),
        });

        const answer = await decide(reviewer.token, id, {
          action: 'clear',
          reason: 'verified',
          note: 'Licence checked with the state board',
        });
        expect(answer.status).toBe(200);
        const page = reviewDetailSchema.parse(answer.body);
        expect(page.review).toMatchObject({
          state: 'cleared',
          reason: 'verified',
          note: 'Licence checked with the state board',
          decidedBy: { kind: 'member', id: reviewer.id, role: 'reviewer' },
        });
        expect(page.review.decidedAt).not.toBeNull();

        const entries = await t.app.ctx.repos.audit.forSubject('review', id);
        expect(entries.map((row) => row.entry.action)).toEqual(['review.clear', 'review.start']);
        expect(entries[0]!.entry).toMatchObject({
          actorKind: 'member',
          actorId: reviewer.id,
          memberId: cleared.id,
          reason: 'verified',
          note: 'Licence checked with the state board',
        });
        const told = await noticesOf(cleared.id);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          kind: 'check_decided',
          subjectKind: 'review',
          subjectId: id,
          data: { state: 'cleared', reason: 'verified' },
        });
        expect(told[0]!.emailedAt).not.toBeNull();
        const [mail] = await outbox(cleared.email);
        expect(mail!.subject).toBe('Your Guildhall background check is cleared');
        expect(mail!.text).toContain('Hello Cleo,');
        expect(mail!.links).toEqual(['http://guildhall.test/settings/check']);
        // The operator's note is for operators: never in the member's e-mail.
        expect(mail!.text).not.toContain('state board');

        // Decided is final: every further step is a 409 naming the state.
        for (const body of [
          { action: 'clear', reason: 'verified' },
          { action: 'notice', reason: 'adverse_record' },
          { action: 'confirm', reason: 'adverse_record' },
        ]) {
          const late = await decide(second.token, id, body);
          expect(late.status).toBe(409);
          expect(late.body.message).toBe(apiMessages.reviewNotOpen('cleared'));
        }
        // Nothing an operator does changes the member's own content.
        expect((await api.call('GET', '/api/v1/user', { token: cleared.token })).body).toEqual(
          before,
        );
        expect(
          (await api.call('GET', '/api/v1/testimonials', { token: cleared.token })).body,
        ).toEqual(testimonialsBefore);
      });

      it('lets exactly one of two simultaneous decisions win; the other is told', async () => {
        for (const [a, b] of [
          [
            { action: 'clear', reason: 'verified' },
            { action: 'clear', reason: 'verified' },
          ],
          [
            { action: 'clear', reason: 'verified' },
            { action: 'notice', reason: 'identity_mismatch' },
          ],
        ]) {
          const raced = await submitted({ firstName: 'Ray', lastName: 'Raced' });
          const id = await reviewIdOf(raced.id);
          await start(reviewer.token, id);
          const both = await Promise.all([
            decide(reviewer.token, id, a),
            decide(second.token, id, b),
          ]);
          expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
          const loser = both.find((answer) => answer.status === 409)!;
          expect(loser.body.code).toBe('ResourceConflict');
          const winner = reviewDetailSchema.parse(both.find((x) => x.status === 200)!.body);
          expect(loser.body.message).toBe(
            apiMessages.reviewNotOpen(
              winner.review.state === 'cleared' ? 'cleared' : 'notice sent',
            ),
          );
          // One decision, recorded once, told once.
          const decisions = (await t.app.ctx.repos.audit.forSubject('review', id)).filter(
            (row) => row.entry.action !== 'review.start',
          );
          expect(decisions).toHaveLength(1);
          expect(await noticesOf(raced.id)).toHaveLength(1);
          // One decision e-mail (the sign-up's verification e-mail aside, issue 23).
          const decisionMails = (await outbox(raced.email)).filter(
            (mail) => !mail.subject.startsWith('Confirm your e-mail address'),
          );
          expect(decisionMails).toHaveLength(1);
        }
      });

      it('sends a notice, confirms it only once answered or due, and unpublishes then', async () => {
        const adverse = await submitted({ firstName: 'Ada', lastName: 'Adverse' });
        const watcher = await submitted({ firstName: 'Wes', lastName: 'Watcher' });
        await api.call('PUT', `/api/v1/user/watching/${adverse.id}`, { token: watcher.token });
        await api.call('PUT', `/api/v1/user/team/${adverse.id}`, { token: watcher.token });
        const id = await reviewIdOf(adverse.id);
        await start(reviewer.token, id);

        const sentAt = new Date();
        const notice = await decide(reviewer.token, id, {
          action: 'notice',
          reason: 'experience_short',
          note: 'Positions add up to six years',
        });
        expect(notice.status).toBe(200);
        const noticed = reviewDetailSchema.parse(notice.body).review;
        expect(noticed).toMatchObject({
          state: 'notice',
          noticeReason: 'experience_short',
          noticeNote: 'Positions add up to six years',
          responded: false,
        });
        const due = new Date(noticed.noticeDueAt!);
        const expected = addBusinessDays(sentAt, NOTICE_RESPONSE_BUSINESS_DAYS);
        expect(Math.abs(due.getTime() - expected.getTime())).toBeLessThan(60_000);
        const [mail] = await outbox(adverse.email);
        expect(mail!.text).toContain(reviewReasonLabels.experience_short);
        expect(mail!.text).toContain(formatDueDate(due));
        expect(mail!.links).toEqual(['http://guildhall.test/settings/check']);
        expect(mail!.text).not.toContain('six years');
        // The profile stays live while the member may answer.
        expect((await api.call('GET', `/api/v1/profiles/${adverse.id}`)).status).toBe(200);

        const early = await decide(reviewer.token, id, {
          action: 'confirm',
          reason: 'experience_short',
        });
        expect(early.status).toBe(409);
        expect(early.body.message).toBe(apiMessages.noticeRunning(formatDueDate(due)));

        const responded = await seen(
          api.call('POST', '/api/v1/user/check/response', {
            token: adverse.token,
            body: { response: 'My first position is missing: I will add it today.' },
          }),
        );
        expect(responded.status).toBe(200);
        const answered = reviewDetailSchema.parse((await detail(second.token, id)).body).review;
        expect(answered).toMatchObject({
          responded: true,
          response: 'My first position is missing: I will add it today.',
        });

        const confirmed = await decide(second.token, id, {
          action: 'confirm',
          reason: 'experience_short',
        });
        expect(confirmed.status).toBe(200);
        expect(reviewDetailSchema.parse(confirmed.body).review).toMatchObject({
          state: 'adverse',
          reason: 'experience_short',
          decidedBy: { id: second.id, role: 'admin' },
        });
        const [final] = await outbox(adverse.email);
        expect(final!.text).toContain(reviewReasonLabels.experience_short);
        expect(final!.text).toContain('re-review');
        // The check's notices (the watcher's team invitation of this test is news of its own).
        const checkNotices = (await noticesOf(adverse.id)).filter(
          (row) => row.kind === 'check_decided',
        );
        expect(checkNotices.map((row) => row.data)).toEqual([
          { state: 'notice', reason: 'experience_short' },
          { state: 'adverse', reason: 'experience_short' },
        ]);

        // Unpublished: out of search, not found to others, "no longer listed" on their lists.
        const search = await api.call('GET', '/api/v1/profiles?limit=100');
        expect(search.body.items.map((card: { id: number }) => card.id)).not.toContain(adverse.id);
        expect(
          (await api.call('GET', `/api/v1/profiles/${adverse.id}`, { token: watcher.token }))
            .status,
        ).toBe(404);
        expect(
          (await api.call('GET', `/api/v1/profiles/${adverse.id}`, { token: adverse.token }))
            .status,
        ).toBe(200);
        const watching = await api.call('GET', '/api/v1/user/watching', { token: watcher.token });
        expect(watching.body).toEqual([
          expect.objectContaining({
            id: adverse.id,
            profile: expect.objectContaining({ listed: false }),
          }),
        ]);
        const team = await api.call('GET', '/api/v1/user/team', { token: watcher.token });
        expect(team.body).toEqual([
          expect.objectContaining({
            profile: expect.objectContaining({ id: adverse.id, listed: false }),
          }),
        ]);
        const watcherCard = await api.call('GET', '/api/v1/user/watching', {
          token: adverse.token,
        });
        expect(watcherCard.body).toEqual([]);
      });

      it('confirms an unanswered notice once it is due, and withdraws a notice to review', async () => {
        const late = await submitted({ firstName: 'Lee', lastName: 'Late' });
        const id = await reviewIdOf(late.id);
        await start(reviewer.token, id);
        await decide(reviewer.token, id, { action: 'notice', reason: 'not_independent' });
        const withdrawn = await decide(reviewer.token, id, {
          action: 'withdraw',
          reason: 'other',
          note: 'Wrong member: the employer was a client',
        });
        expect(withdrawn.status).toBe(200);
        expect(reviewDetailSchema.parse(withdrawn.body).review).toMatchObject({
          state: 'in_review',
          noticeDueAt: null,
        });
        expect((await api.call('GET', `/api/v1/profiles/${late.id}`)).status).toBe(200);

        await decide(reviewer.token, id, { action: 'notice', reason: 'not_independent' });
        // Time passes: the five business days are over, with no answer.
        await t.database.db
          .update(reviews)
          .set({ noticeDueAt: new Date(Date.now() - 60_000) })
          .where(and(eq(reviews.id, id), eq(reviews.state, 'notice')));
        const confirmed = await decide(reviewer.token, id, {
          action: 'confirm',
          reason: 'not_independent',
        });
        expect(confirmed.status).toBe(200);
        expect((await api.call('GET', `/api/v1/profiles/${late.id}`)).status).toBe(404);
        const actions = (await t.app.ctx.repos.audit.forSubject('review', id))
          .map((row) => row.entry.action)
          .reverse();
        expect(actions).toEqual([
          'review.start',
          'review.notice',
          'review.withdraw',
          'review.notice',
          'review.confirm',
        ]);
      });
    });

    it('reports the vetting metrics at scrape', async () => {
      const scrape = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      const value = (name: string, labels = '') => {
        const line = scrape.body.split('\n').find((row) => row.startsWith(`${name}${labels} `));
        return line === undefined ? undefined : Number(line.split(' ').pop());
      };
      // Waiting on reviewers (issue 38): the open reviews, but for a notice the member may still
      // answer.
      const open = reviewPageSchema.parse((await reviews$(reviewer.token, '?limit=100')).body);
      expect(open.items).toHaveLength(open.total);
      const now = t.app.ctx.now().getTime();
      const onReviewers = open.items.filter(
        (review) =>
          review.state !== 'notice' ||
          review.responded ||
          (review.noticeDueAt !== null && Date.parse(review.noticeDueAt) <= now),
      );
      expect(value('guildhall_reviews_waiting')).toBe(onReviewers.length);
      expect(value('guildhall_reviews_oldest_waiting_seconds')).toBeGreaterThan(0);
      // The bulk-inserted decided reviews are 'verified' too.
      expect(value('guildhall_review_decisions', '{reason="verified"}')).toBeGreaterThan(3000);
      expect(value('guildhall_review_decisions', '{reason="experience_short"}')).toBe(1);
      expect(value('guildhall_review_decisions', '{reason="not_independent"}')).toBe(1);
      // Reviews decided in the last 30 days, within seconds of opening.
      const median = value('guildhall_review_decision_seconds_median')!;
      expect(median).toBeGreaterThan(0);
      expect(median).toBeLessThan(3600);
    });

    it('never answers the SSN digits, but to the reveal', () => {
      expect(answers.length).toBeGreaterThan(40);
      for (const answer of answers) {
        expect(JSON.stringify(answer.body)).not.toMatch(SSN_IN_TEXT);
      }
    });
  },
  { metricsToken: METRICS_TOKEN },
);
