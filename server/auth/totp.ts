import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  normaliseRecoveryCode,
} from '../contract';
import { hashToken } from './secret';

// The operators' second factor: TOTP (RFC 6238) through `otpauth`, and single-use recovery
// codes. What is stored (the secret sealed like the SSN digits, the codes' digests, the last
// time step accepted) is server/db/secondFactor.ts's; the rules are here.

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads (typed or from a QR code). */
export const totpUri = (secret: string, account: string): string =>
  totpOf(secret, account).toString();

/**
 * The time step of `code` if it is the secret's code for now or the step on either side (one
 * step of clock drift, RFC 6238 §5.2); null otherwise. The caller refuses a step it has already
 * accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The secret's code at `now` (tests and the mocks compute codes the same way). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Recovery codes as shown (`xxxxx-xxxxx`, 50 random bits each) and their stored digests. They
 * are random, not chosen by a person, so SHA-256 is enough (as for refresh tokens).
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** The stored digest of a recovery code however it was entered (case, spaces, dashes). */
export const recoveryCodeHash = (code: string): string => hashToken(normaliseRecoveryCode(code));
