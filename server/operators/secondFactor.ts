import { decryptSecret, encryptSecret } from '../auth/ssn';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from '../auth/totp';
import type { AuthInfo } from '../auth/types';
import type { AppContext } from '../context';
import {
  secondFactorMessages,
  totpCodePattern,
  type SecondFactorEnrolment,
  type SecondFactorPassed,
  type SecondFactorRecoveryCodes,
  type SecondFactorState,
} from '../contract';
import { badRequest, conflict, forbidden } from '../errors';

// The operators' second factor (issue 38 §6; docs/architecture.md "Operators and vetting"): a
// reviewer or an admin opens /admin and its API only from a session that passed it. Enrolment
// happens in /admin on the first sign-in: a new secret, confirmed by a first code, answers the
// recovery codes once. Later sessions pass a challenge: the current code or a recovery code.
// A wrong or replayed code counts against the login throttle, as a wrong password does.

/** The guard's refusal (server/http/route.ts): which screen the admin area shows instead. */
export async function requireSecondFactor(ctx: AppContext, userId: number): Promise<never> {
  const enrolled = await ctx.repos.secondFactor.isEnrolled(userId);
  throw forbidden(
    enrolled ? secondFactorMessages.challengeRequired : secondFactorMessages.enrolmentRequired,
  );
}

export async function secondFactorState(
  ctx: AppContext,
  auth: AuthInfo,
): Promise<SecondFactorState> {
  if (auth.secondFactorAt) return 'passed';
  return (await ctx.repos.secondFactor.isEnrolled(auth.userId)) ? 'challenge' : 'enrol';
}

/**
 * The secret to enter in an authenticator app. Until a first code confirms it, asking again
 * answers the same secret (a reload of the page keeps what the app already holds).
 */
export async function startEnrolment(
  ctx: AppContext,
  auth: AuthInfo,
): Promise<SecondFactorEnrolment> {
  const { secondFactor } = ctx.repos;
  const sealed = encryptSecret(newTotpSecret(), ctx.keys.secondFactor);
  await secondFactor.insertFactor(auth.userId, sealed, ctx.now());
  const factor = await secondFactor.factor(auth.userId);
  if (!factor || factor.confirmedAt) throw conflict(secondFactorMessages.alreadyEnrolled);
  const secret = decryptSecret(factor.secretEncrypted, ctx.keys.secondFactor);
  return { secret, uri: totpUri(secret, auth.user.email) };
}

/** The code's time step if it is the secret's current code; null for a wrong code. */
const stepOf = (ctx: AppContext, sealed: string, code: string): number | null =>
  totpStep(decryptSecret(sealed, ctx.keys.secondFactor), code, ctx.now());

/** Counts the attempt against the login throttle; the caller gives it back on success. */
const attemptOf = (ctx: AppContext, auth: AuthInfo, ip: string) =>
  ctx.throttle.attempt('login', ip, auth.user.email);

/**
 * Confirms the enrolment with a first code: the factor, ten recovery codes (answered now, only
 * their digests kept) and this session's mark, in one transaction. Not an operator action on
 * anyone, so no audit entry; its removal (reset-2fa) is one.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  auth: AuthInfo,
  code: string,
  ip: string,
): Promise<SecondFactorRecoveryCodes> {
  const attempt = await attemptOf(ctx, auth, ip);
  const recovery = newRecoveryCodes();
  const now = ctx.now();
  const outcome = await ctx.transaction(async (tx) => {
    const factor = await tx.secondFactor.lockFactor(auth.userId);
    if (!factor) return 'not-started' as const;
    if (factor.confirmedAt) return 'enrolled' as const;
    const step = stepOf(ctx, factor.secretEncrypted, code);
    if (step === null || !(await tx.secondFactor.acceptStep(auth.userId, step, now))) {
      return 'wrong' as const;
    }
    await tx.secondFactor.insertRecoveryCodes(auth.userId, recovery.hashes, now);
    await tx.secondFactor.markSessionPassed(auth.sessionId, now);
    return 'confirmed' as const;
  });
  if (outcome === 'not-started') throw badRequest(secondFactorMessages.notStarted);
  if (outcome === 'enrolled') throw conflict(secondFactorMessages.alreadyEnrolled);
  if (outcome === 'wrong') throw badRequest(secondFactorMessages.codeWrong);
  await attempt.succeeded();
  return { recoveryCodes: recovery.codes };
}

/** Passes this session with the current code, or a recovery code (each works once). */
export async function passChallenge(
  ctx: AppContext,
  auth: AuthInfo,
  code: string,
  ip: string,
): Promise<SecondFactorPassed> {
  const attempt = await attemptOf(ctx, auth, ip);
  const now = ctx.now();
  const outcome = await ctx.transaction(async (tx) => {
    const factor = await tx.secondFactor.factor(auth.userId);
    if (!factor?.confirmedAt) return 'not-enrolled' as const;
    let passed: boolean;
    if (totpCodePattern.test(code)) {
      const step = stepOf(ctx, factor.secretEncrypted, code);
      passed = step !== null && (await tx.secondFactor.acceptStep(auth.userId, step, now));
    } else {
      passed = await tx.secondFactor.useRecoveryCode(auth.userId, recoveryCodeHash(code), now);
    }
    if (!passed) return 'wrong' as const;
    await tx.secondFactor.markSessionPassed(auth.sessionId, now);
    return 'passed' as const;
  });
  if (outcome === 'not-enrolled') throw badRequest(secondFactorMessages.notStarted);
  if (outcome === 'wrong') throw badRequest(secondFactorMessages.codeWrong);
  await attempt.succeeded();
  return { recoveryCodesLeft: await ctx.repos.secondFactor.recoveryCodesLeft(auth.userId) };
}
