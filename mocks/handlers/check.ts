import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  noticeResponseBodySchema,
  type MyCheck,
  type ReviewTrigger,
} from '@/contract';
import { db, nextId, type MockReview } from '../db';
import { api, fail, readBody, requireUser } from '../http';

// The member's own background check (GET /v1/user/check, the answer to a notice, one
// re-review), over the reviews the operators' handlers decide (db.reviews).

/** Latest first (opened, then id), as the server's latestOf. */
const latestFirst = (a: MockReview, b: MockReview) =>
  b.openedAt.localeCompare(a.openedAt) || b.id - a.id;

export const latestReviewOf = (userId: number): MockReview | undefined =>
  db.reviews.filter((review) => review.userId === userId).sort(latestFirst)[0];

/** Opens a review in `submitted`, as the server's reviews.open (a submission, a re-review). */
export function openReview(userId: number, trigger: ReviewTrigger, at = new Date()): MockReview {
  const review: MockReview = {
    id: nextId(),
    userId,
    trigger,
    state: 'submitted',
    openedAt: at.toISOString(),
    startedAt: null,
    reviewerId: null,
    reason: null,
    note: null,
    decidedAt: null,
    decidedBy: null,
    noticeReason: null,
    noticeNote: null,
    noticeSentAt: null,
    noticeDueAt: null,
    response: null,
    respondedAt: null,
    changes: [],
  };
  db.reviews.push(review);
  return review;
}

/** The member's latest review as they may see it (the server's toMyCheck): no operator note. */
export function toMyCheck(review: MockReview): MyCheck {
  const { state } = review;
  const hadReReview = db.reviews.some(
    (other) => other.userId === review.userId && other.trigger === 're_review',
  );
  const reason =
    state === 'notice'
      ? review.noticeReason
      : state === 'cleared' || state === 'adverse'
        ? review.reason
        : null;
  return {
    state,
    trigger: review.trigger,
    openedAt: review.openedAt,
    decidedAt: review.decidedAt,
    reason,
    noticeDueAt: state === 'notice' ? review.noticeDueAt : null,
    response: review.response,
    canRespond: state === 'notice' && review.respondedAt === null,
    canRequestReReview: state === 'adverse' && !hadReReview,
  };
}

const latestOrNotFound = (userId: number): MockReview =>
  latestReviewOf(userId) ?? fail('ResourceNotFound', apiMessages.checkNotFound);

export const checkHandlers = [
  http.get(api('/v1/user/check'), ({ request }) => {
    const user = requireUser(request);
    const latest = latestReviewOf(user.id);
    return HttpResponse.json(latest ? toMyCheck(latest) : null);
  }),

  http.post(api('/v1/user/check/response'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, noticeResponseBodySchema);
    const latest = latestOrNotFound(user.id);
    if (latest.state !== 'notice') return fail('ResourceConflict', apiMessages.noNoticeToAnswer);
    if (latest.respondedAt) return fail('ResourceConflict', apiMessages.noticeAlreadyAnswered);
    latest.response = body.response;
    latest.respondedAt = new Date().toISOString();
    return HttpResponse.json(toMyCheck(latest));
  }),

  http.post(api('/v1/user/check/rereview'), ({ request }) => {
    const user = requireUser(request);
    const latest = latestOrNotFound(user.id);
    if (!toMyCheck(latest).canRequestReReview) {
      return fail('ResourceConflict', apiMessages.reReviewNotAvailable);
    }
    return HttpResponse.json(toMyCheck(openReview(user.id, 're_review')), { status: 201 });
  }),
];
