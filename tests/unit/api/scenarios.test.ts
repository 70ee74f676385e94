import { describe, expect, it } from 'vitest';
import { createApi, errorMessage } from '@/api';
import { DEMO_EMAIL, NEWCOMER_EMAIL, NEWCOMER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import * as scenarios from '@mocks/scenarios';
import { demoTeamIds, demoWatchedIds, strangerIds } from '../demo';
import { createTestClient, createTestStore } from '../helpers';
import { mockServer } from '../setup';

const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
async function signedIn(email = DEMO_EMAIL) {
  const root = createTestStore();
  await root.session.login({ email, password: DEMO_PASSWORD });
  return root;
}

describe('mock scenarios', () => {
  it('emptyLists empties every list', async () => {
    const root = await signedIn();
    mockServer.use(...scenarios.emptyLists());
    await Promise.all([root.watch.load(), root.team.load(), root.career.load()]);
    expect(root.watch.list).toHaveLength(0);
    expect(root.team.members).toHaveLength(0);
    expect(root.testimonials.list).toHaveLength(0);
    await expect(root.profiles.search({})).resolves.toMatchObject({ items: [], total: 0 });
  });

  it('serverError and networkError give the catalogue texts', async () => {
    const root = await signedIn();
    mockServer.use(...scenarios.serverError(['get', '/v1/user/watching']));
    await expect(root.watch.load()).rejects.toMatchObject({ kind: 'SERVER', status: 500 });
    expect(errorMessage(root.watch.ops.load.error, 'load')).toBe(
      'Something went wrong. Please refresh or try again later.',
    );
    mockServer.resetHandlers();
    mockServer.use(...scenarios.networkError());
    await expect(root.team.load()).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(errorMessage(root.team.ops.load.error)).toBe('No connection');
  });

  it('slow answers after the delay, as the defaults would', async () => {
    const root = await signedIn();
    mockServer.use(...scenarios.slow(30));
    const started = Date.now();
    await root.watch.load();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(demoWatchedIds.length).toBeGreaterThan(0);
    expect(root.watch.list).toHaveLength(demoWatchedIds.length);
  });

  it('throttledLogin and signupConflict', async () => {
    const root = createTestStore();
    mockServer.use(...scenarios.throttledLogin(), ...scenarios.signupConflict());
    await expect(root.session.login(demo)).rejects.toMatchObject({ code: 'RequestThrottled' });
    expect(errorMessage(root.session.ops.login.error, 'login')).toBe(
      'Too many requests. Please try again in a few minutes.',
    );
    await expect(
      root.session.register({
        email: 'x@example.com',
        password: 'long-enough',
        firstName: 'Xa',
        lastName: 'Yb',
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(errorMessage(root.session.ops.register.error, 'signup')).toBe(
      'Try a different email address.',
    );
  });

  it('expiredTokenThenRefresh: one 401, one refresh, then the answer', async () => {
    const client = createTestClient();
    await createApi(client).auth.login(demo);
    const before = client.auth.read()?.accessToken;
    mockServer.use(...scenarios.expiredTokenThenRefresh());
    await expect(createApi(client).users.me()).resolves.toMatchObject({ email: DEMO_EMAIL });
    expect(client.auth.read()?.accessToken).not.toBe(before);
  });

  it('refreshInvalid logs out locally', async () => {
    const root = await signedIn();
    mockServer.use(...scenarios.refreshInvalid());
    await expect(root.me.refreshUser()).rejects.toMatchObject({ code: 'InvalidRequest' });
    expect(root.session.status).toBe('loggedOut');
  });

  it('resendTooSoon and notFound', async () => {
    const root = await signedIn();
    await root.testimonials.load();
    mockServer.use(
      ...scenarios.resendTooSoon(),
      ...scenarios.notFound(['get', '/v1/profiles/:id']),
    );
    const pending = root.testimonials.list.find((t) => t.status === 'pending')!;
    await expect(root.testimonials.resend(pending.id)).rejects.toMatchObject({
      code: 'RequestThrottled',
    });
    expect(
      errorMessage(root.testimonials.ops.resend.get(pending.id).error, 'testimonialResend'),
    ).toBe('You can only send testimonial request once every seven days.');
    await expect(root.profiles.load(2)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(root.profiles.isMissing(2)).toBe(true);
  });

  it('teamRelation sets each status in either direction', async () => {
    // Two members with no relation to the demo member yet, and one already invited.
    const [declined, inviting] = strangerIds;
    const [invitee] = demoTeamIds('pending');
    scenarios.teamRelation(declined!, 'declined');
    scenarios.teamRelation(inviting!, 'pending', 'incoming');
    scenarios.teamRelation(invitee!, 'accepted');
    const root = await signedIn();
    await root.team.loadRelations(declined!);
    await root.team.loadRelations(inviting!);
    await root.team.loadRelations(invitee!);
    expect(root.team.ownRelation(declined!)?.status).toBe('DECLINED');
    expect(root.team.hasPendingInvitationFrom(inviting!)).toBe(true);
    expect(root.team.ownRelation(invitee!)?.status).toBe('ACCEPTED');
  });

  it('testimonialWithStatus, incompleteProfile and completeNewcomer', async () => {
    const uuid = '44444444-4444-4444-8444-444444444444';
    scenarios.testimonialWithStatus('published', uuid);
    const writer = createTestStore();
    await writer.testimonials.loadWriterRequest(uuid);
    expect(writer.testimonials.writerRequest?.status).toBe('published');

    scenarios.incompleteProfile();
    const member = await signedIn();
    expect(member.me.user?.isComplete).toBe(false);

    scenarios.completeNewcomer();
    expect(db.users.find((u) => u.id === NEWCOMER_ID)?.complete).toBe(true);
    const newcomer = await signedIn(NEWCOMER_EMAIL);
    expect(newcomer.me.user?.isComplete).toBe(true);
    expect(scenarios.freshMember().complete).toBe(false);
  });
});
