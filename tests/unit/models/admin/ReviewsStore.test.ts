import { describe, expect, it } from 'vitest';
import { apiMessages, reviewStateLabels } from '@/contract';
import { isConflict } from '@/models/admin/ReviewsStore';
import { DEMO_WAITING_MEMBERS } from '@demo/community';
import { DEMO_EMAIL } from '@mocks/data/members';
import { DEMO_REVIEW_IDS, DEMO_REVIEW_MEMBERS, demoSsn } from '@mocks/data/reviews';
import { db } from '@mocks/db';
import {
  manyWaitingReviews,
  noticeAnswered,
  OTHER_OPERATOR,
  reviewDecidedElsewhere,
} from '@mocks/scenarios';
import { mockServer } from '../../setup';
import { memberAdminStore, OPERATOR_ID, operatorStore } from './operatorSession';

const row = (id: number) => db.reviews.find((review) => review.id === id)!;
const auditOf = (id: number) =>
  db.audit.filter((entry) => entry.subjectKind === 'review' && entry.subjectId === id);
const { submitted, eligibilityChanged, inReview, notice } = DEMO_REVIEW_IDS;

describe('ReviewsStore', () => {
  it('lists the waiting reviews oldest first', async () => {
    const { reviews } = await operatorStore();
    await reviews.load();
    expect(reviews.filters).toEqual({ state: 'open', profession: null });
    expect(reviews.items.map((review) => review.id)).toEqual([
      notice,
      submitted,
      inReview,
      eligibilityChanged,
    ]);
    expect(reviews.total).toBe(4);
    expect(reviews.hasMore).toBe(false);
    expect(reviews.items[0]).toMatchObject({
      state: 'notice',
      member: { id: DEMO_REVIEW_MEMBERS.notice },
      reviewer: { kind: 'member', id: OPERATOR_ID },
    });
  });

  it('filters by state and by profession', async () => {
    const { reviews } = await operatorStore();
    await reviews.load({ state: 'in_review', profession: null });
    expect(reviews.items.map((review) => review.id)).toEqual([inReview]);
    await reviews.load({ state: 'cleared', profession: null });
    expect(reviews.items.every((review) => review.state === 'cleared')).toBe(true);
    const profession = db.users.find(
      (user) => user.id === DEMO_REVIEW_MEMBERS.submitted,
    )!.profession!;
    await reviews.load({ state: 'open', profession });
    expect(reviews.items.length).toBeGreaterThan(0);
    expect(reviews.items.every((review) => review.member.profession === profession)).toBe(true);
  });

  it('pages with "Show more", and a page asked under older filters is dropped', async () => {
    manyWaitingReviews(30);
    const { reviews } = await operatorStore();
    await reviews.load();
    expect(reviews.items).toHaveLength(25);
    expect(reviews.hasMore).toBe(true);
    await reviews.loadMore();
    expect(reviews.items).toHaveLength(34);
    expect(reviews.hasMore).toBe(false);
    expect(new Set(reviews.items.map((review) => review.id)).size).toBe(34);

    await reviews.load();
    const more = reviews.loadMore();
    await reviews.load({ state: 'notice', profession: null });
    await more;
    expect(reviews.items.map((review) => review.id)).toEqual([notice]);
  });

  it('opens a review with its evidence and its own audit entries', async () => {
    const { reviews } = await operatorStore();
    const detail = await reviews.open(eligibilityChanged);
    expect(detail.review.trigger).toBe('eligibility_changed');
    expect(detail.review.changes).toHaveLength(1);
    expect(detail.eligibility.changedAt.experienceYears).toBe(detail.review.changes[0]!.changedAt);
    expect(detail.positionMonths).toBe(
      detail.positions.reduce((sum, position) => sum + position.months, 0),
    );
    // Their earlier, cleared review.
    expect(detail.history.map((review) => review.state)).toEqual(['cleared']);
    expect(reviews.auditOf(eligibilityChanged)).toEqual([]);

    await reviews.open(notice);
    expect(reviews.auditOf(notice)?.map((entry) => entry.action)).toEqual([
      'review.notice',
      'review.start',
    ]);
  });

  it('starts a submitted review: in review, with the operator as reviewer, audited', async () => {
    const { reviews } = await operatorStore();
    await reviews.load();
    await reviews.start(submitted);
    expect(row(submitted)).toMatchObject({ state: 'in_review', reviewerId: OPERATOR_ID });
    expect(reviews.detail(submitted)?.review.state).toBe('in_review');
    // The queue's row follows.
    expect(reviews.items.find((review) => review.id === submitted)?.state).toBe('in_review');
    expect(reviews.auditOf(submitted)?.map((entry) => entry.action)).toEqual(['review.start']);
  });

  it('clears a review in one step: state, audit entry, notification and e-mail', async () => {
    const { reviews } = await operatorStore();
    await reviews.open(inReview);
    const pending = reviews.clear(inReview, 'Licence checked with the state board.');
    expect(reviews.ops.clear.get(inReview).isPending).toBe(true);
    expect(reviews.isDeciding(inReview)).toBe(true);
    expect(reviews.ops.clear.get(submitted).isPending).toBe(false);
    await pending;
    expect(row(inReview)).toMatchObject({
      state: 'cleared',
      reason: 'verified',
      decidedBy: OPERATOR_ID,
      note: 'Licence checked with the state board.',
    });
    expect(auditOf(inReview).at(-1)).toMatchObject({ action: 'review.clear', reason: 'verified' });
    expect(db.notifications.at(-1)).toMatchObject({
      userId: DEMO_REVIEW_MEMBERS.inReview,
      kind: 'check_decided',
      data: { state: 'cleared', reason: 'verified' },
    });
    expect(db.outbox.at(-1)).toMatchObject({ kind: 'checkDecided' });
    expect(reviews.detail(inReview)?.review.decidedBy).toMatchObject({ id: OPERATOR_ID });
  });

  it('sends a notice (the profile stays live), then withdraws it', async () => {
    const { reviews } = await operatorStore();
    await reviews.notice(inReview, { reason: 'experience_short' });
    const member = db.users.find((user) => user.id === DEMO_REVIEW_MEMBERS.inReview)!;
    expect(row(inReview)).toMatchObject({ state: 'notice', noticeReason: 'experience_short' });
    expect(row(inReview).noticeDueAt).not.toBeNull();
    expect(member.published).toBe(true);
    await reviews.withdraw(inReview, { reason: 'verified', note: 'The member sent proof.' });
    expect(row(inReview)).toMatchObject({ state: 'in_review', noticeDueAt: null });
  });

  it('a notice is confirmed once the member answered: the profile is unpublished', async () => {
    const { reviews } = await operatorStore();
    // The time to answer still runs (the tests run on the real clock): 409 with the due date.
    row(notice).noticeDueAt = new Date(Date.now() + 86_400_000).toISOString();
    const early = await reviews.confirm(notice, { reason: 'experience_short' }).catch((e) => e);
    expect(isConflict(early)).toBe(true);
    expect((early as Error).message).toMatch(/^The member can answer the notice until /);
    expect(reviews.ops.confirm.get(notice).isFailed).toBe(true);

    noticeAnswered(notice);
    await reviews.confirm(notice, { reason: 'experience_short' });
    expect(row(notice).state).toBe('adverse');
    expect(db.users.find((user) => user.id === DEMO_REVIEW_MEMBERS.notice)?.published).toBe(false);
  });

  it('a decision another reviewer made first answers 409 and reloads the review', async () => {
    mockServer.use(...reviewDecidedElsewhere());
    const { reviews } = await operatorStore();
    await reviews.open(inReview);
    const error = await reviews.clear(inReview).catch((e) => e);
    expect(isConflict(error)).toBe(true);
    expect((error as Error).message).toBe(
      apiMessages.reviewNotOpen(reviewStateLabels.cleared.toLowerCase()),
    );
    // The page now shows who decided it.
    expect(reviews.detail(inReview)?.review).toMatchObject({
      state: 'cleared',
      decidedBy: { id: OTHER_OPERATOR.id, name: 'Rafael Ortiz' },
    });
    expect(reviews.ops.clear.get(inReview).isFailed).toBe(true);
  });

  it('reveals the SSN digits on request, and the view is audited', async () => {
    const { reviews } = await operatorStore();
    await reviews.open(submitted);
    expect(reviews.revealedSsn(submitted)).toBeUndefined();
    const last4 = await reviews.revealSsn(submitted);
    expect(last4).toBe(demoSsn(DEMO_WAITING_MEMBERS.submitted));
    expect(reviews.revealedSsn(submitted)).toBe(last4);
    expect(reviews.auditOf(submitted)?.[0]).toMatchObject({ action: 'review.reveal_ssn' });
  });

  it('refuses a member: 403, and nothing loads', async () => {
    const { admin } = await memberAdminStore(DEMO_EMAIL);
    const error = await admin.reviews.load().catch((e) => e);
    expect(error).toMatchObject({ status: 403, message: apiMessages.operatorsOnly });
    expect(admin.reviews.loaded).toBe(false);
  });
});
