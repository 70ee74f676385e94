import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { api, errorResponse } from '../http';
import { apiMessages, NOTIFICATION_PAGE_DEFAULT } from '@/contract';

// Cross-cutting states: empty lists, failures, slowness, a missing resource.

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

/** How each scenario's own state is set back (resetScenarioState). */
const resets = new Set<() => void>();

/**
 * State a scenario keeps across its requests (a failure answered once, a count of requests).
 * A story's handlers are made once, when its file loads, but the story renders again on a
 * remount: the preview sets every such state back before each render (resetScenarioState).
 */
export function scenarioState<T extends object>(initial: () => T): T {
  const state = initial();
  resets.add(() => Object.assign(state, initial()));
  return state;
}

/** Every scenario's state as it was made: the preview's beforeEach, before each story render. */
export function resetScenarioState(): void {
  for (const reset of resets) reset();
}

/**
 * Every list answers empty: watch list, team, invitations received, testimonials, career
 * records, search, notifications.
 */
export const emptyLists = (): HttpHandler[] => [
  http.get(api('/v1/user/watching'), () => json([])),
  http.get(api('/v1/user/team'), () => json([])),
  http.get(api('/v1/user/otherTeam'), () => json([])),
  http.get(api('/v1/profiles/:id/team'), () => json([])),
  http.get(api('/v1/testimonials'), () => json([])),
  http.get(api('/v1/certifications'), () => json([])),
  http.get(api('/v1/educations'), () => json([])),
  http.get(api('/v1/positions'), () => json([])),
  http.get(api('/v1/notifications'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    return json({
      items: [],
      total: 0,
      limit: Number(query.get('limit') ?? NOTIFICATION_PAGE_DEFAULT),
      offset: Number(query.get('offset') ?? 0),
      unread: 0,
    });
  }),
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
  http[method](api(path), () => errorResponse('InternalError', apiMessages.internalError)),
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

/** One endpoint answers 404 ResourceNotFound (e.g. `['get', '/v1/profiles/:id']`). */
export const notFound = ([method, path]: Target): HttpHandler[] => [
  http[method](api(path), () => errorResponse('ResourceNotFound', apiMessages.resourceNotFound)),
];
