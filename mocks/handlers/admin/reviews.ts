import { http, HttpResponse } from 'msw';
import {
  addBusinessDays,
  apiMessages,
  compareTestimonials,
  isEligible,
  NOTICE_RESPONSE_BUSINESS_DAYS,
  OPEN_REVIEW_STATES,
  positionMonths,
  reviewDecisionBodySchema,
  reviewQuerySchema,
  reviewStateLabels,
  reviewTransition,
  type EligibilityField,
  type Profile,
  type ReviewDecisionBody,
  type ReviewDetail,
  type ReviewState,
} from '@/contract';
import { db, findUser, type MockReview, type MockUser } from '../../db';
import { api, fail, idParam, parseQuery, readBody } from '../../http';
import { toProfile, toTestimonial } from '../../serialize';
import { mockNotify, mockNotifyIfUnlisted } from '../notifications';
import {
  ensureMayActOn,
  latestFirst,
  recordAudit,
  requireOperator,
  suspensionOf,
  toActor,
  toReviewSummary,
} from './shared';

// The review queue, one review and its decisions (docs/architecture.md "Operators and
// vetting"), as server/routes/admin/reviews.ts answers them: oldest first, start and decisions
// answer the review as it now is, a 409 names the state the review is in now.

const oldestFirst = (a: MockReview, b: MockReview) =>
  a.openedAt.localeCompare(b.openedAt) || a.id - b.id;

const isOpen = (state: ReviewState) => (OPEN_REVIEW_STATES as readonly string[]).includes(state);

/** "in review", "cleared": a state inside a sentence (apiMessages.reviewNotOpen). */
const stateInSentence = (state: ReviewState) => reviewStateLabels[state].toLowerCase();

/** As the server's e-mails and 409 word a due date ("Wednesday, November 25, 2026 at 3:00 PM UTC"). */
const formatDueDate = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

const checkOf = (userId: number) =>
  db.backgroundChecks.filter((check) => check.userId === userId && check.ssn).at(-1);

const ownedBy = <T extends { userId: number }>(rows: T[], userId: number) =>
  rows.filter((row) => row.userId === userId);

/** The latest change of each eligibility answer of the member, null when never changed. */
function changedAt(userId: number): ReviewDetail['eligibility']['changedAt'] {
  const latest = (field: EligibilityField) =>
    ownedBy(db.memberChanges, userId)
      .filter((change) => change.field === field)
      .map((change) => change.changedAt)
      .sort()
      .at(-1) ?? null;
  return {
    employmentStatus: latest('employmentStatus'),
    independentStatus: latest('independentStatus'),
    experienceYears: latest('experienceYears'),
  };
}

export function toReviewDetail(review: MockReview, member: MockUser): ReviewDetail {
  const summary = toReviewSummary(review)!;
  const now = new Date();
  // As the community sees it, without the account's role, which toProfile's object carries.
  const {
    testimonials: _published,
    hasContact: _hasContact,
    role: _role,
    ...profile
  } = toProfile(member) as Profile & Partial<Pick<MockUser, 'role'>>;
  // Each position with the months it counts towards the 96 of the completion rule.
  const positions = profile.positions.map((position) => ({
    ...position,
    months: positionMonths(position, now),
  }));
  return {
    review: {
      ...summary,
      note: review.note,
      // Decided without an operator: by the server itself (the demo community's checks).
      decidedBy:
        toActor(review.decidedBy) ??
        (review.decidedAt ? { kind: 'system', id: null, name: null, role: null } : null),
      noticeReason: review.noticeReason,
      noticeNote: review.noticeNote,
      noticeSentAt: review.noticeSentAt,
      response: review.response,
      respondedAt: review.respondedAt,
      changes: review.changes,
      hasSsn: checkOf(member.id) !== undefined,
    },
    profile,
    account: { email: member.email, createdAt: member.createdAt },
    positions,
    positionMonths: positions.reduce((sum, position) => sum + position.months, 0),
    educations: profile.educations,
    certifications: profile.certifications,
    testimonials: ownedBy(db.testimonials, member.id).map(toTestimonial).sort(compareTestimonials),
    eligibility: {
      eligible: isEligible(member),
      complete: member.complete,
      changedAt: changedAt(member.id),
    },
    history: db.reviews
      .filter((other) => other.userId === member.id && other.id !== review.id)
      .sort(latestFirst)
      .map(toReviewSummary)
      .filter((other) => other !== null),
  };
}

/** The review and its member; 404 for an unknown review (or one whose account is gone). */
function findReview(id: number) {
  const review = db.reviews.find((row) => row.id === id);
  const member = review && findUser(review.userId);
  if (!review || !member) return fail('ResourceNotFound', apiMessages.reviewNotFound);
  return { review, member };
}

/** A review an operator acts on: never their own, and an operator's only by an admin. */
function reviewToAct(id: number, operator: MockUser) {
  const found = findReview(id);
  ensureMayActOn(operator, found.member);
  return found;
}

const notOpen = (review: MockReview) =>
  fail('ResourceConflict', apiMessages.reviewNotOpen(stateInSentence(review.state)));

