import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_JOINED_AT, DEMO_OPERATOR_ID } from '@demo/community';
import type { MemberAction } from '@/contract';
import { db, findUser, nextId } from '../db';
import { createCertification, createTestimonial, createUser } from '../factories';
import { api } from '../http';

// The operator screens' other states. Handler scenarios go in front of the defaults; data
// scenarios change the mock db after it is reset.

// ---- Members, posts and reports (/admin/members, /admin/posts, /admin/reports) ----

const emptyPage = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return HttpResponse.json({
    items: [],
    total: 0,
    limit: Number(query.get('limit') ?? 25),
    offset: Number(query.get('offset') ?? 0),
  });
};

/** The posts and reports queues answer empty in every state. */
export const emptyModerationQueues = (): HttpHandler[] => [
  http.get(api('/v1/admin/posts'), ({ request }) => emptyPage(request)),
  http.get(api('/v1/admin/reports'), ({ request }) => emptyPage(request)),
];

/**
 * Another operator decides the post first: the decision answers 409 (postNotPending), as when
 * two operators press at once. The post was approved by the demo operator meanwhile.
 */
export const postDecidedElsewhere = (): HttpHandler[] => [
  http.post(api('/v1/admin/posts/:id/decisions'), ({ params }) => {
    const post = db.posts.find((row) => row.id === Number(params.id));
    if (post?.state === 'pending') {
      Object.assign(post, {
        state: 'approved',
        decidedAt: '2026-11-21T14:58:00.000Z',
        decidedBy: DEMO_OPERATOR_ID,
      });
    }
    // On to the default handler, which now refuses it.
  }),
];

/** Another operator decides the report first: the decision answers 409 (reportNotOpen). */
export const reportDecidedElsewhere = (): HttpHandler[] => [
  http.post(api('/v1/admin/reports/:id/decisions'), ({ params }) => {
    const report = db.reports.find((row) => row.id === Number(params.id));
    if (report?.state === 'open') {
      Object.assign(report, {
        state: 'dismissed',
        resolvedAt: '2026-11-21T14:58:00.000Z',
        resolvedBy: DEMO_OPERATOR_ID,
        resolutionReason: 'duplicate',
        resolutionNote: 'Dismissed by another operator.',
      });
    }
  }),
];

/**
 * Another operator took the same action on the member first: the action answers 409
 * (memberStateUnchanged). Only publication is raced here; a suspension is refused the same way.
 */
export const memberChangedElsewhere = (): HttpHandler[] => [
  http.post(api('/v1/admin/members/:id/actions'), async ({ request, params }) => {
    const user = findUser(Number(params.id));
    const { action } = (await request.clone().json()) as { action?: MemberAction };
    if (user && action === 'unpublish') user.published = false;
    if (user && action === 'republish') user.published = true;
  }),
];

/** A member unpublished by an operator: out of search, profile not found to others. */
export function unpublishedMember(id: number): void {
  const user = findUser(id);
  if (user) user.published = false;
}

/** A suspended account, since `at` (its profile unpublished while it lasts). */
/**
 * The member an open report is about deleted the account (issue 38): the report stays, its
 * subject gone (the server's ON DELETE SET NULL). The oldest open report by default.
 */
export function reportAboutDeletedMember(index = 0): void {
  const report = db.reports.filter((row) => row.state === 'open')[index];
  if (report) report.subjectId = null;
}

/** The decided reports carry a reason code, as they do since issue 38. */
export function reportsDecidedWithReasons(): void {
  for (const report of db.reports) {
    if (report.state === 'resolved') report.resolutionReason = 'profile_corrected';
    if (report.state === 'dismissed') report.resolutionReason = 'no_violation';
  }
}

export function suspendedMember(id: number, at = '2026-11-20T10:00:00.000Z'): void {
  const user = findUser(id);
  if (!user) return;
  db.suspensions.push({ userId: id, suspendedAt: at, whilePublished: user.published });
  user.published = false;
  db.sessions = db.sessions.filter((session) => session.userId !== id);
}

