import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decryptSecret } from '../../auth/ssn';
import type { AuthInfo } from '../../auth/types';
import {
  apiMessages,
  idParamsSchema,
  reviewDecisionBodySchema,
  reviewDetailSchema,
  reviewPageSchema,
  reviewQuerySchema,
  reviewReasonLabels,
  reviewTransition,
  revealedSsnSchema,
  type ApiErrorCode,
  type ReviewDetail,
  type ReviewPage,
  type ReviewState,
  type Role,
} from '../../contract';
import type { AuditActorInput } from '../../db/audit';
import type { Repositories } from '../../db/repositories';
import { conflict, notFound } from '../../errors';
import { route } from '../../http/route';
import {
  checkAdverseMail,
  checkClearedMail,
  checkNoticeMail,
  formatDueDate,
} from '../../mail/templates';
import {
  decisionChanges,
  loadReviewDetail,
  noticeStillRunning,
  stateInSentence,
  toReviewSummary,
} from '../../members/reviews';
import { announceNewMatches } from '../../members/savedSearches';
import { watcherNewsAfterCommit } from '../../jobs/watcherFanOut';
import { notify, unlistedNews, type WatcherNews } from '../../notifications/notify';
import { ensureMayActOn } from './decision';

// The review queue and one review's page, its steps and decisions, and the audited reveal of
// the SSN digits (docs/architecture.md "Operators and vetting"). Every decision is one
// transaction: the review's state, the profile's visibility, the audit entry, the member's
// notification and e-mail.

const ERRORS: ApiErrorCode[] = [
  'InvalidRequest',
  'Unauthorized',
  'InvalidCredentials',
  'Forbidden',
  'ResourceNotFound',
];

export const operatorOf = (auth: AuthInfo): AuditActorInput => ({
  kind: 'member',
  id: auth.userId,
  role: auth.user.role as Role,
});