/** What a decision writes on the review besides its state (server/members/reviews.ts). */
function decide(review: MockReview, body: ReviewDecisionBody, operator: MockUser, to: ReviewState) {
  const now = new Date().toISOString();
  const note = body.note ?? null;
  const step = { state: to, reason: body.reason, note };
  switch (body.action) {
    case 'clear':
    case 'confirm':
      return Object.assign(review, step, { decidedAt: now, decidedBy: operator.id });
    case 'notice':
      return Object.assign(review, step, {
        noticeReason: body.reason,
        noticeNote: note,
        noticeSentAt: now,
        noticeDueAt: addBusinessDays(new Date(now), NOTICE_RESPONSE_BUSINESS_DAYS).toISOString(),
        response: null,
        respondedAt: null,
      });
    case 'withdraw':
      return Object.assign(review, step, { noticeDueAt: null });
  }
}

export const adminReviewHandlers = [
  http.get(api('/v1/admin/reviews'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, reviewQuerySchema);
    const items = db.reviews
      .filter((review) =>
        query.state === 'open' ? isOpen(review.state) : review.state === query.state,
      )
      .filter(
        (review) => !query.profession || findUser(review.userId)?.profession === query.profession,
      )
      .sort(oldestFirst)
      .map(toReviewSummary)
      .filter((summary) => summary !== null);
    return HttpResponse.json({
      items: items.slice(query.offset, query.offset + query.limit),
      total: items.length,
      limit: query.limit,
      offset: query.offset,
    });
  }),

  http.get(api('/v1/admin/reviews/:id'), ({ request, params }) => {
    requireOperator(request);
    const { review, member } = findReview(idParam(params.id));
    return HttpResponse.json(toReviewDetail(review, member));
  }),

  http.post(api('/v1/admin/reviews/:id/start'), ({ request, params }) => {
    const operator = requireOperator(request);
    const { review, member } = reviewToAct(idParam(params.id), operator);
    const to = reviewTransition(review.state, 'start');
    if (!to) return notOpen(review);
    Object.assign(review, {
      state: to,
      startedAt: new Date().toISOString(),
      reviewerId: operator.id,
    });
    recordAudit(request, operator, {
      action: 'review.start',
      subject: { kind: 'review', id: review.id },
      memberId: member.id,
      reason: null,
      note: null,
    });
    return HttpResponse.json(toReviewDetail(review, member));
  }),

  http.post(api('/v1/admin/reviews/:id/decisions'), async ({ request, params }) => {
    const operator = requireOperator(request);
    const id = idParam(params.id);
    const body = await readBody(request, reviewDecisionBodySchema);
    const { review, member } = reviewToAct(id, operator);
    const to = reviewTransition(review.state, body.action);
    if (!to) return notOpen(review);
    // Fair to the member: confirmed once they answered or the time to answer has passed.
    if (
      body.action === 'confirm' &&
      review.respondedAt === null &&
      review.noticeDueAt !== null &&
      Date.parse(review.noticeDueAt) > Date.now()
    ) {
      return fail('ResourceConflict', apiMessages.noticeRunning(formatDueDate(review.noticeDueAt)));
    }
    decide(review, body, operator, to);
    // An adverse decision unpublishes (and a suspension lifted later does not bring it back);
    // clearing a re-review lists the member again.
    const suspension = suspensionOf(member.id);
    if (body.action === 'confirm') {
      const wasListed = member.published;
      member.published = false;
      if (suspension) suspension.whilePublished = false;
      mockNotifyIfUnlisted(member.id, wasListed);
    }
    if (
      body.action === 'clear' &&
      review.trigger === 're_review' &&
      !member.published &&
      !suspension &&
      member.complete
    ) {
      member.published = true;
    }
    recordAudit(request, operator, {
      action: `review.${body.action}`,
      subject: { kind: 'review', id: review.id },
      memberId: member.id,
      reason: body.reason,
      note: body.note ?? null,
    });
    if (body.action === 'withdraw') {
      // Good news the member hears of, in the app and by e-mail as their preferences say.
      mockNotify({
        userId: member.id,
        kind: 'check_notice_withdrawn',
        subject: { kind: 'review', id: review.id },
        data: { state: to },
      });
    } else {
      // The member is told, whatever their preferences (a transactional message).
      mockNotify({
        userId: member.id,
        kind: 'check_decided',
        subject: { kind: 'review', id: review.id },
        data: { state: to, reason: body.reason },
      });
      db.outbox.push({ to: member.email, kind: 'checkDecided', link: '/settings/check' });
    }
    return HttpResponse.json(toReviewDetail(review, member));
  }),

  http.post(api('/v1/admin/reviews/:id/ssn'), ({ request, params }) => {
    const operator = requireOperator(request);
    const { review, member } = findReview(idParam(params.id));
    const check = checkOf(member.id);
    if (!check?.ssn) return fail('ResourceNotFound', apiMessages.noSsnOnFile);
    // Recorded before the digits leave: no reveal without its entry.
    recordAudit(request, operator, {
      action: 'review.reveal_ssn',
      subject: { kind: 'review', id: review.id },
      memberId: member.id,
      reason: null,
      note: null,
    });
    return HttpResponse.json({ last4: check.ssn });
  }),
];