// ---- Reviews and the audit log (/admin/reviews, /admin/audit) ----

/** The review queue answers empty whatever the filters. */
export const emptyReviewQueue = (): HttpHandler[] => [
  http.get(api('/v1/admin/reviews'), ({ request }) => emptyPage(request)),
];

/** The audit log answers empty whatever the filters. */
export const emptyAuditLog = (): HttpHandler[] => [
  http.get(api('/v1/admin/audit'), ({ request }) => emptyPage(request)),
];

/** A second operator (a reviewer), who decides first in reviewDecidedElsewhere(). */
export const OTHER_OPERATOR = {
  id: DEMO_OPERATOR_ID + 1,
  email: 'reviewer@guildhall.local',
  firstName: 'Rafael',
  lastName: 'Ortiz',
  role: 'reviewer',
} as const;

function otherOperator() {
  return (
    findUser(OTHER_OPERATOR.id) ?? createUser({ ...OTHER_OPERATOR, createdAt: DEMO_JOINED_AT })
  );
}

const ELSEWHERE_AT = '2026-11-21T14:58:00.000Z';

/**
 * Another reviewer moves the review first (two reviewers at once: exactly one wins): a
 * submitted review is started, one in review is cleared, a notice is withdrawn, each by the
 * other reviewer with its audit entry. The default handler then answers 409 reviewNotOpen.
 */
export const reviewDecidedElsewhere = (): HttpHandler[] => {
  const first = ({ params }: { params: Record<string, unknown> }) => {
    const review = db.reviews.find((row) => row.id === Number(params.id));
    if (!review) return;
    const other = otherOperator();
    const entry = (action: 'review.start' | 'review.clear' | 'review.withdraw') =>
      db.audit.push({
        id: nextId(),
        at: ELSEWHERE_AT,
        actorKind: 'member',
        actorId: other.id,
        actorRole: other.role,
        action,
        subjectKind: 'review',
        subjectId: review.id,
        memberId: review.userId,
        reason: action === 'review.start' ? null : 'verified',
        note: null,
        requestId: null,
      });
    if (review.state === 'submitted') {
      Object.assign(review, { state: 'in_review', startedAt: ELSEWHERE_AT, reviewerId: other.id });
      entry('review.start');
    } else if (review.state === 'in_review') {
      Object.assign(review, {
        state: 'cleared',
        reason: 'verified',
        decidedAt: ELSEWHERE_AT,
        decidedBy: other.id,
      });
      entry('review.clear');
    } else if (review.state === 'notice') {
      Object.assign(review, { state: 'in_review', reason: 'verified', noticeDueAt: null });
      entry('review.withdraw');
    }
    // On to the default handler, which now refuses it.
  };
  return [
    http.post(api('/v1/admin/reviews/:id/start'), first),
    http.post(api('/v1/admin/reviews/:id/decisions'), first),
  ];
};

/** The member answered the notice of review `id` (they may, once). */
export function noticeAnswered(
  id: number,
  response = 'My last position ran until March this year: the contract is attached to my profile.',
  at = '2026-11-20T09:15:00.000Z',
): void {
  const review = db.reviews.find((row) => row.id === id);
  if (review) Object.assign(review, { response, respondedAt: at });
}

/** The time to answer the notice of review `id` has passed without an answer. */
export function noticeOverdue(id: number, dueAt = '2026-11-20T15:00:00.000Z'): void {
  const review = db.reviews.find((row) => row.id === id);
  if (review) review.noticeDueAt = dueAt;
}

