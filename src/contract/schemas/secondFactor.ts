import { z } from 'zod';
import { text } from './common';

// The operators' second factor (issue 38 §6, docs/api.md "Second factor"): TOTP (RFC 6238) with
// single-use recovery codes, required of a reviewer or an admin before /admin and its API open.
// A session passes it once; every admin endpoint answers 403 Forbidden with one of the first two
// messages until then, which the admin area turns into its enrolment or challenge screen.

export const secondFactorMessages = {
  enrolmentRequired: 'Set up a second factor to open the admin area',
  challengeRequired: 'Enter a code from your authenticator app to open the admin area',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  confirmFormat: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'This code is not valid. Wait for the next code, or use a recovery code.',
  alreadyEnrolled: 'A second factor is already set up for this account',
  notStarted: 'Start setting up the second factor first',
} as const;

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** TOTP's parameters: the authenticator apps' defaults (SHA-1, 6 digits, 30 s). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Guildhall';

/** Where the operator stands with the second factor in this session. */
export const SECOND_FACTOR_STATES = ['enrol', 'challenge', 'passed'] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export const secondFactorStatusSchema = z.object({
  state: z.enum(SECOND_FACTOR_STATES),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

// The secret to put into an authenticator app: typed (base32) or as its otpauth:// URI (a QR
// code). Answered until the first code confirms it, never after.
export const secondFactorEnrolmentSchema = z.object({
  secret: text().max(128),
  uri: text().max(512),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

export const totpCodePattern = /^\d{6}$/;
// A recovery code as shown: ten letters and digits in two groups (xxxxx-xxxxx); spaces, dashes
// and case are ignored when one is entered.
export const recoveryCodePattern = /^[a-z2-7]{10}$/;
export const normaliseRecoveryCode = (value: string): string =>
  value.replace(/[\s-]/g, '').toLowerCase();

export const secondFactorConfirmBodySchema = z.object({
  code: text({ error: secondFactorMessages.confirmFormat })
    .trim()
    .regex(totpCodePattern, secondFactorMessages.confirmFormat),
});
export type SecondFactorConfirmBody = z.infer<typeof secondFactorConfirmBodySchema>;

export const secondFactorChallengeBodySchema = z.object({
  code: text({ error: secondFactorMessages.codeFormat })
    .trim()
    .max(32, secondFactorMessages.codeFormat)
    .refine(
      (value) =>
        totpCodePattern.test(value) || recoveryCodePattern.test(normaliseRecoveryCode(value)),
      secondFactorMessages.codeFormat,
    ),
});
export type SecondFactorChallengeBody = z.infer<typeof secondFactorChallengeBodySchema>;

/** Shown once, when the first code confirms the enrolment. */
export const secondFactorRecoveryCodesSchema = z.object({
  recoveryCodes: z.array(text().max(16)).length(RECOVERY_CODE_COUNT),
});
export type SecondFactorRecoveryCodes = z.infer<typeof secondFactorRecoveryCodesSchema>;

export const secondFactorPassedSchema = z.object({
  /** Recovery codes still unused: the screen says so when few are left. */
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
});
export type SecondFactorPassed = z.infer<typeof secondFactorPassedSchema>;
