import { afterAll, beforeAll, describe } from 'vitest';
import type { ZodType } from 'zod';
import {
  secondFactorEnrolmentSchema,
  secondFactorRecoveryCodesSchema,
  secondFactorStatusSchema,
  tokenInfoSchema,
  tokenResponseSchema,
  userSchema,
} from '@/contract';
import { mockTotpCode } from '@mocks/data/secondFactor';
import { call, expectShape, type Answer, type CallOptions } from './call';
import {
  CLIENT,
  startMocks,
  startServer,
  type OperatorRole,
  type Target,
  type TargetOptions,
} from './targets';

// Each parity file describes what endpoints answer once; describeParity runs it twice:
// against the MSW handlers and against the real server on a fresh PGlite. Both sides start
// empty, so every case builds its data through the API itself, the same way on both.

export const PASSWORD = 'correct-horse-battery';

const sides: Array<[Target['name'], (options?: TargetOptions) => Promise<Target>]> = [
  ['mocks', startMocks],
  ['server', startServer],
];

export interface Parity {
  /** Which side runs: only to skip a case on a side with a known drift, named beside it. */
  side: Target['name'];
  /** A call under /api. */
  api(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** A call to any path of the target's origin. */
  raw(method: string, path: string, options?: CallOptions): Promise<Answer>;
  login(email: string, password?: string): ReturnType<typeof loginWith>;
  /** A new member, verified by the e-mailed link unless `verify` is false (issue 23). */
  signUp(
    email: string,
    firstName?: string,
    lastName?: string,
    options?: { verify?: boolean },
  ): ReturnType<typeof signUpWith>;
  /** The token of the latest link to `/{screen}/…` e-mailed to an address. */
  emailLink: Target['emailLink'];
  publishedMember(
    email: string,
    firstName: string,
    profile?: Record<string, unknown>,
  ): ReturnType<typeof publishedWith>;
  /** Gives an account a role as the command line does (its audit entry too). */
  grantRole: Target['grantRole'];
  /**
   * A new member given an operator role (reviewer unless named), whose session passed the
   * second factor (issue 38).
   */
  operator(email: string, firstName?: string, role?: OperatorRole): ReturnType<typeof signUpWith>;
  /**
   * Lets an operator's session pass the second factor as the admin area does: enrolled with a
   * code computed from the answered secret, or challenged once enrolled. Answers the secret.
   */
  passSecondFactor(token: string): Promise<string>;
}

type Api = Parity['api'];

/** The contract's message for the first problem of `value`: what both sides answer for it. */
export function contractMessage(schema: ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  const message = parsed.error?.issues[0]?.message;
  if (!message) throw new Error(`The contract accepts ${JSON.stringify(value)}`);
  return message;
}

const loginWith = async (api: Api, email: string, password = PASSWORD) =>
  expectShape(
    await api('POST', '/v1/oauth/token', {
      body: { grantType: 'password', ...CLIENT, username: email, password },
    }),
    200,
    tokenResponseSchema,
  );

/** Follows the verification link e-mailed to a new member (issue 23), on either side. */
type Verify = (email: string) => Promise<void>;

async function signUpWith(
  api: Api,
  verify: Verify | null,
  email: string,
  firstName = 'Casey',
  lastName = 'Member',
) {
  const user = expectShape(
    await api('POST', '/v1/users', { body: { email, password: PASSWORD, firstName, lastName } }),
    201,
    userSchema,
  );
  if (verify) await verify(email);
  const tokens = await loginWith(api, email);
  return { id: user.id, token: tokens.accessToken, tokens };
}

/**
 * A complete, eligible member, published through the background check (its review waits in the
 * queue); `profile` changes the answers sent before submitting (another profession).
 */
async function publishedWith(
  api: Api,
  verify: Verify,
  email: string,
  firstName: string,
  profile: Record<string, unknown> = {},
) {
  const member = await signUpWith(api, verify, email, firstName, 'Published');
  const token = member.token;
  expectShape(
    await api('PATCH', '/v1/user', {
      token,
      body: {
        employmentStatus: 'independent',
        independentStatus: 'advanced',
        profession: 'finance',
        experienceYears: 13,
        city: 'Chicago',
        region: 'IL',
        postalCode: '60601',
        expertises: ['fpa'],
        locations: ['IL'],
        ...profile,
      },
    }),
    200,
    userSchema,
  );
  const education = { organization: 'State University', degree: 'BSc', issuedYear: 2005 };
  expectShape(await api('POST', '/v1/educations', { token, body: education }), 201);
  const position = { title: 'Advisor', company: 'Own Practice', startDate: '2010-01-01' };
  expectShape(await api('POST', '/v1/positions', { token, body: position }), 201);
  const user = expectShape(
    await api('POST', '/v1/profiles', { token, body: { ssn: '1234' } }),
    200,
    userSchema,
  );
  return { ...member, user };
}

export function describeParity(
  title: string,
  cases: (parity: Parity) => void,
  options: TargetOptions = {},
): void {
  describe.each(sides)(`contract parity: ${title} (%s)`, (side, start) => {
    let target: Target | undefined;
    beforeAll(async () => {
      target = await start(options);
    });
    afterAll(async () => {
      await target?.close();
    });
    const raw: Api = (method, path, options) => {
      if (!target) throw new Error('The parity target has not started');
      return call(target.baseUrl, method, path, options);
    };
    const api: Api = (method, path, options) => raw(method, `/api${path}`, options);
    const grantRole: Parity['grantRole'] = (email, role) => {
      if (!target) throw new Error('The parity target has not started');
      return target.grantRole(email, role);
    };
    const emailLink: Parity['emailLink'] = async (email, screen) => {
      if (!target) throw new Error('The parity target has not started');
      return target.emailLink(email, screen);
    };
    const verify: Verify = async (email) => {
      const token = await emailLink(email, 'verify-email');
      if (!token) throw new Error(`No verification e-mail to ${email}`);
      expectShape(await api('POST', `/v1/user/verification/${token}`), 200);
    };
    // Each operator's secret and the last time step sent: a step is accepted once.
    const factors = new Map<number, { secret: string; step: number }>();
    const STEP_MS = 30_000;
    const passSecondFactor: Parity['passSecondFactor'] = async (token) => {
      const { sub } = expectShape(
        await api('GET', '/v1/oauth/token', { token }),
        200,
        tokenInfoSchema,
      );
      const id = Number(sub);
      const { state } = expectShape(
        await api('GET', '/v1/admin/second-factor', { token }),
        200,
        secondFactorStatusSchema,
      );
      const step = Math.floor(Date.now() / STEP_MS);
      const known = factors.get(id);
      if (state === 'passed') return known?.secret ?? '';
      if (state === 'enrol') {
        const { secret } = expectShape(
          await api('POST', '/v1/admin/second-factor/enrolment', { token }),
          200,
          secondFactorEnrolmentSchema,
        );
        expectShape(
          await api('POST', '/v1/admin/second-factor/enrolment/confirm', {
            token,
            body: { code: mockTotpCode(step * STEP_MS, secret) },
          }),
          200,
          secondFactorRecoveryCodesSchema,
        );
        factors.set(id, { secret, step });
        return secret;
      }
      if (!known) throw new Error(`No second factor known for member ${id}`);
      const next = Math.max(step - 1, known.step + 1);
      expectShape(
        await api('POST', '/v1/admin/second-factor/challenge', {
          token,
          body: { code: mockTotpCode(next * STEP_MS, known.secret) },
        }),
        200,
      );
      factors.set(id, { secret: known.secret, step: next });
      return known.secret;
    };
    const operator: Parity['operator'] = async (email, firstName, role = 'reviewer') => {
      const member = await signUpWith(api, verify, email, firstName, 'Operator');
      await grantRole(email, role);
      await passSecondFactor(member.token);
      return member;
    };
    cases({
      side,
      api,
      raw,
      login: (email, password) => loginWith(api, email, password),
      signUp: (email, firstName, lastName, options) =>
        signUpWith(api, options?.verify === false ? null : verify, email, firstName, lastName),
      publishedMember: (email, firstName, profile) =>
        publishedWith(api, verify, email, firstName, profile),
      emailLink,
      grantRole,
      operator,
      passSecondFactor,
    });
  });
}
