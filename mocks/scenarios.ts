import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiErrorMessages, type TeamRelationStatus, type TestimonialStatus } from '@/contract';
import { DEMO_USER_ID, NEWCOMER_ID } from './data/members';
import { db, findUser } from './db';
import {
  createEducation,
  createPosition,
  createTeamRelation,
  createTestimonial,
  createUser,
} from './factories';
import { api, errorResponse } from './http';
import { RESEND_TOO_SOON } from './handlers/testimonials';
import { recomputeComplete } from './rules';

// Named states for stories and tests. Handler scenarios go IN FRONT of the defaults
// (`parameters.msw.handlers` in a story, `mockServer.use()` in a test): MSW takes the first
// match. Data scenarios change the mock db (a story's `parameters.mockDb`, or a test body).

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
const expired = () => errorResponse('InvalidCredentials', apiErrorMessages.tokenExpired);

/** Every list answers empty: watch list, team, testimonials, career records, search. */
export const emptyLists = (): HttpHandler[] => [
  http.get(api('/v1/user/watching'), () => json([])),
  http.get(api('/v1/user/team'), () => json([])),
  http.get(api('/v1/profiles/:id/team'), () => json([])),
  http.get(api('/v1/testimonials'), () => json([])),
  http.get(api('/v1/certifications'), () => json([])),
  http.get(api('/v1/educations'), () => json([])),
  http.get(api('/v1/positions'), () => json([])),
  http.get(api('/v1/profiles'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    return json({
      items: [],
      total: 0,
      limit: Number(query.get('limit') ?? 24),
      offset: Number(query.get('offset') ?? 0),
    });
  }),
];

/** Matches one endpoint (e.g. `['get', '/v1/profiles']`), or every /api/v1 call. */
type Target = [method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all', path: string];
const ALL_V1: Target = ['all', '/v1/*'];

/** A 500 InternalError. */
export const serverError = ([method, path]: Target = ALL_V1): HttpHandler[] => [
  http[method](api(path), () => errorResponse('InternalError', 'Something went wrong')),
];

/** The request is sent and no answer comes back ('No connection'). */
export const networkError = ([method, path]: Target = ALL_V1): HttpHandler[] => [
  http[method](api(path), () => HttpResponse.error()),
];

/** Answers after `ms`, then as the defaults would ('infinite' keeps a loading state up). */
export const slow = (
  ms: number | 'infinite' = 1500,
  [method, path]: Target = ALL_V1,
): HttpHandler[] => [
  http[method](api(path), async () => {
    await delay(ms);
    // Returning nothing hands the request to the next (default) handler.
  }),
];

/** The content service answers after `ms` too. */
export const slowContent = (ms: number | 'infinite' = 1500): HttpHandler[] => [
  http.get('*/api/content/*', async () => {
    await delay(ms);
  }),
];

/** Login refused: RequestThrottled ('Too many requests. Please try again in a few minutes.'). */
export const throttledLogin = (): HttpHandler[] => [
  http.post(api('/v1/oauth/token'), () =>
    errorResponse('RequestThrottled', 'Too many login attempts. Try again later.'),
  ),
];

/**
 * The first authenticated request answers 401 "Access token expired"; the client refreshes
 * (the default token handler rotates the pair) and retries, which the defaults then answer.
 */
export const expiredTokenThenRefresh = (): HttpHandler[] => {
  let answered = false;
  return [
    http.all(api('/v1/*'), ({ request }) => {
      if (answered || !request.headers.get('authorization')) return undefined;
      answered = true;
      return expired();
    }),
  ];
};

/** The token has expired and the refresh token is gone: the session ends locally. */
export const refreshInvalid = (): HttpHandler[] => [
  http.post(api('/v1/oauth/token'), async ({ request }) => {
    const body = (await request.clone().json()) as { grantType?: string };
    if (body.grantType !== 'refresh_token') return undefined;
    return errorResponse('InvalidRequest', apiErrorMessages.refreshTokenInvalid);
  }),
  http.all(api('/v1/*'), ({ request }) =>
    request.headers.get('authorization') ? expired() : undefined,
  ),
];

/** Sign-up with a taken e-mail: 409 ResourceConflict ('Try a different email address.'). */
export const signupConflict = (): HttpHandler[] => [
  http.post(api('/v1/users'), () =>
    errorResponse('ResourceConflict', 'An account with this e-mail address already exists'),
  ),
];

/** 'Send again' inside the seven days. */
export const resendTooSoon = (): HttpHandler[] => [
  http.post(api('/v1/testimonials/:id/emails'), () =>
    errorResponse('RequestThrottled', RESEND_TOO_SOON),
  ),
];

/** One endpoint answers 404 ResourceNotFound (e.g. `['get', '/v1/profiles/:id']`). */
export const notFound = ([method, path]: Target): HttpHandler[] => [
  http[method](api(path), () => errorResponse('ResourceNotFound', 'Resource not found')),
];

// ---- Data scenarios (run after the db is reset) ----

/**
 * A relation between the demo member and another member, in the given status. `direction`
 * 'outgoing': the demo member invited them; 'incoming': they invited the demo member.
 */
export function teamRelation(
  otherId: number,
  status: TeamRelationStatus,
  direction: 'outgoing' | 'incoming' = 'outgoing',
) {
  const [owner, member] =
    direction === 'outgoing' ? [DEMO_USER_ID, otherId] : [otherId, DEMO_USER_ID];
  const existing = db.team.find((row) => row.ownerUserId === owner && row.memberId === member);
  if (existing) existing.status = status;
  else createTeamRelation(owner, member, { status });
}

/** A testimonial of the demo member in `status`, at `uuid` (for /testimonial/{uuid}). */
export function testimonialWithStatus(status: TestimonialStatus, uuid: string) {
  const written = status !== 'pending';
  return createTestimonial(DEMO_USER_ID, {
    uuid,
    status,
    name: 'Morgan Reed',
    email: 'morgan.reed@example.com',
    company: written ? 'Harbor Partners' : null,
    position: written ? 'Managing Director' : null,
    content: written ? 'A calm, precise advisor who made a hard year easy.' : null,
  });
}

/** The demo member's profile made incomplete: no positions, so under 96 months. */
export function incompleteProfile(userId = DEMO_USER_ID) {
  db.positions = db.positions.filter((row) => row.userId !== userId);
  const user = findUser(userId);
  if (user) {
    user.complete = false;
    user.published = false;
  }
}

/** The newcomer (id 16) made complete: positions and an education added. */
export function completeNewcomer() {
  const user = findUser(NEWCOMER_ID);
  if (!user) return;
  createPosition(NEWCOMER_ID, {
    title: 'HR Consultant',
    company: 'Fields HR',
    startDate: '2012-01-01',
    location: 'Madison, WI',
  });
  createEducation(NEWCOMER_ID, {
    organization: 'UW Madison',
    degree: 'BA',
    fieldOfStudy: 'Psychology',
    issuedYear: 2008,
  });
  recomputeComplete(NEWCOMER_ID);
}

/** A member who has just signed up: nothing but a name. */
export const freshMember = (overrides: Parameters<typeof createUser>[0] = {}) =>
  createUser({
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie.rivera@example.com',
    createdAt: '2026-11-21T14:00:00.000Z',
    ...overrides,
  });
