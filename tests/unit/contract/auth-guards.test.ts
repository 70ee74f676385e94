import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authRecordSchema,
  isAuthRecord,
  isTokenClaims,
  isTokenResponse,
  tokenClaimsSchema,
  tokenResponseSchema,
} from '@/contract';

const claims = { sub: '42', exp: 1_800_000_000, iat: 1_799_996_400 };
const record = { accessToken: 'a.b.c', refreshToken: 'r'.repeat(64), claims };
const response = { accessToken: 'a.b.c', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 3600 };

// Values near the valid ones: each field replaced by something it must not be.
const oddValues = fc.oneof(
  fc.constantFrom(undefined, null, '', 0, -1, 1.5, '0', '042', 'x', true, [], {}, 'Bearer'),
  fc.string({ maxLength: 5 }),
  fc.integer(),
  fc.string({ minLength: 4090, maxLength: 4100 }),
);
const mutated = (valid: Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...Object.keys(valid)), oddValues).map(([key, odd]) => ({
    ...valid,
    [key]: odd,
  }));

describe('auth guards agree with the auth schemas', () => {
  const cases = [
    { name: 'token claims', guard: isTokenClaims, schema: tokenClaimsSchema, valid: claims },
    { name: 'auth record', guard: isAuthRecord, schema: authRecordSchema, valid: record },
    {
      name: 'token response',
      guard: isTokenResponse,
      schema: tokenResponseSchema,
      valid: response,
    },
  ];

  for (const { name, guard, schema, valid } of cases) {
    it(`${name}: accepts the valid shape`, () => {
      expect(guard(valid)).toBe(true);
      expect(schema.safeParse(valid).success).toBe(true);
    });

    it(`${name}: gives the schema's verdict on altered and arbitrary values`, () => {
      fc.assert(
        fc.property(fc.oneof(mutated(valid), fc.anything()), (value) => {
          expect(guard(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 400 },
      );
    });
  }
});
