import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  OWASP_PASSWORD_POLICY,
  verifyPassword,
  type PasswordPolicy,
} from '@server/auth/passwords';
import { loadConfig } from '@server/config';
import { users } from '@server/db/schema';
import { uniqueEmail } from './client';
import { describeServer } from './suite';

const fast: PasswordPolicy = { ...OWASP_PASSWORD_POLICY, argon2MemoryKiB: 256, argon2Passes: 1 };
const legacy: PasswordPolicy = { ...OWASP_PASSWORD_POLICY, algorithm: 'scrypt', scryptLogN: 10 };

describe('password hashing', () => {
  it("defaults to argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1) and verifies", async () => {
    const { passwords } = loadConfig({});
    expect(passwords).toEqual({
      algorithm: 'argon2id',
      argon2MemoryKiB: 19_456,
      argon2Passes: 2,
      scryptLogN: 17,
    });
    const started = performance.now();
    const hash = await hashPassword('correct horse battery staple', passwords);
    const elapsed = performance.now() - started;
    // The PHC string other argon2 libraries read.
    expect(hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(needsRehash(hash, passwords)).toBe(false);
    console.info(`argon2id m=19 MiB, t=2 hash: ${elapsed.toFixed(0)} ms`);
  });

  it('still verifies scrypt hashes, and marks them (and weaker parameters) for replacement', async () => {
    const old = await hashPassword('same', legacy);
    expect(old).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('same', old)).toBe(true);
    expect(await verifyPassword('other', old)).toBe(false);
    expect(needsRehash(old, OWASP_PASSWORD_POLICY)).toBe(true);
    expect(needsRehash(old, legacy)).toBe(false);
    const weak = await hashPassword('same', fast);
    expect(needsRehash(weak, OWASP_PASSWORD_POLICY)).toBe(true);
    expect(needsRehash(weak, fast)).toBe(false);
  });

  it('salts every hash and refuses malformed stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('same', fast), hashPassword('same', fast)]);
    expect(a).not.toBe(b);
    for (const stored of [
      'plain-text',
      'scrypt$10$8$1$$',
      '$argon2id$v=19$m=4,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(43),
      '$argon2id$v=18$m=256,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(43),
      '$argon2i$v=19$m=256,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(43),
    ]) {
      expect(await verifyPassword('same', stored)).toBe(false);
      expect(needsRehash(stored, fast)).toBe(true);
    }
  });
});

describeServer(
  'sign-in with an older hash',
  ({ api, t }) => {
    const hashOf = async (id: number) => {
      const [row] = await t.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row!.passwordHash;
    };

    it('replaces a scrypt hash with argon2id at the next successful sign-in, and only then', async () => {
      const m = await api.signup();
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(m.password, legacy) })
        .where(eq(users.id, m.id));

      // A wrong password changes nothing.
      expect((await api.login(m.email, 'not-the-password')).status).toBe(401);
      expect(await hashOf(m.id)).toMatch(/^scrypt\$/);

      expect((await api.login(m.email, m.password)).status).toBe(200);
      const upgraded = await hashOf(m.id);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=4096,t=2,p=1\$/);
      expect(await verifyPassword(m.password, upgraded)).toBe(true);

      // The new hash signs in, and is not replaced again.
      expect((await api.login(m.email, m.password)).status).toBe(200);
      expect(await hashOf(m.id)).toBe(upgraded);
    });

    it('costs as much for an unknown e-mail as for a wrong password', async () => {
      const m = await api.signup();
      // Warm the dummy hash up (it is made once).
      await api.login(uniqueEmail('nobody'), 'not-the-password');
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await api.login(email, 'not-the-password');
        expect(answer.status).toBe(401);
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        known.push(await timed(m.email));
        unknown.push(await timed(uniqueEmail('nobody')));
      }
      // Both pay one hash at the same parameters: the medians agree within a few milliseconds
      // (a hash here takes a few; without the dummy hash the unknown e-mail answers in under 1).
      const [a, b] = [median(known), median(unknown)];
      expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.6 + 2);
      expect(b).toBeGreaterThan(a * 0.4);
    });
  },
  { passwords: { ...OWASP_PASSWORD_POLICY, argon2MemoryKiB: 4_096, argon2Passes: 2 } },
);
