import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { emailLink, unverifiedMember } from '@mocks/scenarios';
import { createTestStore } from '../helpers';

// The account (issue 23): the real store against the MSW mocks, asserting its views and the db.

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}

describe('AccountStore', () => {
  it('confirms the address by its link and refreshes the signed-in member', async () => {
    const token = emailLink('verify', 'ok');
    const root = await signedIn();
    expect(root.me.user?.emailVerified).toBe(false);
    await root.account.confirmVerification(token);
    expect(root.account.ops.confirmVerification.isDone).toBe(true);
    expect(root.account.confirmedEmail).toBe(DEMO_EMAIL);
    expect(root.me.user?.emailVerified).toBe(true);
    expect(findUser(DEMO_USER_ID)?.emailVerified).toBe(true);
  });

  it('keeps the server’s sentence for a used link, without touching other operations', async () => {
    const token = emailLink('verify', 'used');
    const root = await signedIn();
    await expect(root.account.confirmVerification(token)).rejects.toThrow();
    expect(root.account.ops.confirmVerification.isFailed).toBe(true);
    expect(root.account.ops.confirmVerification.error?.message).toMatch(/already used/);
    expect(root.account.ops.resendVerification.isIdle).toBe(true);
  });

  it('resends once, then the server throttles', async () => {
    unverifiedMember();
    const root = await signedIn();
    await root.account.resendVerification();
    expect(root.account.resentTo).toBe(DEMO_EMAIL);
    await expect(root.account.resendVerification()).rejects.toThrow();
    expect(root.account.ops.resendVerification.error?.code).toBe('RequestThrottled');
  });

  it('starts a change of address and holds the pending one', async () => {
    const root = await signedIn();
    await root.account.startEmailChange({ email: 'next@guildhall.test', password: DEMO_PASSWORD });
    expect(root.account.pendingEmail).toBe('next@guildhall.test');
    expect(db.emailTokens.some((t) => t.email === 'next@guildhall.test')).toBe(true);
    expect(root.me.user?.email).toBe(DEMO_EMAIL);
  });

  it('deletes the account and forgets the session', async () => {
    const root = await signedIn();
    await expect(root.account.deleteAccount('wrong-password')).rejects.toThrow();
    expect(root.session.isLoggedIn).toBe(true);
    await root.account.deleteAccount(DEMO_PASSWORD);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.me.user).toBeUndefined();
    expect(findUser(DEMO_USER_ID)).toBeUndefined();
  });
});
