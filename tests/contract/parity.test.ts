import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorMessages,
  certificationSchema,
  dashboardPostSchema,
  educationSchema,
  positionSchema,
  profileCardSchema,
  profileSchema,
  profileSearchResultSchema,
  teamListSchema,
  teamRelationSchema,
  testimonialSchema,
  tokenInfoSchema,
  tokenResponseSchema,
  uploadResponseSchema,
  userSchema,
  watchEntrySchema,
  watchListSchema,
} from '@/contract';
import { call, expectError, expectShape, type CallOptions } from './call';
import { CLIENT, startMocks, startServer, type Target } from './targets';

// What each endpoint of spec 7 answers: status, shape (the contract's schemas) and error code.
// The same cases run against the MSW handlers and against the real server on a fresh PGlite.

const PASSWORD = 'correct-horse-battery';
// A real 1×1 PNG: the server checks an upload's type by its content.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const sides: Array<[string, () => Promise<Target>]> = [
  ['mocks', startMocks],
  ['server', startServer],
];

describe.each(sides)('contract parity: %s', (_name, start) => {
  let target: Target;
  const api = (method: string, path: string, options?: CallOptions) =>
    call(target.baseUrl, method, `/api${path}`, options);

  beforeAll(async () => {
    target = await start();
  });
  afterAll(async () => {
    await target?.close();
  });

  const login = async (email: string, password = PASSWORD) =>
    expectShape(
      await api('POST', '/v1/oauth/token', {
        body: { grantType: 'password', ...CLIENT, username: email, password },
      }),
      200,
      tokenResponseSchema,
    );

  async function signUp(email: string, firstName = 'Casey', lastName = 'Member') {
    const user = expectShape(
      await api('POST', '/v1/users', { body: { email, password: PASSWORD, firstName, lastName } }),
      201,
      userSchema,
    );
    const tokens = await login(email);
    return { id: user.id, token: tokens.accessToken, tokens };
  }

  /** A complete, eligible member, published through the background check. */
  async function publishedMember(email: string, firstName: string) {
    const member = await signUp(email, firstName, 'Published');
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

  it('GET /api/health answers ok', async () => {
    expectShape(
      await call(target.baseUrl, 'GET', '/api/health'),
      200,
      z.object({ status: z.literal('ok') }),
    );
  });

  describe('auth and users', () => {
    it('POST /v1/users creates (201), refuses a taken e-mail (409) and bad input (400)', async () => {
      const body = {
        email: 'taken@example.com',
        password: PASSWORD,
        firstName: 'Tay',
        lastName: 'Ken',
      };
      const user = expectShape(await api('POST', '/v1/users', { body }), 201, userSchema);
      expectShape({ status: 201, body: user.published }, 201, z.literal(false));
      expectError(await api('POST', '/v1/users', { body }), 'ResourceConflict');
      expectError(
        await api('POST', '/v1/users', { body: { ...body, email: 'nope' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/users', {
          body: { ...body, email: 'short@example.com', password: 'short' },
        }),
        'InvalidRequest',
      );
    });

    it('POST /v1/oauth/token: password grant, wrong password, unknown client, bad body', async () => {
      await signUp('grant@example.com');
      await login('grant@example.com');
      const grant = { grantType: 'password', ...CLIENT, username: 'grant@example.com' };
      expectError(
        await api('POST', '/v1/oauth/token', { body: { ...grant, password: 'wrong-password' } }),
        'InvalidCredentials',
      );
      expectError(
        await api('POST', '/v1/oauth/token', {
          body: { ...grant, password: PASSWORD, clientSecret: 'nope' },
        }),
        'Unauthorized',
      );
      expectError(
        await api('POST', '/v1/oauth/token', { body: { grantType: 'magic' } }),
        'InvalidRequest',
      );
    });

    it('refresh grant rotates; a used refresh token is "Refresh token is invalid"', async () => {
      const { tokens } = await signUp('refresh@example.com');
      const refresh = (refreshToken: string) =>
        api('POST', '/v1/oauth/token', {
          body: { grantType: 'refresh_token', ...CLIENT, refreshToken },
        });
      const next = expectShape(await refresh(tokens.refreshToken), 200, tokenResponseSchema);
      expectShape(
        { status: 200, body: next.refreshToken !== tokens.refreshToken },
        200,
        z.literal(true),
      );
      const reused = await refresh(tokens.refreshToken);
      expectError(reused, 'InvalidRequest');
      expectShape(
        { status: 400, body: (reused.body as { message: string }).message },
        400,
        z.literal(apiErrorMessages.refreshTokenInvalid),
      );
    });

    it('GET /v1/oauth/token answers the claims; no or a bad token is Unauthorized', async () => {
      const { token, id } = await signUp('verify@example.com');
      const claims = expectShape(
        await api('GET', '/v1/oauth/token', { token }),
        200,
        tokenInfoSchema,
      );
      expectShape({ status: 200, body: claims.sub }, 200, z.literal(String(id)));
      expectError(await api('GET', '/v1/oauth/token'), 'Unauthorized');
      expectError(await api('GET', '/v1/oauth/token', { token: 'not.a.token' }), 'Unauthorized');
    });

    it('DELETE /v1/oauth/token ends the session (204), after which the token is refused', async () => {
      const { token } = await signUp('logout@example.com');
      expectShape(await api('DELETE', '/v1/oauth/token', { token }), 204);
      expectError(await api('GET', '/v1/user', { token }), 'Unauthorized');
    });

    it('GET and PATCH /v1/user', async () => {
      const { token } = await signUp('me@example.com');
      expectShape(await api('GET', '/v1/user', { token }), 200, userSchema);
      expectError(await api('GET', '/v1/user'), 'Unauthorized');
      const patched = expectShape(
        await api('PATCH', '/v1/user', { token, body: { city: 'Madison' } }),
        200,
        userSchema,
      );
      expectShape({ status: 200, body: patched.city }, 200, z.literal('Madison'));
      expectError(
        await api('PATCH', '/v1/user', { token, body: { postalCode: '123456' } }),
        'InvalidRequest',
      );
      expectError(
        await api('PATCH', '/v1/user', { token, body: { email: 'x@example.com' } }),
        'InvalidRequest',
      );
      const wrong = {
        password: 'not-my-password',
        newPassword: 'brand-new-pass',
        confirm: 'brand-new-pass',
      };
      expectError(await api('PATCH', '/v1/user', { token, body: wrong }), 'InvalidRequest');
      const right = {
        password: PASSWORD,
        newPassword: 'brand-new-pass',
        confirm: 'brand-new-pass',
      };
      expectShape(await api('PATCH', '/v1/user', { token, body: right }), 200, userSchema);
      await login('me@example.com', 'brand-new-pass');
    });

    it('password reset: request (204 for any e-mail), and a bad token is InvalidRequest', async () => {
      await signUp('reset@example.com');
      for (const username of ['reset@example.com', 'nobody@example.com']) {
        expectShape(
          await api('POST', '/v1/users/password/token', { body: { ...CLIENT, username } }),
          204,
        );
      }
      expectError(
        await api('POST', '/v1/users/password/token', { body: { ...CLIENT, username: 'bad' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/users/password', {
          body: { ...CLIENT, password: 'a-new-password', token: 'not-a-token' },
        }),
        'InvalidRequest',
      );
    });
  });

  describe('career records', () => {
    const records = [
      {
        path: '/v1/certifications',
        schema: certificationSchema,
        body: { name: 'CPA', organization: 'Board', issuedDate: '2012-06-15' },
        patch: { name: 'CPA (active)' },
        bad: { name: 'C', organization: 'Board', issuedDate: '2012-06-01' },
      },
      {
        path: '/v1/educations',
        schema: educationSchema,
        body: { organization: 'State University', degree: 'BSc', issuedYear: 2005 },
        patch: { degree: 'MSc' },
        bad: { organization: 'State University', degree: 'BSc', issuedYear: 1800 },
      },
      {
        path: '/v1/positions',
        schema: positionSchema,
        body: { title: 'Advisor', company: 'Practice', startDate: '2015-03-01' },
        patch: { endDate: '2020-01-01' },
        bad: {
          title: 'Advisor',
          company: 'Practice',
          startDate: '2015-03-01',
          endDate: '2014-01-01',
        },
      },
    ] as const;

    it.each(records)('$path: list, create (201), update, 404 and 400', async (record) => {
      const { token } = await signUp(`career${record.path.replace(/\W/g, '')}@example.com`);
      expectShape(await api('GET', record.path, { token }), 200, z.array(record.schema).length(0));
      const schema: z.ZodType<{ id: number }> = record.schema;
      const created = expectShape(
        await api('POST', record.path, { token, body: record.body }),
        201,
        schema,
      );
      expectShape(
        await api('PATCH', `${record.path}/${created.id}`, { token, body: record.patch }),
        200,
        schema,
      );
      expectShape(await api('GET', record.path, { token }), 200, z.array(record.schema).length(1));
      expectError(await api('POST', record.path, { token, body: record.bad }), 'InvalidRequest');
      expectError(
        await api('PATCH', `${record.path}/999999`, { token, body: record.patch }),
        'ResourceNotFound',
      );
      expectError(
        await api('PATCH', `${record.path}/abc`, { token, body: record.patch }),
        'InvalidRequest',
      );
      expectError(await api('GET', record.path), 'Unauthorized');
    });
  });

  describe('profiles', () => {
    it('POST /v1/profiles: incomplete is InvalidRequest, complete publishes, twice is a conflict', async () => {
      const newcomer = await signUp('incomplete@example.com');
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '1234' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '12a4' } }),
        'InvalidRequest',
      );
      const member = await publishedMember('published@example.com', 'Pat');
      expectShape(
        { status: 200, body: member.user.published && member.user.complete },
        200,
        z.literal(true),
      );
      expectError(
        await api('POST', '/v1/profiles', { token: member.token, body: { ssn: '1234' } }),
        'ResourceConflict',
      );
    });

    it('GET /v1/profiles/{id}: published to anyone, unpublished only to its owner', async () => {
      const member = await publishedMember('profile@example.com', 'Robin');
      const profile = expectShape(
        await api('GET', `/v1/profiles/${member.id}`),
        200,
        profileSchema,
      );
      expectShape({ status: 200, body: profile.positions.length }, 200, z.literal(1));
      const hidden = await signUp('hidden@example.com');
      expectError(await api('GET', `/v1/profiles/${hidden.id}`), 'ResourceNotFound');
      expectShape(
        await api('GET', `/v1/profiles/${hidden.id}`, { token: hidden.token }),
        200,
        profileSchema,
      );
      expectError(await api('GET', '/v1/profiles/999999'), 'ResourceNotFound');
      expectError(await api('GET', '/v1/profiles/abc'), 'InvalidRequest');
    });

    it('GET /v1/profiles?{query}: published complete members; bad values are InvalidRequest', async () => {
      await publishedMember('search@example.com', 'Sam');
      const result = expectShape(
        await api('GET', '/v1/profiles?profession=finance&region=IL'),
        200,
        profileSearchResultSchema,
      );
      expectShape(
        {
          status: 200,
          body: result.total >= 1 && result.items.every((card) => card.profession === 'finance'),
        },
        200,
        z.literal(true),
      );
      const none = expectShape(
        await api('GET', '/v1/profiles?profession=legal'),
        200,
        profileSearchResultSchema,
      );
      expectShape({ status: 200, body: none.total }, 200, z.literal(0));
      expectError(await api('GET', '/v1/profiles?profession=astronaut'), 'InvalidRequest');
      expectError(
        await api('GET', '/v1/profiles?profession=finance&expertise=tax'),
        'InvalidRequest',
      );
    });
  });

  describe('testimonials', () => {
    it('request, resend too soon, the writer by uuid, publish', async () => {
      const { token } = await signUp('testimonials@example.com', 'Jamie');
      expectShape(
        await api('GET', '/v1/testimonials', { token }),
        200,
        z.array(testimonialSchema).length(0),
      );
      const request = expectShape(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Writer', email: 'writer@example.com' },
        }),
        201,
        testimonialSchema,
      );
      expectError(
        await api('POST', '/v1/testimonials', { token, body: { name: 'W', email: 'bad' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', `/v1/testimonials/${request.id}/emails`, { token }),
        'RequestThrottled',
      );
      expectError(
        await api('POST', '/v1/testimonials/999999/emails', { token }),
        'ResourceNotFound',
      );
      expectError(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        'InvalidRequest',
      );

      expectShape(
        await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
        200,
        testimonialSchema,
      );
      expectError(await api('GET', '/v1/testimonials/uuid/not-a-uuid'), 'InvalidRequest');
      expectError(
        await api('GET', '/v1/testimonials/uuid/00000000-0000-4000-8000-0000000fffff'),
        'ResourceNotFound',
      );
      const writing = {
        company: 'Northwind',
        position: 'CEO',
        content: 'Great to work with.',
        uuid: request.uuid,
      };
      const written = expectShape(
        await api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body: writing }),
        200,
        testimonialSchema,
      );
      expectShape({ status: 200, body: written.status }, 200, z.literal('unpublished'));
      expectError(
        await api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body: writing }),
        'ResourceConflict',
      );
      const published = expectShape(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        200,
        testimonialSchema,
      );
      expectShape({ status: 200, body: published.status }, 200, z.literal('published'));
    });
  });

  describe('uploads', () => {
    it('presigned POST, the multipart upload (204), then the key on the user', async () => {
      const { token } = await signUp('uploads@example.com');
      const presigned = expectShape(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/png' } }),
        200,
        uploadResponseSchema,
      );
      expectError(
        await api('POST', '/v1/uploads/pictures', { token, body: { contentType: 'image/png' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/bmp' } }),
        'InvalidRequest',
      );
      const form = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
      expectShape(await call(target.baseUrl, 'POST', presigned.url, { form }), 204);
      const user = expectShape(
        await api('PATCH', '/v1/user', { token, body: { avatar: presigned.key } }),
        200,
        userSchema,
      );
      expectShape({ status: 200, body: user.avatar }, 200, z.literal(presigned.key));
      expectError(
        await api('PATCH', '/v1/user', { token, body: { cover: 'covers/1-unknown.png' } }),
        'InvalidRequest',
      );
    });
  });

  describe('watching and teams', () => {
    let owner: Awaited<ReturnType<typeof publishedMember>>;
    let member: Awaited<ReturnType<typeof publishedMember>>;

    beforeAll(async () => {
      owner = await publishedMember('owner@example.com', 'Olive');
      member = await publishedMember('teammate@example.com', 'Theo');
    });

    it('watch, verify, list, stop watching; not-found and self are refused', async () => {
      const { token } = owner;
      const watched = expectShape(
        await api('PUT', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape(
        { status: 200, body: watched },
        200,
        z.object({ id: z.literal(member.id), isWatched: z.literal(true) }),
      );
      expectShape(
        await api('GET', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape(await api('GET', '/v1/user/watching', { token }), 200, watchListSchema.length(1));
      const stopped = expectShape(
        await api('DELETE', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape({ status: 200, body: stopped.isWatched }, 200, z.literal(false));
      expectError(
        await api('DELETE', `/v1/user/watching/${member.id}`, { token }),
        'ResourceNotFound',
      );
      expectError(await api('PUT', '/v1/user/watching/999999', { token }), 'ResourceNotFound');
      expectError(await api('PUT', `/v1/user/watching/${owner.id}`, { token }), 'InvalidRequest');
      expectError(await api('GET', '/v1/user/watching'), 'Unauthorized');
    });

    it('invite (201), accept, remove, re-invite updates (200); wrong relation id is Forbidden', async () => {
      const invited = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        201,
        teamRelationSchema,
      );
      expectShape({ status: 201, body: invited.status }, 201, z.literal('pending'));
      expectShape(
        await api('GET', `/v1/user/team/${member.id}`, { token: owner.token }),
        200,
        teamRelationSchema,
      );
      const list = expectShape(
        await api('GET', '/v1/user/team', { token: owner.token }),
        200,
        teamListSchema.length(1),
      );
      expectShape(
        { status: 200, body: list[0]?.profile },
        200,
        profileCardSchema.extend({ status: z.literal('pending') }),
      );
      expectShape(await api('GET', `/v1/profiles/${owner.id}/team`), 200, teamListSchema.length(0));

      expectShape(
        await api('GET', `/v1/user/otherTeam/${owner.id}`, { token: member.token }),
        200,
        teamRelationSchema,
      );
      const forged = { id: invited.id + 1000, memberId: member.id, status: 'accepted' };
      expectError(
        await api('PATCH', `/v1/user/otherTeam/${owner.id}`, { token: member.token, body: forged }),
        'Forbidden',
      );
      const accepted = expectShape(
        await api('PATCH', `/v1/user/otherTeam/${owner.id}`, {
          token: member.token,
          body: { id: invited.id, memberId: member.id, status: 'accepted' },
        }),
        200,
        teamRelationSchema,
      );
      expectShape({ status: 200, body: accepted.status }, 200, z.literal('accepted'));
      expectShape(await api('GET', `/v1/profiles/${owner.id}/team`), 200, teamListSchema.length(1));

      const removed = expectShape(
        await api('PATCH', `/v1/user/team/${member.id}`, {
          token: owner.token,
          body: { id: invited.id, status: 'declined' },
        }),
        200,
        teamRelationSchema,
      );
      expectShape({ status: 200, body: removed.status }, 200, z.literal('declined'));
      const again = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        200,
        teamRelationSchema,
      );
      expectShape(
        { status: 200, body: [again.id, again.status] },
        200,
        z.tuple([z.literal(invited.id), z.literal('pending')]),
      );

      expectError(
        await api('GET', '/v1/user/team/999999', { token: owner.token }),
        'ResourceNotFound',
      );
      expectError(
        await api('GET', `/v1/user/otherTeam/${member.id}`, { token: owner.token }),
        'ResourceNotFound',
      );
      expectError(
        await api('PUT', `/v1/user/team/${owner.id}`, { token: owner.token }),
        'InvalidRequest',
      );
      expectError(
        await api('PUT', '/v1/user/team/999999', { token: owner.token }),
        'ResourceNotFound',
      );
    });
  });

  describe('dashboard', () => {
    it('POST /v1/dashboard/posts (201) and POST /v1/user/invitations (204)', async () => {
      const { token } = await signUp('dashboard@example.com');
      expectShape(
        await api('POST', '/v1/dashboard/posts', {
          token,
          body: { link: 'https://www.linkedin.com/posts/abc' },
        }),
        201,
        dashboardPostSchema,
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { token, body: { link: 'javascript:alert(1)' } }),
        'InvalidRequest',
      );
      expectShape(
        await api('POST', '/v1/user/invitations', {
          token,
          body: { email: 'peer@example.com', name: 'Peer' },
        }),
        204,
      );
      expectError(
        await api('POST', '/v1/user/invitations', { token, body: { email: 'nope' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { body: { link: 'https://example.com/a' } }),
        'Unauthorized',
      );
    });
  });

  describe('content service', () => {
    it('answers the repository root with a master ref, and searches by type', async () => {
      const root = expectShape(
        await call(target.baseUrl, 'GET', '/api/content/api/v2'),
        200,
        z.object({ refs: z.array(z.object({ ref: z.string(), isMasterRef: z.boolean() })).min(1) }),
      );
      const ref = root.refs.find((r) => r.isMasterRef)?.ref ?? '';
      const q = encodeURIComponent('[[at(document.type, "liveevents")]]');
      const search = expectShape(
        await call(
          target.baseUrl,
          'GET',
          `/api/content/api/v2/documents/search?ref=${ref}&q=${q}&pageSize=100`,
        ),
        200,
        z.object({
          results: z.array(z.object({ type: z.literal('liveevents') })).min(1),
          total_results_size: z.number(),
        }),
      );
      expectShape({ status: 200, body: search.results.length }, 200, z.number().min(1));
    });
  });
});
