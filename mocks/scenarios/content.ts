import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ContentType } from '@/contract';
import { CONTENT_PATH } from '../handlers/content';

// Content-service states of the resource pages. Each takes the document type it changes
// ('efficiency', 'vendors' …) and leaves every other query to the defaults; without a type it
// changes every query.

const SEARCH = `*${CONTENT_PATH}/documents/search`;

/** The client asks for a type with the predicate [[at(document.type, "<type>")]]. */
const asksFor = (request: Request, type?: ContentType) =>
  !type || new URL(request.url).searchParams.getAll('q').some((q) => q.includes(`"${type}"`));

/** The service's answer when nothing matches. */
const NO_RESULTS = {
  page: 1,
  results_per_page: 0,
  results_size: 0,
  total_results_size: 0,
  total_pages: 0,
  next_page: null,
  prev_page: null,
  results: [],
};

/** The service holds no documents of `type`. */
export const contentEmpty = (type?: ContentType): HttpHandler[] => [
  http.get(SEARCH, ({ request }) =>
    asksFor(request, type) ? HttpResponse.json(NO_RESULTS) : undefined,
  ),
];

/** The service fails the query (503: the client does not retry it). */
export const contentFailure = (type?: ContentType): HttpHandler[] => [
  http.get(SEARCH, ({ request }) =>
    asksFor(request, type)
      ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
      : undefined,
  ),
];

/**
 * The query answers after `ms`, then as the defaults would; 'infinite' keeps the page loading.
 * A story that never answers goes last in its file: the browser holds later requests for the
 * same URL behind it.
 */
export const contentSlow = (
  type?: ContentType,
  ms: number | 'infinite' = 'infinite',
): HttpHandler[] => [
  http.get(SEARCH, async ({ request }) => {
    if (asksFor(request, type)) await delay(ms);
    // Returning nothing hands the request to the next (default) handler.
  }),
];
