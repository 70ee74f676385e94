import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { myCheckAt, NOTICE_ANSWER, noCheck, serverError } from '@mocks/scenarios';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}
const latestReview = () =>
  db.reviews
    .filter((row) => row.userId === DEMO_USER_ID)
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b.id - a.id)[0];

describe('CheckStore', () => {
  it('loads the demo member’s cleared check; null before any submission', async () => {
    const { check } = await signedIn();
    expect(check.loaded).toBe(false);
    const pending = check.load();
    expect(check.ops.load.isPending).toBe(true);
    await pending;
    expect(check.check).toMatchObject({ state: 'cleared', reason: 'verified' });
    expect(check.submitted).toBe(true);

    noCheck();
    await check.load();
    expect(check.check).toBeNull();
    expect(check.submitted).toBe(false);
  });

  it('answers a notice once: stored on the server, the check shows it', async () => {
    myCheckAt('notice');
    const { check } = await signedIn();
    await check.load();
    expect(check.check).toMatchObject({ state: 'notice', canRespond: true, response: null });
    expect(check.check?.noticeDueAt).toBe('2026-11-26T15:00:00.000Z');

    await check.respond('I have run my own practice since 2012.');
    expect(check.ops.respond.isDone).toBe(true);
    expect(check.check).toMatchObject({
      state: 'notice',
      canRespond: false,
      response: 'I have run my own practice since 2012.',
    });
    expect(latestReview()?.respondedAt).not.toBeNull();

    // A second answer is refused with the server's sentence, kept in the operation.
    await expect(check.respond('Again')).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.noticeAlreadyAnswered,
    });
    expect(check.ops.respond.isFailed).toBe(true);
    expect(latestReview()?.response).toBe('I have run my own practice since 2012.');
  });

  it('asks once for a re-review of an adverse decision: a new review opens', async () => {
    myCheckAt('adverse');
    const { check } = await signedIn();
    await check.load();
    expect(check.check).toMatchObject({ state: 'adverse', canRequestReReview: true });
    expect(findUser(DEMO_USER_ID)?.published).toBe(false);

    await check.requestReReview();
    expect(check.check).toMatchObject({
      state: 'submitted',
      trigger: 're_review',
      canRequestReReview: false,
    });
    expect(db.reviews.filter((row) => row.userId === DEMO_USER_ID)).toHaveLength(2);
  });

  it('no second re-review after the first was decided', async () => {
    myCheckAt('adverseAfterReReview');
    const { check } = await signedIn();
    await check.load();
    expect(check.check).toMatchObject({ state: 'adverse', canRequestReReview: false });
    await expect(check.requestReReview()).rejects.toMatchObject({
      message: apiMessages.reReviewNotAvailable,
    });
    expect(check.ops.requestReReview.isFailed).toBe(true);
  });

  it('each action keeps its own state; a failure leaves the check as it was', async () => {
    myCheckAt('noticeAnswered');
    const { check } = await signedIn();
    await check.load();
    expect(check.check?.response).toBe(NOTICE_ANSWER);
    mockServer.use(...serverError(['get', '/v1/user/check']));
    await expect(check.load()).rejects.toMatchObject({ kind: 'SERVER' });
    expect(check.ops.load.isFailed).toBe(true);
    expect(check.ops.respond.isIdle).toBe(true);
    expect(check.check?.response).toBe(NOTICE_ANSWER);
  });

  it('logout forgets the check', async () => {
    const root = await signedIn();
    await root.check.load();
    await root.session.logout();
    expect(root.check.loaded).toBe(false);
    expect(root.check.check).toBeNull();
    expect(root.check.ops.load.isIdle).toBe(true);
  });
});
