import { expect, it } from 'vitest';
import {
  apiMessages,
  emailRestoredSchema,
  emailRestorePreviewSchema,
  userSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity, PASSWORD } from './harness';

// Issue 38 §4: the notice to the old address restores it, on both sides alike.
describeParity('email restore', ({ api, signUp, emailLink, login }) => {
  const changeTo = async (token: string, email: string) => {
    expectShape(
      await api('POST', '/v1/user/email', { token, body: { email, password: PASSWORD } }),
      202,
    );
    const link = await emailLink(email, 'confirm-email');
    expectShape(await api('POST', `/v1/user/email/${link}`), 200);
  };

  it('shows, then restores the old address once, after a second change; sessions end', async () => {
    const member = await signUp('kept@example.com', 'Kim', 'Kept');
    await changeTo(member.token, 'taker@example.com');
    const token = await emailLink('kept@example.com', 'restore-email');
    expect(token).toBeDefined();
    await changeTo(member.token, 'taker2@example.com');

    const preview = expectShape(
      await api('GET', `/v1/user/email/restore/${token}`),
      200,
      emailRestorePreviewSchema,
    );
    expect(preview.email).toBe('kept@example.com');
    const restored = expectShape(
      await api('POST', `/v1/user/email/restore/${token}`),
      200,
      emailRestoredSchema,
    );
    expect(restored).toEqual({
      email: 'kept@example.com',
      emailVerified: true,
      sessionsEnded: true,
      passwordResetSent: true,
    });
    expect((await api('GET', '/v1/user', { token: member.token })).status).toBe(401);
    const again = await login('kept@example.com');
    const user = expectShape(
      await api('GET', '/v1/user', { token: again.accessToken }),
      200,
      userSchema,
    );
    expect(user).toMatchObject({ email: 'kept@example.com', emailVerified: true });

    for (const method of ['GET', 'POST']) {
      expectError(
        await api(method, `/v1/user/email/restore/${token}`),
        'InvalidRequest',
        apiMessages.emailLinkUsed,
      );
    }
    expectError(
      await api('POST', `/v1/user/email/restore/${'q'.repeat(43)}`),
      'InvalidRequest',
      apiMessages.emailLinkInvalid,
    );
  });

  it('a change link is not a restore link; a taken address answers 409', async () => {
    const member = await signUp('moving@example.com', 'Mo', 'Moving');
    await api('POST', '/v1/user/email', {
      token: member.token,
      body: { email: 'moved@example.com', password: PASSWORD },
    });
    const change = await emailLink('moved@example.com', 'confirm-email');
    expectError(
      await api('POST', `/v1/user/email/restore/${change}`),
      'InvalidRequest',
      apiMessages.emailLinkInvalid,
    );
    expectShape(await api('POST', `/v1/user/email/${change}`), 200);
    const token = await emailLink('moving@example.com', 'restore-email');
    await signUp('moving@example.com', 'New', 'Comer');
    expectError(
      await api('POST', `/v1/user/email/restore/${token}`),
      'ResourceConflict',
      apiMessages.restoreEmailTaken,
    );
    // Nothing changed: the link still shows, the session still works.
    expectShape(await api('GET', `/v1/user/email/restore/${token}`), 200);
    expectShape(await api('GET', '/v1/user', { token: member.token }), 200);
  });
});
