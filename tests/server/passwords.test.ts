import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import { loadConfig } from '@server/config';

describe('password hashing', () => {
  it("defaults to OWASP's scrypt minimum (N = 2^17, r = 8, p = 1) and verifies", async () => {
    const { scryptLogN } = loadConfig({});
    expect(scryptLogN).toBeGreaterThanOrEqual(17);
    const started = performance.now();
    const hash = await hashPassword('correct horse battery staple', scryptLogN);
    const elapsed = performance.now() - started;
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    console.info(`scrypt N=2^17 hash: ${elapsed.toFixed(0)} ms`);
  });

  it('salts every hash and refuses malformed stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', 'plain-text')).toBe(false);
    expect(await verifyPassword('same', 'scrypt$10$8$1$$')).toBe(false);
  });
});
