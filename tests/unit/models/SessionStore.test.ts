import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type ApiError } from '@/api';
import { apiErrorMessages, apiMessages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID, NEWCOMER_EMAIL } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { suspendedMember } from '@mocks/scenarios';
import { demoMember, fullName } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

describe('SessionStore', () => {
  it('starts logged out, and init without a stored session stays logged out', async () => {
    const root = createTestStore();
    expect(root.session.status).toBe('loggedOut');
    await root.session.init();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.me.user).toBeUndefined();
  });

  it('login stores tokens and retrieves the user', async () => {
    const storage = createMemoryStorage();
    const root = createTestStore({ storage });
    const pending = root.session.login(demo);
    expect(root.session.ops.login.status).toBe('pending');
    await pending;
    expect(root.session.ops.login.status).toBe('done');
    expect(root.session.status).toBe('loggedIn');
    expect(root.me.user?.id).toBe(DEMO_USER_ID);
    expect(root.me.user?.fullName).toBe(fullName(demoMember));
    expect(root.me.user?.isComplete).toBe(true);
    expect(root.me.user?.isEligible).toBe(true);
    expect(root.me.user?.isBasicInfoComplete).toBe(true);
    const stored = JSON.parse(storage.getItem('auth.guildhall-web.v1.record') ?? 'null');
    expect(stored.claims.sub).toBe(String(DEMO_USER_ID));
  });

  it('login offers the browser time zone for digests, and never replaces a chosen one', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const settings = () => db.notificationSettings.find((s) => s.userId === DEMO_USER_ID);
    expect(settings()?.timeZone ?? null).toBeNull();
    await createTestStore().session.login(demo);
    await vi.waitFor(() => expect(settings()?.timeZone).toBe(zone));

    settings()!.timeZone = 'Pacific/Auckland';
    await createTestStore().session.login(demo);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settings()?.timeZone).toBe('Pacific/Auckland');
  });

  it('a wrong password fails with InvalidCredentials and stays logged out', async () => {
    const root = createTestStore();
    const error = await root.session
      .login({ ...demo, password: 'wrong-password' })
      .catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: 'CLIENT', status: 401, code: 'InvalidCredentials' });
    expect(root.session.ops.login.status).toBe('failed');
    expect(root.session.ops.login.error).toBe(error);
    expect(root.session.status).toBe('loggedOut');
  });

  it('init with a stored session is pending, then logged in with the user', async () => {
    const storage = createMemoryStorage();
    await createTestStore({ storage }).session.login(demo);
    storage.setItem('persist:root', '{}');
    storage.setItem('persistedTheme', 'dark');
    storage.setItem('keep-me', '1');

    const root = createTestStore({ storage });
    const started = root.session.init();
    expect(root.session.isPending).toBe(true);
    await started;
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.me.user?.email).toBe(DEMO_EMAIL);
    expect(storage.getItem('persist:root')).toBeNull();
    expect(storage.getItem('persistedTheme')).toBeNull();
    expect(storage.getItem('keep-me')).toBe('1');
  });

  it('init logs out when the stored session is no longer valid', async () => {
    const storage = createMemoryStorage();
    await createTestStore({ storage }).session.login(demo);
    db.sessions = [];
    const root = createTestStore({ storage });
    await root.session.init();
    expect(root.session.status).toBe('loggedOut');
    expect(storage.getItem('auth.guildhall-web.v1.record')).toBeNull();
  });

  it('init keeps the stored session when the network is down', async () => {
    const storage = createMemoryStorage();
    await createTestStore({ storage }).session.login(demo);
    mockServer.use(http.get(api('/v1/user'), () => HttpResponse.error()));
    const root = createTestStore({ storage });
    await root.session.init();
    expect(root.session.status).toBe('loggedOut');
    expect(root.session.ops.init.error?.kind).toBe('NETWORK');
    expect(storage.getItem('auth.guildhall-web.v1.record')).not.toBeNull();
  });

  it('register creates the user, then logs in', async () => {
    const root = createTestStore();
    await root.session.register({
      email: 'new.member@example.com',
      password: 'long-enough',
      firstName: 'New',
      lastName: 'Member',
    });
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.me.user?.fullName).toBe('New Member');
    expect(root.me.user?.isBasicInfoComplete).toBe(false);
    expect(root.me.user?.isEligible).toBe(false);
  });

  it('register with a taken e-mail fails with ResourceConflict', async () => {
    const root = createTestStore();
    const error = await root.session
      .register({ ...demo, firstName: 'Al', lastName: 'Mo' })
      .catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 409, code: 'ResourceConflict' });
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('requestPasswordReset, then resetPassword logs in with the new password', async () => {
    const root = createTestStore();
    await root.session.requestPasswordReset(NEWCOMER_EMAIL);
    const mail = db.outbox.find((m) => m.to === NEWCOMER_EMAIL);
    const query = new URLSearchParams(mail?.link.split('?')[1]);
    await root.session.resetPassword({
      token: query.get('token') ?? '',
      username: query.get('username') ?? '',
      password: 'a-new-password',
    });
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.me.user?.email).toBe(NEWCOMER_EMAIL);
  });

  it('logout deletes the server session and clears the stored auth and user', async () => {
    const storage = createMemoryStorage();
    const root = createTestStore({ storage });
    await root.session.login(demo);
    let deleted = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.endsWith('/v1/oauth/token')) deleted += 1;
    });
    await root.session.logout();
    expect(deleted).toBe(1);
    expect(root.session.status).toBe('loggedOut');
    expect(root.me.user).toBeUndefined();
    expect(storage.getItem('auth.guildhall-web.v1.record')).toBeNull();
    expect(db.sessions).toHaveLength(0);
    mockServer.events.removeAllListeners();
  });

  it('logout({ skipServer }) does not call the server', async () => {
    const root = createTestStore();
    await root.session.login(demo);
    await root.session.logout({ skipServer: true });
    expect(root.session.status).toBe('loggedOut');
    expect(db.sessions).toHaveLength(1);
  });

  it('logout still forgets the session when the server cannot be reached', async () => {
    const root = createTestStore();
    await root.session.login(demo);
    mockServer.use(http.delete(api('/v1/oauth/token'), () => HttpResponse.error()));
    await root.session.logout();
    expect(root.session.status).toBe('loggedOut');
  });

  it('a refresh answered "Refresh token is invalid" logs out locally', async () => {
    const storage = createMemoryStorage();
    const root = createTestStore({ storage });
    await root.session.login(demo);
    mockServer.use(
      http.get(api('/v1/user'), () =>
        HttpResponse.json(
          { code: 'InvalidCredentials', message: apiErrorMessages.tokenExpired },
          { status: 401 },
        ),
      ),
      http.post(api('/v1/oauth/token'), () =>
        HttpResponse.json(
          { code: 'InvalidRequest', message: apiErrorMessages.refreshTokenInvalid },
          { status: 400 },
        ),
      ),
    );
    await expect(root.me.refreshUser()).rejects.toMatchObject({ code: 'InvalidRequest' });
    expect(root.session.status).toBe('loggedOut');
    expect(root.me.user).toBeUndefined();
    expect(storage.getItem('auth.guildhall-web.v1.record')).toBeNull();
  });

  it("a failed request for a reset link leaves the login's state alone; a new run clears it", async () => {
    const root = createTestStore();
    await root.session.login(demo);
    mockServer.use(http.post(api('/v1/users/password/token'), () => HttpResponse.error()));
    await expect(root.session.requestPasswordReset(DEMO_EMAIL)).rejects.toBeTruthy();
    expect(root.session.ops.requestPasswordReset.error?.kind).toBe('NETWORK');
    // The old shared `error` would now be the login's too.
    expect(root.session.ops.login.status).toBe('done');
    expect(root.session.ops.login.error).toBeUndefined();
    mockServer.resetHandlers();
    const again = root.session.requestPasswordReset(DEMO_EMAIL);
    expect(root.session.ops.requestPasswordReset.error).toBeUndefined();
    await again;
    expect(root.session.ops.requestPasswordReset.status).toBe('done');
  });

  it('logout is pending, then done, and resets the other operations', async () => {
    const root = createTestStore();
    await expect(root.session.login({ ...demo, password: 'wrong-password' })).rejects.toBeTruthy();
    await root.session.login(demo);
    await root.me.updateUser('location', { city: 'Milwaukee' });
    const leaving = root.session.logout();
    expect(root.session.ops.logout.isPending).toBe(true);
    await leaving;
    expect(root.session.ops.logout.status).toBe('done');
    expect(root.session.ops.login.status).toBe('idle');
    expect(root.me.ops.updateUser.get('location').status).toBe('idle');
  });
});

