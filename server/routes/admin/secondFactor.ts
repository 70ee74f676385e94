import type { FastifyInstance } from 'fastify';
import {
  secondFactorChallengeBodySchema,
  secondFactorConfirmBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorPassedSchema,
  secondFactorRecoveryCodesSchema,
  secondFactorStatusSchema,
  type SecondFactorStatus,
} from '../../contract';
import { route } from '../../http/route';
import {
  confirmEnrolment,
  passChallenge,
  secondFactorState,
  startEnrolment,
} from '../../operators/secondFactor';

// The operators' second factor (issue 38 §6): the only admin endpoints a session opens before
// it passed the factor (auth 'operator-factor'); every other admin endpoint answers 403 until
// then (server/http/route.ts). The rules are server/operators/secondFactor.ts.
export async function adminSecondFactorRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const base = '/v1/admin/second-factor';
  const errors = ['Unauthorized', 'InvalidCredentials', 'Forbidden'] as const;

  route(
    app,
    {
      method: 'GET',
      url: base,
      summary: "This session and the operator's second factor: enrol, challenge or passed",
      tag: 'admin',
      auth: 'operator-factor',
      response: secondFactorStatusSchema,
      errors: [...errors],
    },
    async ({ auth }): Promise<SecondFactorStatus> => ({
      state: await secondFactorState(ctx, auth),
    }),
  );

  route(
    app,
    {
      method: 'POST',
      url: `${base}/enrolment`,
      summary:
        'Start the enrolment: the TOTP secret and its otpauth URI (the same until confirmed); 409 once enrolled',
      tag: 'admin',
      auth: 'operator-factor',
      response: secondFactorEnrolmentSchema,
      errors: [...errors, 'ResourceConflict'],
    },
    async ({ auth }) => startEnrolment(ctx, auth),
  );

  route(
    app,
    {
      method: 'POST',
      url: `${base}/enrolment/confirm`,
      summary:
        'Confirm the enrolment with a first code: answers the ten recovery codes, once; this session passes',
      tag: 'admin',
      auth: 'operator-factor',
      body: secondFactorConfirmBodySchema,
      response: secondFactorRecoveryCodesSchema,
      errors: [...errors, 'InvalidRequest', 'ResourceConflict', 'RequestThrottled'],
    },
    async ({ auth, body, request }) => confirmEnrolment(ctx, auth, body.code, request.ip),
  );

  route(
    app,
    {
      method: 'POST',
      url: `${base}/challenge`,
      summary: 'Pass the second factor with the current code or a recovery code (single use)',
      tag: 'admin',
      auth: 'operator-factor',
      body: secondFactorChallengeBodySchema,
      response: secondFactorPassedSchema,
      errors: [...errors, 'InvalidRequest', 'RequestThrottled'],
    },
    async ({ auth, body, request }) => passChallenge(ctx, auth, body.code, request.ip),
  );
}
