import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createUserBodySchema,
  idParamsSchema,
  isWellFormedText,
  messages,
  profileSearchQuerySchema,
  text,
  userPatchSchema,
} from '@/contract';

// Strings PostgreSQL refuses (NUL) or cannot store unchanged as UTF-8 (lone surrogates).
const illFormed = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDBFFy',
  '\uDC00',
  'ab\uDFFF',
  '\uDC00\uD800',
];
const wellFormed = ['', 'plain', 'café', '😀 emoji pair \uD83D\uDE00', '中文'];

describe('text(): every string of the contract', () => {
  it('refuses NUL and lone surrogates with its own message, first', () => {
    for (const value of illFormed) {
      expect(isWellFormedText(value), JSON.stringify(value)).toBe(false);
      const result = text().min(50).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.characters);
    }
    for (const value of wellFormed) expect(isWellFormedText(value), value).toBe(true);
  });

  it('agrees with String.prototype.isWellFormed plus "no NUL" on any string', () => {
    const isWellFormed = (value: string): boolean =>
      (value as unknown as { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(isWellFormedText(value)).toBe(isWellFormed(value) && !value.includes('\u0000'));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
        (value) => {
          expect(isWellFormedText(value)).toBe(isWellFormed(value) && !value.includes('\u0000'));
        },
      ),
      { numRuns: 2000 },
    );
    // 2,000 generated strings: seconds on a busy machine (CI runs it beside the server tests).
  }, 30_000);

  it('is what the request schemas use: sign-up and the user patch refuse NUL', () => {
    const signUp = {
      email: 'a@example.com',
      password: 'long enough',
      firstName: 'Ann',
      lastName: 'Lee',
    };
    for (const key of Object.keys(signUp) as Array<keyof typeof signUp>) {
      const result = createUserBodySchema.safeParse({ ...signUp, [key]: `${signUp[key]}\u0000` });
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.characters);
    }
    expect(userPatchSchema.safeParse({ bio: 'A bio \uD800 here' }).success).toBe(false);
    expect(userPatchSchema.safeParse({ bio: 'A bio 😀 here' }).success).toBe(true);
  });

  it('no schema builds a string any other way', () => {
    // A z.string() outside text() would let NUL through to the database again.
    const dir = join(__dirname, '../../../src/contract/schemas');
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir, file), 'utf8').replace(
        /export const text = [^\n]*\n[^\n]*z\.string\(params\)/,
        '',
      );
      expect(source, file).not.toMatch(/\bz\s*\.string\(/);
    }
  });
});

describe('numbers in paths and query strings', () => {
  const refused = [
    '0x10',
    '1e1',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '1.0',
    '01',
    '1_0',
    '',
    'Infinity',
    '0b1',
  ];

  it('ids are canonical decimal integers only', () => {
    expect(idParamsSchema.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const id of [...refused, '0', '2147483648']) {
      expect(idParamsSchema.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
    }
  });

  it('search limit and offset are canonical decimal integers only', () => {
    expect(profileSearchQuerySchema.parse({ limit: '16', offset: '0' })).toMatchObject({
      limit: 16,
      offset: 0,
    });
    for (const value of refused.filter((v) => v !== '')) {
      expect(profileSearchQuerySchema.safeParse({ limit: value }).success, value).toBe(false);
      expect(profileSearchQuerySchema.safeParse({ offset: value }).success, value).toBe(false);
      expect(profileSearchQuerySchema.safeParse({ experienceYears: value }).success, value).toBe(
        false,
      );
    }
  });
});
