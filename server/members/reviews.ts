import {
  addBusinessDays,
  isEligible,
  NOTICE_RESPONSE_BUSINESS_DAYS,
  positionMonths,
  reviewStateLabels,
  type Actor,
  type EligibilityChange,
  type MyCheck,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewReason,
  type ReviewState,
  type ReviewSummary,
  type ReviewTrigger,
} from '../contract';
import type { Repositories } from '../db/repositories';
import type { ReviewActorRow, ReviewChanges, ReviewRow, ReviewSummaryRow } from '../db/reviews';
import { toActor, toMemberRef } from '../operators/serialize';
import {
  toCertification,
  toEducation,
  toPosition,
  toPublicUser,
  toTestimonial,
  toUser,
} from './serialize';

// A review as its page shows it (everything one decision needs), what each decision writes
// on the review, and the member's own view of their check (docs/architecture.md "Operators
// and vetting").

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const operator = (row: ReviewActorRow | null): Actor | null =>
  row?.id ? toActor('member', row.id, row.firstName, row.lastName, row.role) : null;

export const toReviewSummary = ({ review, member, reviewer }: ReviewSummaryRow): ReviewSummary => ({
  id: review.id,
  state: review.state as ReviewState,
  trigger: review.trigger as ReviewTrigger,
  openedAt: review.openedAt.toISOString(),
  member: toMemberRef(member),
  reviewer: operator(reviewer),
  noticeDueAt: review.state === 'notice' ? iso(review.noticeDueAt) : null,
  responded: review.respondedAt !== null,
  decidedAt: iso(review.decidedAt),
  reason: review.reason as ReviewReason | null,
});

/** The review's own record on its page: the summary, the notice and the answer, the changes. */
const toReviewRecord = (row: ReviewSummaryRow, hasSsn: boolean): ReviewDetail['review'] => ({
  ...toReviewSummary(row),
  note: row.review.note,
  // Decided without an operator: by the server itself (the demo community's checks).
  decidedBy:
    operator(row.decidedBy) ??
    (row.review.decidedAt ? toActor('system', null, null, null, null) : null),
  noticeReason: row.review.noticeReason as ReviewReason | null,
  noticeNote: row.review.noticeNote,
  noticeSentAt: iso(row.review.noticeSentAt),
  response: row.review.response,
  respondedAt: iso(row.review.respondedAt),
  changes: row.review.changes as EligibilityChange[],
  hasSsn,
});

/** "in review", "cleared": a state inside a sentence (apiMessages.reviewNotOpen). */
export const stateInSentence = (state: ReviewState): string =>
  reviewStateLabels[state].toLowerCase();

/**
 * The review with the member's profile as the community sees it, the career behind it (each
 * position with the months it counts), every testimonial with its status, the eligibility
 * answers and when each last changed, and the member's other reviews. No SSN digit: those are
 * asked for (POST /v1/admin/reviews/{id}/ssn, audited).
 */
export async function loadReviewDetail(
  repos: Repositories,
  id: number,
  now: Date,
): Promise<ReviewDetail | undefined> {
  const row = await repos.reviews.find(id);
  if (!row) return undefined;
  const userId = row.member.id;
  const [user, certifications, educations, positions, testimonials, changedAt, reviews, sealed] =
    await Promise.all([
      repos.users.get(userId),
      repos.career.list('certifications', userId),
      repos.career.list('educations', userId),
      repos.career.list('positions', userId),
      repos.testimonials.list(userId),
      repos.reviews.changedAt(userId),
      repos.reviews.forMember(userId),
      repos.reviews.sealedSsn(row.review),
    ]);
  const reviewed = positions.map((position) => {
    const wire = toPosition(position);
    return { ...wire, months: positionMonths(wire, now) };
  });
  return {
    review: toReviewRecord(row, sealed !== undefined),
    profile: {
      ...toPublicUser(user),
      certifications: certifications.map((row) => toCertification(row, now)),
      educations: educations.map(toEducation),
      positions: positions.map(toPosition),
    },
    account: { email: user.email, createdAt: user.createdAt.toISOString() },
    positions: reviewed,
    positionMonths: reviewed.reduce((sum, position) => sum + position.months, 0),
    educations: educations.map(toEducation),
    certifications: certifications.map((row) => toCertification(row, now)),
    testimonials: testimonials.map((testimonial) => toTestimonial(testimonial, user)),
    eligibility: {
      eligible: isEligible(toUser(user)),
      complete: user.complete,
      changedAt: {
        employmentStatus: iso(changedAt.employmentStatus ?? null),
        independentStatus: iso(changedAt.independentStatus ?? null),
        experienceYears: iso(changedAt.experienceYears ?? null),
      },
    },
    history: reviews.filter((other) => other.review.id !== id).map(toReviewSummary),
  };
}

/**
 * What a decision writes on the review besides its state. A notice gives the member
 * NOTICE_RESPONSE_BUSINESS_DAYS business days to answer (a new notice after a withdrawn one
 * starts a fresh answer); confirm and clear are final.
 */
export function decisionChanges(
  decision: ReviewDecision,
  to: ReviewState,
  input: { reason: ReviewReason; note: string | null; operatorId: number; now: Date },
): ReviewChanges {
  const { reason, note, operatorId, now } = input;
  const step = { state: to, reason, note };
  switch (decision) {
    case 'clear':
    case 'confirm':
      return { ...step, decidedAt: now, decidedBy: operatorId };
    case 'notice':
      return {
        ...step,
        noticeReason: reason,
        noticeNote: note,
        noticeSentAt: now,
        noticeDueAt: addBusinessDays(now, NOTICE_RESPONSE_BUSINESS_DAYS),
        response: null,
        respondedAt: null,
      };
    case 'withdraw':
      return { ...step, noticeDueAt: null };
  }
}

/** Whether a confirmation must wait: the member has not answered and the notice still runs. */
export const noticeStillRunning = (review: ReviewRow, now: Date): boolean =>
  review.respondedAt === null && review.noticeDueAt !== null && review.noticeDueAt > now;

/** The member's latest review as they may see it (no reviewer, no operator's note). */
export function toMyCheck(review: ReviewRow, hadReReview: boolean): MyCheck {
  const state = review.state as ReviewState;
  const reason =
    state === 'notice'
      ? review.noticeReason
      : state === 'cleared' || state === 'adverse'
        ? review.reason
        : null;
  return {
    state,
    trigger: review.trigger as ReviewTrigger,
    openedAt: review.openedAt.toISOString(),
    decidedAt: iso(review.decidedAt),
    reason: reason as ReviewReason | null,
    noticeDueAt: state === 'notice' ? iso(review.noticeDueAt) : null,
    response: review.response,
    canRespond: state === 'notice' && review.respondedAt === null,
    canRequestReReview: state === 'adverse' && !hadReReview,
  };
}
