import { expect, it } from 'vitest';
import {
  apiMessages,
  secondFactorEnrolmentSchema,
  secondFactorMessages,
  secondFactorPassedSchema,
  secondFactorRecoveryCodesSchema,
  secondFactorStatusSchema,
} from '@/contract';
import { mockTotpCode } from '@mocks/data/secondFactor';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// The operators' second factor (issue 38 §6) answers the same on both sides: the admin API waits
// for it, the enrolment answers a secret and then ten recovery codes, a later session is
// challenged, a recovery code works once, and members are refused as before.

const STEP_MS = 30_000;

describeParity('admin second factor', ({ api, signUp, login, grantRole }) => {
  const base = '/v1/admin/second-factor';
  const state = async (token: string) =>
    expectShape(await api('GET', base, { token }), 200, secondFactorStatusSchema).state;

  it('enrolment, challenge and a recovery code, as the admin area goes through them', async () => {
    const { token } = await signUp('tess@example.com', 'Tess');
    await grantRole('tess@example.com', 'reviewer');
    expect(await state(token)).toBe('enrol');
    expectError(
      await api('GET', '/v1/admin/audit', { token }),
      'Forbidden',
      secondFactorMessages.enrolmentRequired,
    );
    const { secret, uri } = expectShape(
      await api('POST', `${base}/enrolment`, { token }),
      200,
      secondFactorEnrolmentSchema,
    );
    expect(uri).toContain(`secret=${secret}`);
    expectError(
      await api('POST', `${base}/enrolment/confirm`, { token, body: { code: 'abc' } }),
      'InvalidRequest',
      secondFactorMessages.confirmFormat,
    );
    const step = Math.floor(Date.now() / STEP_MS);
    expectError(
      await api('POST', `${base}/enrolment/confirm`, {
        token,
        body: { code: mockTotpCode((step + 5) * STEP_MS, secret) },
      }),
      'InvalidRequest',
      secondFactorMessages.codeWrong,
    );
    const { recoveryCodes } = expectShape(
      await api('POST', `${base}/enrolment/confirm`, {
        token,
        body: { code: mockTotpCode(step * STEP_MS, secret) },
      }),
      200,
      secondFactorRecoveryCodesSchema,
    );
    expect(await state(token)).toBe('passed');
    expectShape(await api('GET', '/v1/admin/audit', { token }), 200);
    expectError(
      await api('POST', `${base}/enrolment`, { token }),
      'ResourceConflict',
      secondFactorMessages.alreadyEnrolled,
    );

    const later = (await login('tess@example.com')).accessToken;
    expect(await state(later)).toBe('challenge');
    expectError(
      await api('GET', '/v1/admin/audit', { token: later }),
      'Forbidden',
      secondFactorMessages.challengeRequired,
    );
    // The step the enrolment used is spent.
    expectError(
      await api('POST', `${base}/challenge`, {
        token: later,
        body: { code: mockTotpCode(step * STEP_MS, secret) },
      }),
      'InvalidRequest',
      secondFactorMessages.codeWrong,
    );
    expect(
      expectShape(
        await api('POST', `${base}/challenge`, {
          token: later,
          body: { code: recoveryCodes[0]!.toUpperCase() },
        }),
        200,
        secondFactorPassedSchema,
      ),
    ).toEqual({ recoveryCodesLeft: 9 });
    expectShape(await api('GET', '/v1/admin/audit', { token: later }), 200);
    const third = (await login('tess@example.com')).accessToken;
    expectError(
      await api('POST', `${base}/challenge`, { token: third, body: { code: recoveryCodes[0] } }),
      'InvalidRequest',
      secondFactorMessages.codeWrong,
    );
    expectError(
      await api('POST', `${base}/challenge`, { token: third, body: { code: 'not a code' } }),
      'InvalidRequest',
      secondFactorMessages.codeFormat,
    );
  });

  it('members are refused as from every admin endpoint; visitors are asked to sign in', async () => {
    const { token } = await signUp('mel@example.com', 'Mel');
    for (const [method, path] of [
      ['GET', base],
      ['POST', `${base}/enrolment`],
    ] as const) {
      expectError(await api(method, path, { token }), 'Forbidden', apiMessages.operatorsOnly);
    }
    expectError(await api('GET', base), 'Unauthorized', apiMessages.signInRequired);
  });
});
