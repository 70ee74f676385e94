import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, myCheckSchema, reviewDetailSchema } from '@/contract';
import { memberChanges } from '@server/db/schema';
import { signupOperator, signupPublished } from './admin-helpers';
import type { Member } from './client';
import { describeServer } from './suite';

// The member's side of the background check (docs/architecture.md "Operators and vetting"):
// submitting opens a review, the member sees its state, answers a notice once, asks once for a
// re-review; and a published member who changes an answer eligibility rests on is checked again.

describeServer('the member’s background check', (suite) => {
  const { api, t } = suite;
  let reviewer: Member;

  const check = (token: string | undefined) => api.call('GET', '/api/v1/user/check', { token });
  const respond = (token: string | undefined, response: unknown) =>
    api.call('POST', '/api/v1/user/check/response', { token, body: { response } });
  const rereview = (token: string | undefined) =>
    api.call('POST', '/api/v1/user/check/rereview', { token });
  const latestReview = async (memberId: number) =>
    (await t.app.ctx.repos.reviews.latestOf(memberId))!;
  const decide = (id: number, body: unknown) =>
    api.call('POST', `/api/v1/admin/reviews/${id}/decisions`, { token: reviewer.token, body });

  /** Starts the member's review and sends an adverse notice. */
  async function noticed(member: Member): Promise<number> {
    const { id } = await latestReview(member.id);
    expect(
      (await api.call('POST', `/api/v1/admin/reviews/${id}/start`, { token: reviewer.token }))
        .status,
    ).toBe(200);
    expect((await decide(id, { action: 'notice', reason: 'adverse_record' })).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    reviewer = await signupOperator(suite, 'reviewer');
  });

  it('is null before submitting, then the submitted review; 401 without a token', async () => {
    expect((await check(undefined)).status).toBe(401);
    const member = await api.signup();
    const none = await check(member.token);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    await api.completeProfile(member, { publish: true });
    const mine = myCheckSchema.parse((await check(member.token)).body);
    expect(mine).toMatchObject({
      state: 'submitted',
      trigger: 'submission',
      decidedAt: null,
      reason: null,
      noticeDueAt: null,
      response: null,
      canRespond: false,
      canRequestReReview: false,
    });
    const review = await latestReview(member.id);
    expect(review).toMatchObject({ trigger: 'submission', state: 'submitted' });
    expect(review.checkId).not.toBeNull();
    // Submitted once: the published member hears so, as before.
    const twice = await api.call('POST', '/api/v1/profiles', {
      token: member.token,
      body: { ssn: '1234' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(apiMessages.profileAlreadySubmitted);
  });

  describe('an adverse notice', () => {
    it('is answered once, while it runs; nothing else can be answered', async () => {
      const never = await api.signup();
      const missing = await respond(never.token, 'Hello');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(apiMessages.checkNotFound);

      const member = await signupPublished(suite);
      const early = await respond(member.token, 'Nothing to answer yet');
      expect(early.status).toBe(409);
      expect(early.body).toEqual({
        code: 'ResourceConflict',
        message: apiMessages.noNoticeToAnswer,
      });

      const id = await noticed(member);
      const shown = myCheckSchema.parse((await check(member.token)).body);
      expect(shown).toMatchObject({ state: 'notice', reason: 'adverse_record', canRespond: true });
      expect(shown.noticeDueAt).toEqual(expect.any(String));
      // The operator's view is not the member's: no reviewer, no note.
      expect(Object.keys(shown).sort()).toEqual(Object.keys(myCheckSchema.shape).sort());

      expect((await respond(member.token, '')).status).toBe(400);
      expect((await respond(member.token, 'x'.repeat(2001))).status).toBe(400);
      const answered = await respond(member.token, 'The record belongs to someone else.');
      expect(answered.status).toBe(200);
      expect(myCheckSchema.parse(answered.body)).toMatchObject({
        state: 'notice',
        response: 'The record belongs to someone else.',
        canRespond: false,
      });
      const again = await respond(member.token, 'And another thing');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(apiMessages.noticeAlreadyAnswered);
      const review = await latestReview(member.id);
      expect(review.response).toBe('The record belongs to someone else.');
      expect(review.id).toBe(id);
    });

    it('leads to one re-review after an adverse decision, which can list the member again', async () => {
      const member = await signupPublished(suite, { firstName: 'Reo', lastName: 'Review' });
      const none = await rereview(member.token);
      expect(none.status).toBe(409);
      expect(none.body.message).toBe(apiMessages.reReviewNotAvailable);
      expect((await rereview((await api.signup()).token)).status).toBe(404);

      const id = await noticed(member);
      await respond(member.token, 'Please look again.');
      expect((await decide(id, { action: 'confirm', reason: 'adverse_record' })).status).toBe(200);
      const adverse = myCheckSchema.parse((await check(member.token)).body);
      expect(adverse).toMatchObject({
        state: 'adverse',
        reason: 'adverse_record',
        canRequestReReview: true,
        canRespond: false,
      });
      expect(adverse.decidedAt).toEqual(expect.any(String));
      expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(404);

      const asked = await rereview(member.token);
      expect(asked.status).toBe(201);
      expect(myCheckSchema.parse(asked.body)).toMatchObject({
        state: 'submitted',
        trigger: 're_review',
        canRequestReReview: false,
      });
      const reopened = await latestReview(member.id);
      expect(reopened).toMatchObject({ trigger: 're_review', state: 'submitted' });
      expect(reopened.checkId).not.toBeNull();
      // Still unpublished while the re-review waits.
      expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(404);

      // The reviewer sees the earlier decision in the history, and clearing lists them again.
      const page = reviewDetailSchema.parse(
        (
          await api.call('GET', `/api/v1/admin/reviews/${reopened.id}`, {
            token: reviewer.token,
          })
        ).body,
      );
      expect(page.history).toEqual([
        expect.objectContaining({ id, state: 'adverse', reason: 'adverse_record' }),
      ]);
      await api.call('POST', `/api/v1/admin/reviews/${reopened.id}/start`, {
        token: reviewer.token,
      });
      expect((await decide(reopened.id, { action: 'clear', reason: 'verified' })).status).toBe(200);
      expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(200);

      // Once only, whatever comes after (here a change of answers opens another review).
      await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: { experienceYears: 8 },
      });
      const second = await noticed(member);
      await respond(member.token, 'Again?');
      await decide(second, { action: 'confirm', reason: 'adverse_record' });
      expect(myCheckSchema.parse((await check(member.token)).body).canRequestReReview).toBe(false);
      const refused = await rereview(member.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(apiMessages.reReviewNotAvailable);
    });

    it('opens one re-review when two requests arrive at once', async () => {
      const member = await signupPublished(suite);
      const id = await noticed(member);
      await respond(member.token, 'Please look again.');
      await decide(id, { action: 'confirm', reason: 'adverse_record' });
      const both = await Promise.all([rereview(member.token), rereview(member.token)]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });
  });

  describe('eligibility checked again', () => {
    const changesOf = (userId: number) =>
      t.database.db
        .select()
        .from(memberChanges)
        .where(eq(memberChanges.userId, userId))
        .orderBy(memberChanges.id);

    it('opens a review with the change when a published member changes an answer', async () => {
      const member = await signupPublished(suite);
      const submission = await latestReview(member.id);
      // Decided, so the change opens a new review (the old one stays as decided).
      await api.call('POST', `/api/v1/admin/reviews/${submission.id}/start`, {
        token: reviewer.token,
      });
      await decide(submission.id, { action: 'clear', reason: 'verified' });
      const recorded = (await changesOf(member.id)).length;

      const patched = await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: { experienceYears: 0 },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.published).toBe(true);
      const review = await latestReview(member.id);
      expect(review).toMatchObject({ trigger: 'eligibility_changed', state: 'submitted' });
      expect(review.id).not.toBe(submission.id);
      expect(review.checkId).toBe(submission.checkId);
      expect(review.changes).toEqual([
        { field: 'experienceYears', from: 13, to: 0, changedAt: expect.any(String) },
      ]);
      expect((await latestReview(member.id)).id).toBe(review.id);
      expect((await t.app.ctx.repos.reviews.find(submission.id))!.review.state).toBe('cleared');
      const rows = await changesOf(member.id);
      expect(rows).toHaveLength(recorded + 1);
      expect(rows.at(-1)).toMatchObject({ field: 'experienceYears', fromValue: 13, toValue: 0 });

      // A second change joins the open review instead of opening another; the same answer
      // sent again is no change.
      await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: { employmentStatus: 'employed', independentStatus: 'open', experienceYears: 0 },
      });
      const extended = await latestReview(member.id);
      expect(extended.id).toBe(review.id);
      expect((extended.changes as Array<{ field: string }>).map((c) => c.field)).toEqual([
        'experienceYears',
        'employmentStatus',
        'independentStatus',
      ]);
      const page = reviewDetailSchema.parse(
        (await api.call('GET', `/api/v1/admin/reviews/${review.id}`, { token: reviewer.token }))
          .body,
      );
      expect(page.review.changes).toHaveLength(3);
      expect(page.eligibility.eligible).toBe(false);
      expect(page.eligibility.changedAt.employmentStatus).toBe(
        (extended.changes as Array<{ changedAt: string }>)[1]!.changedAt,
      );
      expect(page.history.map((item) => item.id)).toEqual([submission.id]);
      // The profile stays live while the new review waits.
      expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(200);
    });

    it('records the change of an unpublished member without opening a review', async () => {
      const member = await api.signup();
      await api.completeProfile(member);
      await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: { experienceYears: 19 },
      });
      expect(await t.app.ctx.repos.reviews.latestOf(member.id)).toBeUndefined();
      expect((await changesOf(member.id)).at(-1)).toMatchObject({
        field: 'experienceYears',
        fromValue: 13,
        toValue: 19,
      });
      // Other fields are not eligibility answers.
      const count = (await changesOf(member.id)).length;
      await api.call('PATCH', '/api/v1/user', { token: member.token, body: { city: 'Dallas' } });
      expect(await changesOf(member.id)).toHaveLength(count);
    });
  });
});
