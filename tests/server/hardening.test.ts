import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@/contract';
import { uniqueEmail, type Member } from './client';
import { TEST_CLIENT } from './harness';
import { describeServer } from './suite';

// Bad input answers a 4xx and is not a fault; a genuine fault answers 500 and its log line
// carries no data the request sent. The app's log lines are kept so they can be read.

describeServer(
  'hardening',
  ({ t, api, logged, clearLog }) => {
    let member: Member;
    const errorLines = () =>
      logged()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level >= 50);

    beforeAll(async () => {
      member = await api.signup();
    });
    afterEach(() => clearLog());

    const json = (
      method: 'POST' | 'PATCH' | 'PUT',
      url: string,
      payload: string | Buffer,
      token?: string,
    ) =>
      t.app.inject({
        method,
        url,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload,
      });

    describe('text the database cannot store unchanged', () => {
      const bad = {
        NUL: 'Ann\u0000',
        'a lone surrogate': 'Ann\uD800',
        'a lone low surrogate': '\uDC00Ann',
      };

      it.each(Object.entries(bad))(
        'refuses %s in every write with 400 InvalidRequest',
        async (_, value) => {
          const writes: Array<['POST' | 'PATCH' | 'PUT', string, Record<string, unknown>]> = [
            [
              'POST',
              '/api/v1/users',
              { email: uniqueEmail(), password: 'long-enough', firstName: value, lastName: 'Lee' },
            ],
            [
              'POST',
              '/api/v1/users',
              {
                email: uniqueEmail(),
                password: `long-enough${value}`,
                firstName: 'Ann',
                lastName: 'Lee',
              },
            ],
            ['PATCH', '/api/v1/user', { city: value }],
            ['PATCH', '/api/v1/user', { bio: `A bio ${value}` }],
            [
              'POST',
              '/api/v1/certifications',
              { name: value, organization: 'AICPA', issuedDate: '2015-01-01' },
            ],
            ['POST', '/api/v1/educations', { organization: value, degree: 'BS', issuedYear: 2000 }],
            [
              'POST',
              '/api/v1/positions',
              { title: 'CFO', company: value, startDate: '2010-01-01' },
            ],
            ['POST', '/api/v1/testimonials', { name: value, email: 'w@example.com' }],
            ['POST', '/api/v1/dashboard/posts', { link: `https://example.com/${value}` }],
          ];
          for (const [method, url, body] of writes) {
            const response = await json(method, url, JSON.stringify(body), member.token);
            expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
            // Issue 38: the answer names the field that holds the character.
            const field = Object.keys(body).find((key) => String(body[key]).includes(value));
            expect(response.json()).toEqual({
              code: 'InvalidRequest',
              message: messages.characters,
              field,
            });
          }
          expect(errorLines()).toEqual([]);
        },
      );

      it('refuses a JSON body that is not valid UTF-8, and reads one that is', async () => {
        const body = (name: Buffer) =>
          Buffer.concat([
            Buffer.from(`{"email":"${uniqueEmail()}","password":"long-enough","firstName":"`),
            name,
            Buffer.from('","lastName":"Lee"}'),
          ]);
        for (const bytes of [
          [0xff],
          [0xc3],
          [0xed, 0xa0, 0x80],
          [0xc0, 0xaf],
          [0xf8, 0x88, 0x80, 0x80],
        ]) {
          const response = await json(
            'POST',
            '/api/v1/users',
            body(Buffer.from([0x41, 0x6e, ...bytes])),
          );
          expect(response.statusCode, bytes.join(',')).toBe(400);
          expect(response.json()).toEqual({
            code: 'InvalidRequest',
            message: 'Request body is not valid UTF-8',
          });
        }
        const ok = await json('POST', '/api/v1/users', body(Buffer.from('Zoë 😀', 'utf8')));
        expect(ok.statusCode).toBe(201);
        expect(ok.json().firstName).toBe('Zoë 😀');
      });
    });

    describe('numbers in paths and query strings', () => {
      it('reads only canonical decimal integers', async () => {
        for (const id of ['0x10', '1e1', '%201', '1.0', '+1', '01', '-1', '1%00']) {
          const response = await api.call('GET', `/api/v1/profiles/${id}`, { token: member.token });
          expect(response.status, id).toBe(400);
          expect(response.body.code).toBe('InvalidRequest');
        }
        for (const limit of ['0x10', '1e1', '%2B1', '1.0', '010']) {
          const response = await api.call('GET', `/api/v1/profiles?limit=${limit}`, {
            token: member.token,
          });
          expect(response.status, limit).toBe(400);
          expect(response.body.message).toBe(apiMessages.queryInteger('limit'));
        }
        const tooMany = await api.call('GET', '/api/v1/profiles?limit=101', {
          token: member.token,
        });
        expect(tooMany.body).toEqual({
          code: 'InvalidRequest',
          message: messages.maxValue(100),
          field: 'limit',
        });
        const good = await api.call('GET', '/api/v1/profiles?limit=16&offset=0', {
          token: member.token,
        });
        expect(good.status).toBe(200);
        expect(good.body.limit).toBe(16);
      });
    });

    describe('malformed multipart bodies', () => {
      const boundary = 'guildhall-boundary';
      const upload = (contentType: string, payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { 'content-type': contentType },
          payload,
        });

      it('answer 400 with a sentence, not a 500 with a stack in the log', async () => {
        const cases: Array<[string, string, string]> = [
          ['multipart/form-data', 'hello', 'The multipart body has no valid boundary'],
          [
            `multipart/form-data; boundary=${boundary}`,
            `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc`,
            'The upload ended before it was complete',
          ],
          [
            `multipart/form-data; boundary=${boundary}`,
            'garbage',
            'The upload ended before it was complete',
          ],
        ];
        for (const [contentType, payload, message] of cases) {
          const response = await upload(contentType, payload);
          expect(response.statusCode, payload).toBe(400);
          expect(response.json()).toEqual({ code: 'InvalidRequest', message });
        }
        expect(errorLines()).toEqual([]);
      });
    });

    describe('a genuine fault', () => {
      it('answers 500 InternalError and logs no e-mail, password, hash or body', async () => {
        // Every insert into users now fails inside PostgreSQL, as a broken deploy would.
        await t.database.db.execute(
          sql.raw(`create function guildhall_test_fail() returns trigger language plpgsql as
        $$ begin raise exception 'insert refused by test'; end $$`),
        );
        await t.database.db.execute(
          sql.raw(`create trigger guildhall_test_fail before insert on users
        for each row execute function guildhall_test_fail()`),
        );
        try {
          const email = uniqueEmail('leak.check');
          const password = 'secret-password-77';
          const response = await json(
            'POST',
            '/api/v1/users',
            JSON.stringify({ email, password, firstName: 'Lena', lastName: 'Leakcheck' }),
          );
          expect(response.statusCode).toBe(500);
          expect(response.json()).toEqual({ code: 'InternalError', message: expect.any(String) });

          const log = logged();
          const [fault] = errorLines() as unknown as Array<{
            route: string;
            fault: { type: string; operation?: string; cause?: { code?: string } };
          }>;
          expect(fault).toMatchObject({
            route: 'POST /api/v1/users',
            fault: { operation: 'insert users', cause: { code: 'P0001' } },
          });
          for (const secret of [
            email,
            password,
            'scrypt$',
            'Leakcheck',
            'params',
            'insert refused',
          ]) {
            expect(log).not.toContain(secret);
          }
        } finally {
          await t.database.db.execute(sql.raw('drop trigger guildhall_test_fail on users'));
          await t.database.db.execute(sql.raw('drop function guildhall_test_fail()'));
        }
      });

      it('request lines carry no query string, token or authorization header', async () => {
        await api.call('GET', '/reset-password?token=reset-token-abc123&username=a%40example.com');
        await api.call('GET', '/api/v1/user', { token: member.token });
        await api.call(
          'GET',
          `/api/v1/testimonials/uuid/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
        );
        const log = logged();
        expect(log).toContain('incoming request');
        for (const secret of [
          'reset-token-abc123',
          'a%40example.com',
          member.token,
          'Bearer',
          '-4000-8000-',
        ]) {
          expect(log).not.toContain(secret);
        }
      });
    });

    describe('e-mail without SMTP', () => {
      it('goes to DATA_DIR/outbox/ with its link; the log says where, never the link or its token', async () => {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/password/token',
          payload: { ...TEST_CLIENT, username: member.email },
        });
        expect(answer.statusCode).toBe(204);
        // Delivery runs after the answer (the outbox row commits with the change first).
        await expect.poll(logged).toMatch(/written to \S+/);
        const log = logged();
        const folder = join(t.app.ctx.config.dataDir, 'outbox');
        // The newest: the sign-up's verification e-mail (issue 23) was written before it.
        const files = (await readdir(folder)).sort();
        const text = await readFile(join(folder, files.at(-1)!), 'utf8');
        const link = /https?:\/\/\S+token=([\w-]+)/.exec(text);
        expect(link, text).not.toBeNull();
        expect(text).toContain(`To: ${member.email}`);
        expect(log).not.toContain(link![1]!);
        expect(log).not.toContain('reset-password?');
      });
    });

    describe('security headers', () => {
      it('are on every answer: the API, its errors and the not-found JSON', async () => {
        for (const url of ['/api/health', '/api/v1/user', '/api/v1/nope', '/community']) {
          const response = await t.app.inject({ url });
          const headers = response.headers;
          expect(headers['x-content-type-options'], url).toBe('nosniff');
          expect(headers['x-frame-options']).toBe('DENY');
          expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
          expect(headers['permissions-policy']).toContain('camera=()');
          const csp = String(headers['content-security-policy']);
          expect(csp).toContain("script-src 'self'");
          expect(csp).toContain("frame-ancestors 'none'");
          expect(csp).toContain("object-src 'none'");
          expect(csp).toContain("base-uri 'self'");
          expect(csp).toContain("form-action 'self'");
          expect(csp).not.toContain('unsafe-eval');
          expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        }
      });

      it('allow the configured external hosts and S3, and nothing else', async () => {
        const { loadConfig } = await import('@server/config');
        const { contentSecurityPolicy } = await import('@server/security');
        const config = loadConfig({
          VITE_CONTENT_ENDPOINT: 'https://guildhall.cdn.prismic.io/api/v2',
          ANALYTICS_KEY: 'phc_public',
          ANALYTICS_HOST: 'https://collect.example.com',
          VITE_SENTRY_DSN: 'https://publickey@errors.example.com/1',
          SCHEDULING_URL: 'https://calendly.com/guildhall/intro',
          VITE_QUESTIONNAIRE_FORM_ID: 'AbC123xy',
          S3_BUCKET: 'guildhall-uploads',
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_PUBLIC_URL: 'https://img.guildhall.example/',
          PUBLIC_BASE_URL: 'https://guildhall.example',
        });
        const csp = contentSecurityPolicy(config);
        expect(csp['connect-src']).toEqual([
          "'self'",
          'https://guildhall.cdn.prismic.io',
          'https://errors.example.com',
          'https://collect.example.com',
          'https://guildhall-uploads.s3.us-east-1.amazonaws.com',
          'https://img.guildhall.example',
        ]);
        expect(csp['img-src']).toContain('https://images.prismic.io');
        expect(csp['img-src']).toContain('https://img.guildhall.example');
        expect(csp['frame-src']).toEqual(['https://form.typeform.com', 'https://calendly.com']);
        // A form on the customer's own Typeform domain is framed from there.
        const ownDomain = loadConfig({
          QUESTIONNAIRE_FORM_ID: 'https://forms.guildhall.example/to/x',
        });
        expect(contentSecurityPolicy(ownDomain)['frame-src']).toEqual([
          'https://forms.guildhall.example',
        ]);
        expect(csp['upgrade-insecure-requests']).toEqual([]);
        // Analytics without a host goes to posthog-js's default host; a host without a key, nowhere.
        expect(
          contentSecurityPolicy(loadConfig({ ANALYTICS_KEY: 'phc_public' }))['connect-src'],
        ).toEqual(["'self'", 'https://us.i.posthog.com']);
        expect(
          contentSecurityPolicy(loadConfig({ ANALYTICS_HOST: 'https://collect.example.com' }))[
            'connect-src'
          ],
        ).toEqual(["'self'"]);
        const local = contentSecurityPolicy(loadConfig({}));
        expect(local['frame-src']).toEqual(["'none'"]);
        expect(local['connect-src']).toEqual(["'self'"]);
        expect(local['upgrade-insecure-requests']).toBeUndefined();
      });
    });
  },
  { logLevel: 'info' },
  // On the embedded database, as the suite always ran: what it checks is the HTTP layer's.
  { captureLog: true, backends: ['pglite'] },
);
