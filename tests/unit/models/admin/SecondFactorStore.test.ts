import { describe, expect, it } from 'vitest';
import { secondFactorMessages } from '@/contract';
import { MOCK_RECOVERY_CODES, MOCK_TOTP_SECRET, mockTotpCode } from '@mocks/data/secondFactor';
import { secondFactorToChallenge, secondFactorToEnrol } from '@mocks/scenarios/secondFactor';
import { operatorStore } from './operatorSession';

const wrongCode = () => mockTotpCode(Date.now() + 10 * 30_000);

describe('SecondFactorStore', () => {
  it('passes at once where the mocks do not ask for it (stories, dev:mock)', async () => {
    const { secondFactor } = await operatorStore();
    await secondFactor.load();
    expect(secondFactor.state).toBe('passed');
    expect(secondFactor.passed).toBe(true);
  });

  it('enrols: the key, a wrong code failed, the recovery codes, then passed', async () => {
    secondFactorToEnrol();
    const { secondFactor, audit } = await operatorStore();
    await secondFactor.load();
    expect(secondFactor.state).toBe('enrol');
    await expect(audit.load()).rejects.toMatchObject({
      status: 403,
      message: secondFactorMessages.enrolmentRequired,
    });
    await secondFactor.startEnrolment();
    expect(secondFactor.enrolment?.secret).toBe(MOCK_TOTP_SECRET);
    await expect(secondFactor.confirmEnrolment(wrongCode())).rejects.toMatchObject({
      message: secondFactorMessages.codeWrong,
    });
    expect(secondFactor.ops.confirm.isFailed).toBe(true);
    const confirming = secondFactor.confirmEnrolment(mockTotpCode());
    expect(secondFactor.ops.confirm.isPending).toBe(true);
    await confirming;
    expect(secondFactor.recoveryCodes).toEqual(MOCK_RECOVERY_CODES);
    expect(secondFactor.enrolment).toBeNull();
    // Not open until the operator went on from the codes.
    expect(secondFactor.passed).toBe(false);
    secondFactor.finishEnrolment();
    expect(secondFactor.passed).toBe(true);
    await audit.load();
    expect(audit.loaded).toBe(true);
  });

  it('is challenged: a wrong code failed, a recovery code passes and counts down', async () => {
    secondFactorToChallenge();
    const { secondFactor } = await operatorStore();
    await secondFactor.load();
    expect(secondFactor.state).toBe('challenge');
    await expect(secondFactor.challenge(wrongCode())).rejects.toMatchObject({
      message: secondFactorMessages.codeWrong,
    });
    expect(secondFactor.ops.challenge.isFailed).toBe(true);
    await secondFactor.challenge(MOCK_RECOVERY_CODES[2]!);
    expect(secondFactor.ops.challenge.isDone).toBe(true);
    expect(secondFactor.recoveryCodesLeft).toBe(9);
    expect(secondFactor.passed).toBe(true);
  });
});
