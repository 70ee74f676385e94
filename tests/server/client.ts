import type { FastifyInstance } from 'fastify';
import { TEST_CLIENT } from './harness';

// A small typed helper over app.inject for the server tests.

// Answers are checked field by field with expect(), so their bodies are loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface Member {
  id: number;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

/** Over an app, or over a holder whose app is built later (a suite's `t`, see describeServer). */
export function client(target: FastifyInstance | { readonly app: FastifyInstance }) {
  const appOf = (): FastifyInstance => ('inject' in target ? target : target.app);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const response = await appOf().inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      body:
        text && response.headers['content-type']?.toString().includes('json')
          ? JSON.parse(text)
          : text,
      headers: response.headers,
    };
  }

  const login = (username: string, password: string) =>
    call('POST', '/api/v1/oauth/token', {
      body: { grantType: 'password', ...TEST_CLIENT, username, password },
    });

  /** Follows the latest verification link e-mailed to `email` (the dev outbox). */
  async function verifyEmail(email: string): Promise<Answer> {
    const mails = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = (mails.body as { links: string[] }[])
      .flatMap((mail) => mail.links)
      .find((href) => href.includes('/verify-email/'));
    if (!link) throw new Error(`no verification e-mail to ${email}`);
    const token = link.slice(link.lastIndexOf('/') + 1);
    return call('POST', `/api/v1/user/verification/${token}`);
  }

  async function signup(
    overrides: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
    }> = {},
    // Verified, as a member who followed the e-mailed link (issue 23); false keeps the account
    // unverified.
    { verify = true }: { verify?: boolean } = {},
  ): Promise<Member> {
    const body = {
      email: uniqueEmail(),
      password: 'correct-horse-battery',
      firstName: 'Test',
      lastName: 'Member',
      ...overrides,
    };
    const created = await call('POST', '/api/v1/users', { body });
    if (created.status !== 201) throw new Error(`signup failed: ${JSON.stringify(created.body)}`);
    if (verify) {
      // Straight in the database: suites without the dev outbox sign members up too
      // (account.test.ts follows the e-mailed link itself). A server in another process
      // (backup.test.ts) is verified as a member does it, from the e-mailed link.
      const { ctx } = appOf() as Partial<FastifyInstance>;
      if (ctx) {
        await ctx.repos.users.update(created.body.id, { emailVerifiedAt: new Date() });
      } else {
        const verified = await verifyEmail(body.email);
        if (verified.status !== 200) {
          throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
        }
      }
    }
    const tokens = await login(body.email, body.password);
    if (tokens.status !== 200) throw new Error(`login failed: ${JSON.stringify(tokens.body)}`);
    return {
      id: created.body.id,
      email: body.email,
      password: body.password,
      token: tokens.body.accessToken,
      refreshToken: tokens.body.refreshToken,
    };
  }

  /** Fills a member's profile so it is complete and eligible; optionally submits it. */
  async function completeProfile(member: Member, options: { publish?: boolean } = {}) {
    const { token } = member;
    const patch = await call('PATCH', '/api/v1/user', {
      token,
      body: {
        employmentStatus: 'independent',
        independentStatus: 'advanced',
        profession: 'accounting',
        experienceYears: 13,
        city: 'Austin',
        region: 'TX',
        postalCode: '78701',
        expertises: ['audits'],
        locations: ['TX'],
      },
    });
    if (patch.status !== 200) throw new Error(`patch failed: ${JSON.stringify(patch.body)}`);
    await call('POST', '/api/v1/educations', {
      token,
      body: { organization: 'State University', degree: 'BS', issuedYear: 2005 },
    });
    await call('POST', '/api/v1/positions', {
      token,
      body: {
        title: 'Controller',
        company: 'Acme Co',
        startDate: '2010-01-01',
        endDate: '2020-01-01',
      },
    });
    if (options.publish) {
      const submitted = await call('POST', '/api/v1/profiles', { token, body: { ssn: '1234' } });
      if (submitted.status !== 200)
        throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
    }
  }

  return { call, login, signup, verifyEmail, completeProfile };
}
