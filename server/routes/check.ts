import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  myCheckAnswerSchema,
  myCheckSchema,
  noticeResponseBodySchema,
  type MyCheck,
} from '../contract';
import type { Repositories } from '../db/repositories';
import { conflict, notFound } from '../errors';
import { route } from '../http/route';
import { toMyCheck } from '../members/reviews';

// The member's side of their background check (docs/architecture.md "Operators and
// vetting"): its state, an answer to an adverse notice (once, while it runs), and one
// re-review after an adverse decision.

export async function checkRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const myCheck = async (repos: Repositories, userId: number): Promise<MyCheck | null> => {
    const latest = await repos.reviews.latestOf(userId);
    if (!latest) return null;
    return toMyCheck(latest, await repos.reviews.hasTrigger(userId, 're_review'));
  };

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/check',
      summary: 'Your background check: your latest review, or null before you submitted',
      tag: 'check',
      auth: 'required',
      response: myCheckAnswerSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => myCheck(ctx.repos, auth.userId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/check/response',
      summary: 'Answer an adverse notice (once, while it waits for your answer)',
      tag: 'check',
      auth: 'required',
      body: noticeResponseBodySchema,
      response: myCheckSchema,
      errors: [
        'InvalidRequest',
        'Unauthorized',
        'InvalidCredentials',
        'ResourceNotFound',
        'ResourceConflict',
      ],
    },
    async ({ body, auth }) =>
      ctx.transaction(async (tx) => {
        const latest = await tx.reviews.latestOf(auth.userId);
        if (!latest) throw notFound(apiMessages.checkNotFound);
        if (latest.state !== 'notice') throw conflict(apiMessages.noNoticeToAnswer);
        if (latest.respondedAt) throw conflict(apiMessages.noticeAlreadyAnswered);
        // Once: the update applies only to a notice without an answer, so of two sends at
        // once one is stored; the other is told why by the state it finds.
        const answered = await tx.reviews.respond(latest.id, body.response, ctx.now());
        if (!answered) {
          const still = (await tx.reviews.stateOf(latest.id)) === 'notice';
          throw conflict(still ? apiMessages.noticeAlreadyAnswered : apiMessages.noNoticeToAnswer);
        }
        return (await myCheck(tx, auth.userId))!;
      }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/check/rereview',
      summary: 'Ask for a re-review of an adverse decision (once): opens a new review',
      tag: 'check',
      auth: 'required',
      response: myCheckSchema,
      status: 201,
      errors: ['Unauthorized', 'InvalidCredentials', 'ResourceNotFound', 'ResourceConflict'],
    },
    async ({ auth }) =>
      ctx.transaction(async (tx) => {
        // Two requests at once take turns here, so the second sees the first's review.
        await tx.reviews.lockMember(auth.userId);
        const latest = await tx.reviews.latestOf(auth.userId);
        if (!latest) throw notFound(apiMessages.checkNotFound);
        const check = toMyCheck(latest, await tx.reviews.hasTrigger(auth.userId, 're_review'));
        if (!check.canRequestReReview) throw conflict(apiMessages.reReviewNotAvailable);
        await tx.reviews.open({
          userId: auth.userId,
          checkId: latest.checkId ?? (await tx.reviews.latestCheckId(auth.userId)),
          trigger: 're_review',
          openedAt: ctx.now(),
        });
        return (await myCheck(tx, auth.userId))!;
      }),
  );
}
