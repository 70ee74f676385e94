import {
  DEMO_JOINED_AT,
  DEMO_OPERATOR,
  DEMO_OPERATOR_ID,
  DEMO_WAITING_MEMBERS,
  demoCommunity,
  type DemoReview,
} from '@demo/community';
import type { AuditAction } from '@/contract';
import { db, type MockAuditEntry } from '../db';
import { createUser } from '../factories';

// The demo operator and the demo community's background checks, reviews and their audit
// entries, as the server's seed inserts them (server/seed/seed.ts insertReviews): reviews and
// audit entries numbered from 1 in insertion order, as on a fresh database.

/** The demo SSN digits of member number `index`, as the server's seed makes them (none real). */
export const demoSsn = (index: number): string => String(1000 + ((index * 7919) % 9000));

const reviews = (): DemoReview[] => demoCommunity().reviews;

/** The id of the latest demo review of member number `index`. */
const latestReviewOf = (index: number): number => {
  const all = reviews();
  for (let i = all.length - 1; i >= 0; i -= 1) if (all[i]!.member === index) return i + 1;
  throw new Error(`No demo review for member ${index}`);
};

/** The reviews waiting in the demo queue, by what they show. */
export const DEMO_REVIEW_IDS = {
  submitted: latestReviewOf(DEMO_WAITING_MEMBERS.submitted),
  eligibilityChanged: latestReviewOf(DEMO_WAITING_MEMBERS.eligibilityChanged),
  inReview: latestReviewOf(DEMO_WAITING_MEMBERS.inReview),
  notice: latestReviewOf(DEMO_WAITING_MEMBERS.notice),
} as const;

/** The member ids behind them (index + 1). */
export const DEMO_REVIEW_MEMBERS = {
  submitted: DEMO_WAITING_MEMBERS.submitted + 1,
  eligibilityChanged: DEMO_WAITING_MEMBERS.eligibilityChanged + 1,
  inReview: DEMO_WAITING_MEMBERS.inReview + 1,
  notice: DEMO_WAITING_MEMBERS.notice + 1,
} as const;

/** The demo operator (an admin with the demo password), after the newcomer. */
export function seedOperator(): void {
  createUser({ id: DEMO_OPERATOR_ID, ...DEMO_OPERATOR, createdAt: DEMO_JOINED_AT });
}

/** Every member's check (with its digits), the demo reviews and their audit entries. */
export function seedReviews(memberCount: number): void {
  for (let index = 0; index < memberCount; index += 1) {
    db.backgroundChecks.push({
      userId: index + 1,
      submittedAt: DEMO_JOINED_AT,
      ssn: demoSsn(index),
    });
  }
  const entries: Omit<MockAuditEntry, 'id'>[] = [];
  reviews().forEach((review, position) => {
    const id = position + 1;
    const userId = review.member + 1;
    const operatorId = review.operator ? DEMO_OPERATOR_ID : null;
    const notice = review.state === 'notice';
    db.reviews.push({
      id,
      userId,
      trigger: review.trigger,
      state: review.state,
      openedAt: review.openedAt,
      startedAt: review.startedAt,
      reviewerId: operatorId,
      reason: review.reason,
      note: null,
      decidedAt: review.decidedAt,
      decidedBy: review.decidedAt ? operatorId : null,
      noticeReason: notice ? review.reason : null,
      noticeNote: null,
      noticeSentAt: review.noticeSentAt,
      noticeDueAt: review.noticeDueAt,
      response: null,
      respondedAt: null,
      changes: review.changes,
    });
    for (const change of review.changes) db.memberChanges.push({ userId, ...change });

    // The steps: the operator's own, or the server's (the system actor) for the cleared checks.
    const entry = (action: AuditAction, at: string) =>
      entries.push({
        at,
        actorKind: operatorId ? 'member' : 'system',
        actorId: operatorId,
        actorRole: operatorId ? DEMO_OPERATOR.role : null,
        action,
        subjectKind: 'review',
        subjectId: id,
        memberId: userId,
        reason: action === 'review.start' ? null : review.reason,
        note: null,
        requestId: null,
      });
    if (review.startedAt) entry('review.start', review.startedAt);
    if (review.noticeSentAt) entry('review.notice', review.noticeSentAt);
    if (review.state === 'cleared' && review.decidedAt) entry('review.clear', review.decidedAt);
  });
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  entries.forEach((entry, index) => db.audit.push({ id: index + 1, ...entry }));
}
