import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  myCheckAnswerSchema,
  myCheckSchema,
  noticeResponseBodySchema,
  reviewDetailSchema,
  reviewPageSchema,
  userSchema,
  type MyCheck,
} from '@/contract';
import { expectError, expectShape, type Answer } from './call';
import { contractMessage, describeParity } from './harness';

// The member's side of the background check (docs/api.md "The background check (the member's
// side)"): the latest review as the member may see it, the answer to a notice (once), and one
// re-review after an adverse decision. The reviewer's steps go through the operators' API.

type Member = { id: number; token: string };

/** The member's view carries exactly the contract's fields: no reviewer, no operator's note. */
function expectMyCheck(answer: Answer, status: number): MyCheck {
  const check = expectShape(answer, status, myCheckSchema);
  expect(Object.keys(answer.body as object).sort()).toEqual(
    Object.keys(myCheckSchema.shape).sort(),
  );
  return check;
}

describeParity('check', ({ api, signUp, operator, publishedMember }) => {
  describe('check', () => {
    let reviewerToken: string;

    const mine = (token: string) => api('GET', '/v1/user/check', { token });
    const respond = (token: string, body: unknown) =>
      api('POST', '/v1/user/check/response', { token, body });
    const reReview = (token: string) => api('POST', '/v1/user/check/rereview', { token });
    /** The member's open review, as the reviewers' queue lists it. */
    const openReviewOf = async (memberId: number) => {
      const { items } = expectShape(
        await api('GET', '/v1/admin/reviews', { token: reviewerToken }),
        200,
        reviewPageSchema,
      );
      return items.find((item) => item.member.id === memberId)!.id;
    };
    const step = async (id: number, path: string, body?: unknown) =>
      expectShape(
        await api('POST', `/v1/admin/reviews/${id}${path}`, { token: reviewerToken, body }),
        200,
        reviewDetailSchema,
      );

    beforeAll(async () => {
      reviewerToken = (await operator('rita@example.com', 'Rita')).token;
    });

    it('401 without a token', async () => {
      for (const [method, path, body] of [
        ['GET', '/v1/user/check'],
        ['POST', '/v1/user/check/response', { response: 'Hello there' }],
        ['POST', '/v1/user/check/rereview'],
      ] as Array<[string, string, unknown?]>) {
        expectError(await api(method, path, { body }), 'Unauthorized', apiMessages.signInRequired);
      }
    });

    it('before submitting: null, and nothing to answer or re-review (404)', async () => {
      const { token } = await signUp('newcomer@example.com');
      expectShape(await mine(token), 200, myCheckAnswerSchema.and(z.null()));
      expectError(
        await respond(token, { response: 'Hello there' }),
        'ResourceNotFound',
        apiMessages.checkNotFound,
      );
      expectError(await reReview(token), 'ResourceNotFound', apiMessages.checkNotFound);
    });

    it('submitted: waiting, nothing to answer, no re-review', async () => {
      const { token } = await publishedMember('waiting@example.com', 'Wes');
      expect(expectMyCheck(await mine(token), 200)).toMatchObject({
        state: 'submitted',
        trigger: 'submission',
        decidedAt: null,
        reason: null,
        noticeDueAt: null,
        response: null,
        canRespond: false,
        canRequestReReview: false,
      });
      expectError(
        await respond(token, { response: 'Hello there' }),
        'ResourceConflict',
        apiMessages.noNoticeToAnswer,
      );
      expectError(await reReview(token), 'ResourceConflict', apiMessages.reReviewNotAvailable);
    });

    it('a notice answered once, confirmed adverse, one re-review that lists the member again', async () => {
      const member: Member = await publishedMember('nora@example.com', 'Nora');
      const id = await openReviewOf(member.id);
      await step(id, '/start');
      expect(expectMyCheck(await mine(member.token), 200)).toMatchObject({
        state: 'in_review',
        canRespond: false,
      });
      const notice = await step(id, '/decisions', {
        action: 'notice',
        reason: 'not_independent',
        note: 'For reviewers only: employer listed on LinkedIn',
      });
      const check = expectMyCheck(await mine(member.token), 200);
      expect(check).toMatchObject({
        state: 'notice',
        reason: 'not_independent',
        noticeDueAt: notice.review.noticeDueAt,
        response: null,
        canRespond: true,
        canRequestReReview: false,
      });

      for (const body of [{}, { response: '' }, { response: 'x'.repeat(2001) }]) {
        expectError(
          await respond(member.token, body),
          'InvalidRequest',
          contractMessage(noticeResponseBodySchema, body),
        );
      }
      const answered = expectMyCheck(
        await respond(member.token, { response: 'I run my own practice since 2010.' }),
        200,
      );
      expect(answered).toMatchObject({
        state: 'notice',
        response: 'I run my own practice since 2010.',
        canRespond: false,
      });
      expectError(
        await respond(member.token, { response: 'And another thing.' }),
        'ResourceConflict',
        apiMessages.noticeAlreadyAnswered,
      );
      expectError(
        await reReview(member.token),
        'ResourceConflict',
        apiMessages.reReviewNotAvailable,
      );

      await step(id, '/decisions', { action: 'confirm', reason: 'not_independent' });
      const adverse = expectMyCheck(await mine(member.token), 200);
      expect(adverse).toMatchObject({
        state: 'adverse',
        reason: 'not_independent',
        noticeDueAt: null,
        canRespond: false,
        canRequestReReview: true,
      });
      expect(adverse.decidedAt).not.toBeNull();
      expectError(
        await respond(member.token, { response: 'Too late?' }),
        'ResourceConflict',
        apiMessages.noNoticeToAnswer,
      );
      const user = expectShape(
        await api('GET', '/v1/user', { token: member.token }),
        200,
        userSchema,
      );
      expect(user.published).toBe(false);
      // Unpublished by a reviewer: submitting anew does not list the member again.
      expectError(
        await api('POST', '/v1/profiles', { token: member.token, body: { ssn: '1234' } }),
        'ResourceConflict',
        apiMessages.checkAlreadySubmitted,
      );

      const again = expectMyCheck(await reReview(member.token), 201);
      expect(again).toMatchObject({
        state: 'submitted',
        trigger: 're_review',
        decidedAt: null,
        reason: null,
        canRequestReReview: false,
      });
      expectError(
        await reReview(member.token),
        'ResourceConflict',
        apiMessages.reReviewNotAvailable,
      );

      const reReviewId = await openReviewOf(member.id);
      expect(reReviewId).not.toBe(id);
      await step(reReviewId, '/start');
      const cleared = await step(reReviewId, '/decisions', { action: 'clear', reason: 'verified' });
      expect(cleared.review.member.published).toBe(true);
      expect(cleared.history.map((review) => [review.id, review.state])).toEqual([[id, 'adverse']]);
      expect(expectMyCheck(await mine(member.token), 200)).toMatchObject({
        state: 'cleared',
        trigger: 're_review',
        reason: 'verified',
        canRequestReReview: false,
      });
      expectShape(await api('GET', `/v1/profiles/${member.id}`), 200);
    });
  });
});
