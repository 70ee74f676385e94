import {
  argon2 as argon2Callback,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
} from 'node:crypto';
import { hashGate } from './hashing';

// Password hashes (docs/architecture.md "The server"). New hashes are argon2id at OWASP's
// parameters (m = 19 MiB, t = 2, p = 1) through Node 24's own crypto.argon2, written in the PHC
// string format other argon2 libraries read ($argon2id$v=19$m=…,t=…,p=…$salt$hash). Hashes made
// before (scrypt at N = 2^17, r = 8, p = 1: 128 MiB and about 0.7 s here) are verified as
// they are and replaced at the member's next successful sign-in (needsRehash). Each hash
// keeps its own parameters, so raising them never breaks a login. Every hash goes through the
// gate: two at a time (libuv's threads serve files and DNS too), a bounded number waiting.

export interface PasswordPolicy {
  /** What new hashes use; `scrypt` only to compare (bench:auth) or to roll back. */
  algorithm: 'argon2id' | 'scrypt';
  /** argon2id memory in KiB (OWASP: 19456) and passes (OWASP: 2); parallelism is 1. */
  argon2MemoryKiB: number;
  argon2Passes: number;
  /** scrypt cost as log2(N) (OWASP's minimum: 17). */
  scryptLogN: number;
}

/** OWASP's argon2id row; tests lower the memory to stay fast (the parameters are in the hash). */
export const OWASP_PASSWORD_POLICY: PasswordPolicy = {
  algorithm: 'argon2id',
  argon2MemoryKiB: 19_456,
  argon2Passes: 2,
  scryptLogN: 17,
};

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const ARGON2_VERSION = 19;
const SCRYPT_R = 8;
const SCRYPT_P = 1;

// PHC strings use standard base64 without padding.
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const fromB64 = (text: string) => Buffer.from(text, 'base64');

function argon2id(password: string, salt: Buffer, memoryKiB: number, passes: number) {
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        argon2Callback(
          'argon2id',
          {
            message: password,
            nonce: salt,
            parallelism: 1,
            tagLength: KEY_LENGTH,
            memory: memoryKiB,
            passes,
          },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  // Node refuses to use more than 32 MiB unless told: scrypt needs 128 * N * r bytes.
  const maxmem = 128 * N * r * 2;
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, policy: PasswordPolicy): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  if (policy.algorithm === 'scrypt') {
    const key = await scrypt(password, salt, policy.scryptLogN, SCRYPT_R, SCRYPT_P);
    return [
      'scrypt',
      policy.scryptLogN,
      SCRYPT_R,
      SCRYPT_P,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }
  const { argon2MemoryKiB: m, argon2Passes: t } = policy;
  const key = await argon2id(password, salt, m, t);
  return `$argon2id$v=${ARGON2_VERSION}$m=${m},t=${t},p=1$${b64(salt)}$${b64(key)}`;
}

const ARGON2_PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=1\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{43})$/;

interface ParsedHash {
  algorithm: PasswordPolicy['algorithm'];
  /** The parameters, to compare with the policy's. */
  params: string;
  derive(password: string): Promise<Buffer>;
  expected: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const argon = ARGON2_PHC.exec(stored);
  if (argon) {
    const [, m, t, salt, key] = argon as unknown as [string, string, string, string, string];
    // Node refuses memory under 8 KiB per lane; a stored value outside the bounds is not ours.
    if (Number(m) < 8 || Number(t) < 1) return null;
    return {
      algorithm: 'argon2id',
      params: `${m},${t}`,
      derive: (password) => argon2id(password, fromB64(salt), Number(m), Number(t)),
      expected: fromB64(key),
    };
  }
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return null;
  if (!/^\d{1,2}$/.test(logN) || !/^\d{1,2}$/.test(r) || !/^\d{1,2}$/.test(p)) return null;
  return {
    algorithm: 'scrypt',
    params: `${logN},${r},${p}`,
    derive: (password) =>
      scrypt(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p)),
    expected: Buffer.from(key, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await parsed.derive(password);
  return actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}

/**
 * Whether a verified hash should be replaced by one made with the policy: an older algorithm
 * (scrypt, once argon2id is the policy) or other parameters.
 */
export function needsRehash(stored: string, policy: PasswordPolicy): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  if (parsed.algorithm !== policy.algorithm) return true;
  return policy.algorithm === 'argon2id'
    ? parsed.params !== `${policy.argon2MemoryKiB},${policy.argon2Passes}`
    : parsed.params !== `${policy.scryptLogN},${SCRYPT_R},${SCRYPT_P}`;
}

/**
 * A login for an unknown e-mail still pays for one hash at the policy's cost, so response
 * times do not reveal which addresses have accounts.
 */
export function dummyHasher(policy: PasswordPolicy): () => Promise<void> {
  let dummy: Promise<string> | undefined;
  return async () => {
    // A refused first hash (server busy) must not stay cached as a failure.
    dummy ??= hashPassword('not-a-real-password', policy).catch((error: unknown) => {
      dummy = undefined;
      throw error;
    });
    await verifyPassword('wrong-password', await dummy);
  };
}
