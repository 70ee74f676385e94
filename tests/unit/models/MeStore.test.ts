import { describe, expect, it } from 'vitest';
import { createMemoryStorage, removePersistedEntries, type ApiError } from '@/api';
import { apiMessages, messages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID, NEWCOMER_EMAIL, NEWCOMER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { recomputeComplete } from '@mocks/rules';
import { completeNewcomer } from '@mocks/scenarios';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
const newcomer = { email: NEWCOMER_EMAIL, password: DEMO_PASSWORD };

async function signedIn(form = demo, storage = createMemoryStorage()) {
  const root = createTestStore({ storage });
  await root.session.login(form);
  return root;
}

describe('MeStore', () => {
  it('updateUser patches the member and refreshUser reloads it', async () => {
    const { me } = await signedIn(newcomer);
    await me.updateUser('location', { city: 'Milwaukee' });
    expect(me.user?.city).toBe('Milwaukee');
    const stored = db.users.find((u) => u.email === NEWCOMER_EMAIL);
    if (stored) stored.firstName = 'Eleanor';
    await me.refreshUser();
    expect(me.user?.firstName).toBe('Eleanor');
  });

  it('updateUser runs under the block that saves: a pending or failed block leaves the others alone', async () => {
    const { me } = await signedIn(newcomer);
    const refused = await me
      .updateUser('location', { postalCode: '123456' })
      .catch((e: ApiError) => e);
    expect(refused).toMatchObject({ status: 400, message: messages.maxLength(5) });
    const saving = me.updateUser('bio', { summary: 'Twenty years in people work.' });
    expect(me.ops.updateUser.get('bio').isPending).toBe(true);
    expect(me.ops.updateUser.get('location').isFailed).toBe(true);
    expect(me.ops.updateUser.get('personal').isIdle).toBe(true);
    await saving;
    expect(me.ops.updateUser.get('bio').isDone).toBe(true);
    expect(me.ops.updateUser.get('location').error?.message).toBe(messages.maxLength(5));
    expect(me.user?.summary).toBe('Twenty years in people work.');
  });

  it("a block's save that completes the profile turns the hub's flags at once", async () => {
    completeNewcomer();
    const stored = findUser(NEWCOMER_ID);
    if (stored) stored.locations = [];
    recomputeComplete(NEWCOMER_ID);
    const root = await signedIn(newcomer);
    await root.career.load();
    const hub = () => root.career.hubState(root.me.user!.asUser);
    expect(hub()).toMatchObject({ basicInfoMarkedComplete: false, showCareerSections: false });
    await root.me.updateUser('locations', { locations: ['WI'] });
    expect(hub()).toEqual({
      basicInfoMarkedComplete: true,
      showCareerSections: true,
      showBackgroundCheck: true,
      backgroundCheckReady: true,
    });
  });

  it('changePassword: a wrong current password fails under its own operation; the right one ends other sessions', async () => {
    const root = await signedIn();
    const other = await signedIn();
    const next = 'brand-new-password';
    const wrong = await root.me
      .changePassword({ password: 'not-my-password', newPassword: next, confirm: next })
      .catch((e: ApiError) => e);
    expect(wrong).toMatchObject({ status: 400, message: apiMessages.currentPasswordIncorrect });
    expect(root.me.ops.changePassword.isFailed).toBe(true);
    expect(root.me.ops.updateUser.get('personal').isIdle).toBe(true);

    await root.me.changePassword({ password: DEMO_PASSWORD, newPassword: next, confirm: next });
    expect(root.me.ops.changePassword.isDone).toBe(true);
    await root.me.refreshUser();
    expect(root.session.isLoggedIn).toBe(true);
    const signedOut = await other.me.refreshUser().catch((e: ApiError) => e);
    expect(signedOut).toMatchObject({ status: 401 });
    await expect(
      createTestStore().session.login({ ...demo, password: next }),
    ).resolves.toBeUndefined();
  });

  it('submitProfile publishes a complete profile and re-retrieves the user', async () => {
    const { me } = await signedIn();
    const user = db.users.find((u) => u.id === DEMO_USER_ID);
    if (user) user.published = false;
    // A check is submitted once (a re-review is asked for instead): this one never was.
    db.backgroundChecks = [];
    db.reviews = db.reviews.filter((review) => review.userId !== DEMO_USER_ID);
    await me.refreshUser();
    expect(me.user?.published).toBe(false);
    await me.submitProfile({ ssn: '1234' });
    expect(me.user?.published).toBe(true);
    expect(db.backgroundChecks).toHaveLength(1);
  });

  it('submitProfile of an incomplete profile fails with InvalidRequest', async () => {
    const { me } = await signedIn(newcomer);
    await expect(me.submitProfile({ ssn: '1234' })).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    expect(me.user?.published).toBe(false);
  });

  it('uploadImage sends the file to the presigned URL and stores the key on the user', async () => {
    const { me } = await signedIn();
    // The mocks check the file's first bytes, as the server does: a PNG signature.
    const png = new Uint8Array(2048);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new Blob([png], { type: 'image/png' });
    const uploading = me.uploadImage('avatars', file);
    expect(me.ops.uploadImage.get('avatars').isPending).toBe(true);
    expect(me.ops.uploadImage.get('covers').status).toBe('idle');
    await uploading;
    expect(me.ops.uploadImage.get('avatars').status).toBe('done');
    expect(me.user?.avatar).toMatch(/^avatars\/1-\d+$/);
  });

  it('uploadImage refuses a file that is too large or not an image, before any request', async () => {
    const { me } = await signedIn();
    let requests = 0;
    mockServer.events.on('request:start', () => void (requests += 1));
    const huge = new Blob([new Uint8Array(8_000_000)], { type: 'image/png' });
    await expect(me.uploadImage('covers', huge)).rejects.toMatchObject({
      message: 'Please select an image file 8MB or smaller',
    });
    const text = new Blob(['hello'], { type: 'text/plain' });
    await expect(me.uploadImage('covers', text)).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    mockServer.events.removeAllListeners();
    expect(requests).toBe(0);
  });

  it('remembers, per member and in this browser, that the onboarding questionnaire was answered', async () => {
    const storage = createMemoryStorage();
    const first = await signedIn(newcomer, storage);
    expect(first.me.questionnaireAnswered).toBe(false);
    first.me.recordQuestionnaireAnswered();
    expect(first.me.questionnaireAnswered).toBe(true);

    // A later visit (a new store over the same storage, the app's start included) still knows.
    removePersistedEntries(storage);
    const later = await signedIn(newcomer, storage);
    expect(later.me.questionnaireAnswered).toBe(true);
    // Another member in the same browser has not answered it; logging out forgets nothing.
    const other = await signedIn(demo, storage);
    expect(other.me.questionnaireAnswered).toBe(false);
    await later.session.logout();
    expect(later.me.questionnaireAnswered).toBe(false);
    expect((await signedIn(newcomer, storage)).me.questionnaireAnswered).toBe(true);
  });

  it('records nothing without a member, and survives a storage that refuses writes', async () => {
    const root = createTestStore();
    root.me.recordQuestionnaireAnswered();
    expect(root.me.questionnaireAnswered).toBe(false);
    const full = createMemoryStorage();
    const setItem = full.setItem.bind(full);
    // The session's own record still fits; the questionnaire's entry does not.
    full.setItem = (key, value) => {
      if (key.includes('questionnaire')) throw new Error('QuotaExceededError');
      setItem(key, value);
    };
    const member = await signedIn(newcomer, full);
    member.me.recordQuestionnaireAnswered();
    // This visit still knows; a later one may ask again, which is harmless.
    expect(member.me.questionnaireAnswered).toBe(true);
  });
});
