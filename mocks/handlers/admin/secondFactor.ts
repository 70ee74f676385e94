import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  isOperator,
  normaliseRecoveryCode,
  secondFactorChallengeBodySchema,
  secondFactorConfirmBodySchema,
  secondFactorMessages,
  totpCodePattern,
  type SecondFactorEnrolment,
  type SecondFactorPassed,
  type SecondFactorRecoveryCodes,
  type SecondFactorStatus,
} from '@/contract';
import {
  factorOf,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_SECRET,
  mockTotpStep,
  mockTotpUri,
  secondFactorStateOf,
} from '../../data/secondFactor';
import { db, type MockSession, type MockUser } from '../../db';
import { api, fail, readBody, requireUser } from '../../http';

// The operators' second factor (server/routes/admin/secondFactor.ts): enrolment, its
// confirmation and the challenge, and the guard every other admin handler runs
// (requireOperator in ./shared.ts). The mocks do not count attempts against a throttle.

const sessionOf = (request: Request): MockSession | undefined => {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return db.sessions.find((session) => session.accessToken === token);
};

/** 403 until the session passed the factor (the server's auth mode 'operator'). */
export function requireSecondFactor(request: Request): void {
  const session = sessionOf(request);
  if (!session) return;
  const state = secondFactorStateOf(session);
  if (state === 'enrol') fail('Forbidden', secondFactorMessages.enrolmentRequired);
  if (state === 'challenge') fail('Forbidden', secondFactorMessages.challengeRequired);
}

/** Signed in with an operator's role, the factor not asked for (auth 'operator-factor'). */
const operatorSession = (request: Request): { user: MockUser; session: MockSession } => {
  const user = requireUser(request);
  if (!isOperator(user.role)) fail('Forbidden', apiMessages.operatorsOnly);
  return { user, session: sessionOf(request)! };
};

const pass = (session: MockSession) => {
  db.secondFactorPasses.push(session.refreshToken);
};

/** Accepts the code's time step once, as the server's last_step does. */
const acceptStep = (userId: number, code: string): boolean => {
  const factor = factorOf(userId)!;
  const step = mockTotpStep(factor.secret, code);
  if (step === null || (factor.lastStep !== null && step <= factor.lastStep)) return false;
  factor.lastStep = step;
  return true;
};

export const adminSecondFactorHandlers = [
  http.get(api('/v1/admin/second-factor'), ({ request }) => {
    const { session } = operatorSession(request);
    return HttpResponse.json<SecondFactorStatus>({ state: secondFactorStateOf(session) });
  }),

  http.post(api('/v1/admin/second-factor/enrolment'), ({ request }) => {
    const { user } = operatorSession(request);
    let factor = factorOf(user.id);
    if (factor?.confirmed) return fail('ResourceConflict', secondFactorMessages.alreadyEnrolled);
    if (!factor) {
      factor = {
        userId: user.id,
        secret: MOCK_TOTP_SECRET,
        confirmed: false,
        lastStep: null,
        recoveryCodes: [],
      };
      db.secondFactors.push(factor);
    }
    return HttpResponse.json<SecondFactorEnrolment>({
      secret: factor.secret,
      uri: mockTotpUri(user.email),
    });
  }),

  http.post(api('/v1/admin/second-factor/enrolment/confirm'), async ({ request }) => {
    const { user, session } = operatorSession(request);
    const body = await readBody(request, secondFactorConfirmBodySchema);
    const factor = factorOf(user.id);
    if (!factor) return fail('InvalidRequest', secondFactorMessages.notStarted);
    if (factor.confirmed) return fail('ResourceConflict', secondFactorMessages.alreadyEnrolled);
    if (!acceptStep(user.id, body.code)) {
      return fail('InvalidRequest', secondFactorMessages.codeWrong);
    }
    factor.confirmed = true;
    factor.recoveryCodes = MOCK_RECOVERY_CODES.map((code) => ({ code, used: false }));
    pass(session);
    return HttpResponse.json<SecondFactorRecoveryCodes>({ recoveryCodes: MOCK_RECOVERY_CODES });
  }),

  http.post(api('/v1/admin/second-factor/challenge'), async ({ request }) => {
    const { user, session } = operatorSession(request);
    const { code } = await readBody(request, secondFactorChallengeBodySchema);
    const factor = factorOf(user.id);
    if (!factor?.confirmed) return fail('InvalidRequest', secondFactorMessages.notStarted);
    let passed: boolean;
    if (totpCodePattern.test(code)) {
      passed = acceptStep(user.id, code);
    } else {
      const entered = normaliseRecoveryCode(code);
      const recovery = factor.recoveryCodes.find(
        (row) => !row.used && normaliseRecoveryCode(row.code) === entered,
      );
      if (recovery) recovery.used = true;
      passed = recovery !== undefined;
    }
    if (!passed) return fail('InvalidRequest', secondFactorMessages.codeWrong);
    pass(session);
    return HttpResponse.json<SecondFactorPassed>({
      recoveryCodesLeft: factor.recoveryCodes.filter((row) => !row.used).length,
    });
  }),
];
