import { http, type HttpHandler } from 'msw';
import {
  addBusinessDays,
  apiMessages,
  NOTICE_RESPONSE_BUSINESS_DAYS,
  type ReviewReason,
  type ReviewTrigger,
} from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, findUser, type MockReview } from '../db';
import { latestReviewOf, openReview } from '../handlers/check';
import { api, errorResponse, optionalUser } from '../http';

// The member's own background check (/settings/check) in each state. Data scenarios replace
// the member's reviews; every date sits before Storybook's fixed clock (21 November 2026).

/** What the member's latest review shows (notice and adverse carry a reason). */
export type MyCheckStep =
  | 'submitted'
  | 'in_review'
  | 'notice'
  | 'noticeAnswered'
  | 'cleared'
  | 'adverse'
  /** Adverse, and the one re-review was already decided adverse again. */
  | 'adverseAfterReReview'
  /** Adverse, then a re-review asked for: it waits, the profile stays unpublished. */
  | 'reReviewWaiting';

export interface MyCheckOptions {
  userId?: number;
  reason?: ReviewReason;
  trigger?: ReviewTrigger;
}

const OPENED_AT = '2026-11-16T11:00:00.000Z';
const STARTED_AT = '2026-11-17T09:30:00.000Z';
const NOTICE_SENT_AT = '2026-11-19T15:00:00.000Z';
const DECIDED_AT = '2026-11-20T10:00:00.000Z';
/** The member's answer in the answered states. */
export const NOTICE_ANSWER =
  'My practice has run since 2012; the earlier years were at Fields HR, listed under Experience.';

const review = (userId: number, fields: Partial<MockReview>): MockReview => {
  const row = openReview(userId, 'submission', new Date(OPENED_AT));
  return Object.assign(row, fields);
};

/** A notice sent on NOTICE_SENT_AT, due 5 business days later. */
const notice = (reason: ReviewReason) => ({
  state: 'notice' as const,
  startedAt: STARTED_AT,
  reason,
  noticeReason: reason,
  noticeSentAt: NOTICE_SENT_AT,
  noticeDueAt: addBusinessDays(
    new Date(NOTICE_SENT_AT),
    NOTICE_RESPONSE_BUSINESS_DAYS,
  ).toISOString(),
});

/** The member's decided adverse review, answered, and their profile unpublished. */
const adverse = (reason: ReviewReason, trigger: ReviewTrigger = 'submission') => ({
  ...notice(reason),
  trigger,
  state: 'adverse' as const,
  noticeDueAt: null,
  response: NOTICE_ANSWER,
  respondedAt: '2026-11-19T18:00:00.000Z',
  decidedAt: DECIDED_AT,
});

/**
 * The member's check in `step`, replacing their reviews (the demo member's is cleared by
 * default). Adverse steps unpublish the profile, as the confirmation does.
 */
export function myCheckAt(step: MyCheckStep, options: MyCheckOptions = {}): void {
  const { userId = DEMO_USER_ID, reason = 'experience_short', trigger = 'submission' } = options;
  db.reviews = db.reviews.filter((row) => row.userId !== userId);
  const user = findUser(userId);
  switch (step) {
    case 'submitted':
      review(userId, { trigger });
      break;
    case 'in_review':
      review(userId, { trigger, state: 'in_review', startedAt: STARTED_AT });
      break;
    case 'notice':
      review(userId, { trigger, ...notice(reason) });
      break;
    case 'noticeAnswered':
      review(userId, {
        trigger,
        ...notice(reason),
        response: NOTICE_ANSWER,
        respondedAt: '2026-11-20T08:15:00.000Z',
      });
      break;
    case 'cleared':
      review(userId, { trigger, state: 'cleared', reason: 'verified', decidedAt: DECIDED_AT });
      break;
    case 'adverse':
      review(userId, adverse(reason));
      break;
    case 'adverseAfterReReview':
      review(userId, { ...adverse(reason), openedAt: '2026-10-01T11:00:00.000Z' });
      review(userId, adverse(reason, 're_review'));
      break;
    case 'reReviewWaiting':
      review(userId, { ...adverse(reason), openedAt: '2026-10-01T11:00:00.000Z' });
      review(userId, { trigger: 're_review', openedAt: '2026-11-20T16:00:00.000Z' });
      break;
  }
  const unpublished = step === 'adverse' || step === 'adverseAfterReReview';
  if (user && (unpublished || step === 'reReviewWaiting')) user.published = false;
}

/** A member who never submitted the check (no review at all). */
export function noCheck(userId = DEMO_USER_ID): void {
  db.reviews = db.reviews.filter((row) => row.userId !== userId);
}

/**
 * The answer to the notice was sent from another tab first: the server refuses this one
 * (409 'You already answered this notice'), and the check it reads again shows the answer.
 */
export const noticeAnsweredElsewhere = (): HttpHandler[] => [
  http.post(api('/v1/user/check/response'), ({ request }) => {
    const user = optionalUser(request);
    const answered = user && latestReviewOf(user.id);
    if (answered?.state === 'notice' && !answered.respondedAt) {
      answered.response = NOTICE_ANSWER;
      answered.respondedAt = '2026-11-21T14:50:00.000Z';
    }
    // On to the default handler, which now refuses it.
    return undefined;
  }),
];

/** The re-review was asked for from another tab: this one is refused (409). */
export const reReviewTakenElsewhere = (): HttpHandler[] => [
  http.post(api('/v1/user/check/rereview'), () =>
    errorResponse('ResourceConflict', apiMessages.reReviewNotAvailable),
  ),
];