/** Review `id` submitted (no reviewer yet) or in review (started by the demo operator). */
export function reviewInState(id: number, state: 'submitted' | 'in_review'): void {
  const review = db.reviews.find((row) => row.id === id);
  if (!review) return;
  Object.assign(review, {
    state,
    reviewerId: state === 'in_review' ? DEMO_OPERATOR_ID : null,
    startedAt: state === 'in_review' ? '2026-11-21T14:00:00.000Z' : null,
  });
}

/** `count` more submitted reviews, oldest after the demo queue's (paging: "Show more"). */
export function manyWaitingReviews(count: number): void {
  for (let index = 0; index < count; index += 1) {
    const userId = 2 + (index % 60);
    db.reviews.push({
      id: nextId(),
      userId,
      trigger: 'eligibility_changed',
      state: 'submitted',
      openedAt: new Date(Date.UTC(2026, 10, 21, 0, index)).toISOString(),
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
    });
  }
}

/**
 * Member `userId`'s review shows every kind of evidence: a licence still valid and one expired,
 * testimonials in each status (requested, written but not published, published), and an
 * eligibility answer changed since sign-up (to the answer they give now).
 */
export function fullReviewEvidence(userId: number): void {
  const user = findUser(userId);
  if (!user) return;
  createCertification(userId, {
    name: 'Professional Engineer',
    organization: 'State Board of Licensure',
    issuedDate: '2010-05-01',
    expirationDate: '2027-05-01',
    identifier: 'PE-88231',
    url: 'https://licensing.example.org/verify/PE-88231',
  });
  createCertification(userId, {
    name: 'Certified Internal Auditor',
    organization: 'Institute of Internal Auditors',
    issuedDate: '2015-03-01',
    expirationDate: '2025-03-01',
  });
  createTestimonial(userId, {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    company: 'Harbor Analytics',
    position: 'CFO',
    content: 'Steady hands on a hard migration; the board still quotes the plan.',
    status: 'unpublished',
    createdAt: '2026-10-02T10:00:00.000Z',
    sentAt: '2026-10-02T10:00:00.000Z',
  });
  createTestimonial(userId, {
    name: 'Marcus Oyelaran',
    email: 'marcus.oyelaran@example.com',
    status: 'pending',
    createdAt: '2026-11-10T10:00:00.000Z',
    sentAt: '2026-11-10T10:00:00.000Z',
  });
  createTestimonial(userId, {
    name: 'Helen Brandt',
    email: 'helen.brandt@example.com',
    company: 'Northgate Partners',
    position: 'Managing Director',
    content: 'Calm, exact and fast: the rare engineer who explains as well as they build.',
    status: 'published',
    createdAt: '2026-03-20T10:00:00.000Z',
    sentAt: '2026-03-20T10:00:00.000Z',
  });
  db.memberChanges.push({
    userId,
    field: 'employmentStatus',
    from: 'employed',
    to: user.employmentStatus,
    changedAt: '2026-03-02T10:00:00.000Z',
  });
}

/** The review of the demo operator's own check: an operator never decides their own. */
export const OWN_REVIEW_ID = 900;

/** A review of the demo operator's own check waits (the demo keeps no digits on file for them). */
export function ownReviewWaiting(): void {
  db.reviews.push({
    id: OWN_REVIEW_ID,
    userId: DEMO_OPERATOR_ID,
    trigger: 'submission',
    state: 'submitted',
    openedAt: '2026-11-20T12:00:00.000Z',
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
  });
}

/**
 * The command line granted the second operator the reviewer role (`npm run operator -- add`):
 * the log's newest entry, by the `cli` actor, with the role in its note as the server writes it.
 */
export function reviewerGrantedFromCli(at = '2026-11-21T14:30:00.000Z'): void {
  const other = otherOperator();
  db.audit.push({
    id: nextId(),
    at,
    actorKind: 'cli',
    actorId: null,
    actorRole: null,
    action: 'role.grant',
    subjectKind: 'member',
    subjectId: other.id,
    memberId: other.id,
    reason: null,
    note: `role: ${other.role}`,
    requestId: null,
  });
}
