import { scrypt as scryptCallback, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashGate } from './hashing';

// scrypt from node:crypto. OWASP's minimum is N = 2^17, r = 8, p = 1 (128 MiB per hash);
// the parameters are stored with each hash so they can be raised without breaking logins.
// Tests lower logN through the config to stay fast; production uses 17.

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  // Node refuses to use more than 32 MiB unless told: scrypt needs 128 * N * r bytes.
  const maxmem = 128 * N * r * 2;
  // Through the gate: a few at a time, or HashingBusyError (503) when too many wait.
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    Number(logN),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A login for an unknown e-mail still pays for one hash, so response times do not reveal
 * which addresses have accounts.
 */
export function dummyHasher(logN: number): () => Promise<void> {
  let dummy: Promise<string> | undefined;
  return async () => {
    // A refused first hash (server busy) must not stay cached as a failure.
    dummy ??= hashPassword('not-a-real-password', logN).catch((error: unknown) => {
      dummy = undefined;
      throw error;
    });
    await verifyPassword('wrong-password', await dummy);
  };
}