// docs/architecture.md "Operators and vetting": a suspension refuses sign-in with a clear
// message, and every session of the account ends at once.
describe('SessionStore: a suspended account', () => {
  it("sign-in is refused with the server's message (403), and nothing is stored", async () => {
    suspendedMember(DEMO_USER_ID);
    const storage = createMemoryStorage();
    const root = createTestStore({ storage });
    await expect(root.session.login(demo)).rejects.toMatchObject({
      status: 403,
      code: 'Forbidden',
      message: apiMessages.accountSuspended,
    });
    expect(root.session.isLoggedIn).toBe(false);
    expect(storage.getItem('auth.guildhall-web.v1.record')).toBeNull();
  });

  it('a member suspended while signed in is signed out at the next request', async () => {
    const root = createTestStore();
    await root.session.login(demo);
    suspendedMember(DEMO_USER_ID);
    await expect(root.me.refreshUser()).rejects.toMatchObject({ status: 401 });
    expect(root.session.status).toBe('loggedOut');
    expect(root.me.user).toBeUndefined();
  });

  it('a refresh refused for the suspension (403) signs out too', async () => {
    db.settings.accessTokenTtlSeconds = 1;
    const storage = createMemoryStorage();
    const root = createTestStore({ storage });
    await root.session.login(demo);
    suspendedMember(DEMO_USER_ID);
    await expect(root.me.refreshUser()).rejects.toMatchObject({
      status: 403,
      message: apiMessages.accountSuspended,
    });
    expect(root.session.status).toBe('loggedOut');
    expect(storage.getItem('auth.guildhall-web.v1.record')).toBeNull();
  });
});