export async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const detailOf = async (repos: Repositories, id: number): Promise<ReviewDetail> => {
    const detail = await loadReviewDetail(repos, id, ctx.now());
    if (!detail) throw notFound(apiMessages.reviewNotFound);
    return detail;
  };

  /** The review as the transaction reads it; 404 unknown, 400 the operator's own, 403 (decision.ts). */
  const reviewToAct = async (tx: Repositories, id: number, auth: AuthInfo) => {
    const found = await tx.reviews.find(id);
    if (!found) throw notFound(apiMessages.reviewNotFound);
    // Not the operator's own, and an operator's only by an admin.
    ensureMayActOn(auth, found.member);
    return found;
  };

  /** 409 with the state the review is in now (another operator moved it meanwhile). */
  const notOpen = async (tx: Repositories, id: number) => {
    const state = (await tx.reviews.stateOf(id)) ?? 'withdrawn';
    return conflict(apiMessages.reviewNotOpen(stateInSentence(state)));
  };

  const audited = (request: FastifyRequest, auth: AuthInfo, id: number, memberId: number) => ({
    actor: operatorOf(auth),
    subject: { kind: 'review' as const, id },
    memberId,
    requestId: request.id,
    at: ctx.now(),
  });

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/reviews',
      summary: 'The review queue: open reviews oldest first, by state and profession (paginated)',
      tag: 'admin',
      auth: 'operator',
      query: reviewQuerySchema,
      response: reviewPageSchema,
      errors: ERRORS,
    },
    async ({ query }): Promise<ReviewPage> => {
      const { rows, total } = await ctx.repos.reviews.queue(query);
      return { items: rows.map(toReviewSummary), total, limit: query.limit, offset: query.offset };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/reviews/:id',
      summary: 'One review with everything its decision needs (the SSN digits are asked for)',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      response: reviewDetailSchema,
      errors: ERRORS,
    },
    async ({ params }) => detailOf(ctx.repos, params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/reviews/:id/start',
      summary: 'Start a submitted review: it is in review, with you as its reviewer (audited)',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      response: reviewDetailSchema,
      errors: [...ERRORS, 'ResourceConflict'],
    },
    async ({ params, auth, request }) => {
      await ctx.transaction(async (tx) => {
        const { review, member } = await reviewToAct(tx, params.id, auth);
        const to = reviewTransition(review.state as ReviewState, 'start');
        const started =
          to &&
          (await tx.reviews.transition(review.id, review.state as ReviewState, {
            state: to,
            startedAt: ctx.now(),
            reviewerId: auth.userId,
          }));
        if (!started) throw await notOpen(tx, review.id);
        await tx.audit.record({
          ...audited(request, auth, review.id, member.id),
          action: 'review.start',
        });
      });
      return detailOf(ctx.repos, params.id);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/reviews/:id/decisions',
      summary:
        'Decide a review: clear, send an adverse notice, confirm it (unpublishes) or withdraw it',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: reviewDecisionBodySchema,
      response: reviewDetailSchema,
      errors: [...ERRORS, 'ResourceConflict'],
    },
    async ({ params, body, auth, request }) => {
      const now = ctx.now();
      const note = body.note ?? null;
      // A member listed again may be news to saved searches (issue 23); one no longer listed is
      // news to their watchers, told after the commit (server/jobs/watcherFanOut.ts).
      let matchMailIds: number[] = [];
      let watcherNews: WatcherNews | null = null;
      const mailId = await ctx.listingWrite(async (tx) => {
        const { review, member } = await reviewToAct(tx, params.id, auth);
        const from = review.state as ReviewState;
        const to = reviewTransition(from, body.action);
        if (!to) throw await notOpen(tx, review.id);
        // Fair to the member: an adverse notice is confirmed once they answered or the time
        // to answer has passed (docs/architecture.md "Operators and vetting").
        if (body.action === 'confirm' && noticeStillRunning(review, now)) {
          throw conflict(apiMessages.noticeRunning(formatDueDate(review.noticeDueAt!)));
        }
        const changes = decisionChanges(body.action, to, {
          reason: body.reason,
          note,
          operatorId: auth.userId,
          now,
        });
        const decided = await tx.reviews.transition(review.id, from, changes);
        if (!decided) throw await notOpen(tx, review.id);

        // The profile's visibility: an adverse decision unpublishes (and a suspension lifted
        // later does not bring it back); clearing a re-review lists the member again.
        const account = await tx.users.get(member.id);
        if (body.action === 'confirm') {
          await tx.members.setStanding(member.id, {
            published: false,
            suspendedWhilePublished: false,
          });
          watcherNews = unlistedNews(
            { id: member.id, wasListed: account.published, listed: false },
            now,
          );
        } else if (
          body.action === 'clear' &&
          review.trigger === 're_review' &&
          !account.published &&
          account.suspendedAt === null &&
          account.complete
        ) {
          await tx.members.setStanding(member.id, { published: true });
          matchMailIds = await announceNewMatches(tx, ctx, member.id);
        }

        await tx.audit.record({
          ...audited(request, auth, review.id, member.id),
          action: `review.${body.action}`,
          reason: body.reason,
          note,
        });
        // A withdrawn notice is good news the member hears of, in the app and by e-mail as
        // their preferences say (issue 38).
        if (body.action === 'withdraw') {
          const { mailId } = await notify(tx, ctx, {
            userId: member.id,
            kind: 'check_notice_withdrawn',
            subject: { kind: 'review', id: review.id },
            data: { state: to },
            at: now,
          });
          return mailId;
        }

        // The member is told, whatever their preferences (a transactional message): the
        // decision's own e-mail below, so notify() sends none.
        await notify(tx, ctx, {
          userId: member.id,
          kind: 'check_decided',
          subject: { kind: 'review', id: review.id },
          data: { state: to, reason: body.reason },
          at: now,
          emailedByCaller: true,
        });
        const link = `${ctx.config.publicBaseUrl}/settings/check`;
        const reason = reviewReasonLabels[body.reason];
        const mail =
          body.action === 'clear'
            ? checkClearedMail({ to: account.email, firstName: account.firstName, link })
            : body.action === 'notice'
              ? checkNoticeMail({
                  to: account.email,
                  firstName: account.firstName,
                  reason,
                  due: decided.noticeDueAt!,
                  link,
                })
              : checkAdverseMail({ to: account.email, firstName: account.firstName, reason, link });
        return tx.outbox.queue(mail);
      });
      if (mailId !== null) void ctx.mailer.deliver([mailId]);
      if (matchMailIds.length > 0) void ctx.mailer.deliver(matchMailIds);
      await watcherNewsAfterCommit(app, watcherNews);
      return detailOf(ctx.repos, params.id);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/reviews/:id/ssn',
      summary: "Reveal the last four SSN digits of the review's check (audited)",
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      response: revealedSsnSchema,
      errors: ERRORS,
    },
    async ({ params, auth, request }) => {
      const found = await ctx.repos.reviews.find(params.id);
      if (!found) throw notFound(apiMessages.reviewNotFound);
      const sealed = await ctx.repos.reviews.sealedSsn(found.review);
      if (!sealed) throw notFound(apiMessages.noSsnOnFile);
      const last4 = decryptSecret(sealed, ctx.keys.ssn);
      // Recorded before the digits leave the server: no reveal without its entry.
      await ctx.repos.audit.record({
        ...audited(request, auth, found.review.id, found.member.id),
        action: 'review.reveal_ssn',
      });
      return { last4 };
    },
  );
}
