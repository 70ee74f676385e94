import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, type SecondFactorState } from '@/contract';
import { db, type MockSecondFactor, type MockSession } from '../db';

export type { MockSecondFactor };

// The operators' second factor on the mock db (server/operators/secondFactor.ts): one factor per
// operator with a fixed secret (stories and tests compute its codes), fixed recovery codes, and
// the sessions that passed it, by refresh token (a rotated token keeps its session's pass).
//
// `db.secondFactorRequired` is false by default: Storybook and `npm run dev:mock` open /admin
// for the demo operator at once. The contract suite and the stories of the enrolment and the
// challenge turn it on, and then the mocks ask exactly what the server asks.

/** The secret every mock enrolment answers (base32, 160 bits). */
export const MOCK_TOTP_SECRET = 'GUILDHALLDEMOSECRETFORSTORIES234';
/** The recovery codes every mock enrolment answers. */
export const MOCK_RECOVERY_CODES = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'bcdef-ghijk',
  'lmnop-qrstu',
  'vwxyz-23456',
  'cdefg-hijkl',
  'mnopq-rstuv',
  'wxyz2-34567',
  'defgh-ijklm',
];

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const mockTotpUri = (account: string): string =>
  totpOf(MOCK_TOTP_SECRET, account).toString();

/** The code of `secret` at `now` (stories type it; the contract suite sends it to both sides). */
export const mockTotpCode = (now = Date.now(), secret = MOCK_TOTP_SECRET): string =>
  totpOf(secret).generate({ timestamp: now });

/** The time step of `code` if it is current (one step of drift each way); else null. */
export function mockTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export const factorOf = (userId: number): MockSecondFactor | undefined =>
  db.secondFactors.find((factor) => factor.userId === userId);

/** Whether the session (or the one its refresh token was rotated from) passed the factor. */
export function sessionPassed(session: MockSession): boolean {
  let token: string | undefined = session.refreshToken;
  while (token !== undefined) {
    if (db.secondFactorPasses.includes(token)) return true;
    const current: string = token;
    token = db.rotatedRefreshTokens.find((rotation) => rotation.child === current)?.token;
  }
  return false;
}

export function secondFactorStateOf(session: MockSession): SecondFactorState {
  if (!db.secondFactorRequired || sessionPassed(session)) return 'passed';
  return factorOf(session.userId)?.confirmed ? 'challenge' : 'enrol';
}

/** A confirmed factor for the operator (a story's "enrolled already"). */
export function enrolSecondFactor(userId: number): MockSecondFactor {
  db.secondFactors = db.secondFactors.filter((factor) => factor.userId !== userId);
  const factor: MockSecondFactor = {
    userId,
    secret: MOCK_TOTP_SECRET,
    confirmed: true,
    lastStep: null,
    recoveryCodes: MOCK_RECOVERY_CODES.map((code) => ({ code, used: false })),
  };
  db.secondFactors.push(factor);
  return factor;
}
