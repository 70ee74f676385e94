import {
  captureException,
  captureReactException,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  withScope,
  type Breadcrumb,
  type BrowserOptions,
  type ErrorEvent,
} from '@sentry/react';
import { redactOptional, redactUrl } from './redact';
import type { ErrorClient } from './types';

// The error-reporting SDK, loaded on demand by src/lib/errorReporting.ts when a DSN is
// configured: never part of the first page's JavaScript.

/** Spec 9's error-reporting client constants, each set explicitly below. */
export const SENTRY_CLIENT = {
  /** "send buffer 30" (the browser transport's default is 40). */
  bufferSize: 30,
  /** "normalises to depth 3 and 1000 items per level". */
  normalizeDepth: 3,
  normalizeMaxBreadth: 1000,
  /** "truncates values at 250 characters". */
  maxValueLength: 250,
  /** "linked error chains limited to 5". */
  linkedErrorsLimit: 5,
  /** "keepalive body limit 65536 bytes" (the SDK's fetch transport stops at 60,000). */
  keepaliveBodyLimit: 65_536,
  /**
   * "waits 60 s after a rate-limit response with no wait time": not a client option. The SDK's
   * transport does it (@sentry/core's updateRateLimits: a 429 with neither Retry-After nor
   * X-Sentry-Rate-Limits stops sending for 60 s); tests/unit/lib/sentry.test.ts holds it there.
   */
  rateLimitWaitMs: 60_000,
} as const;

/** Browsers allow only a few keepalive requests at once; the SDK's own transport uses 15. */
const KEEPALIVE_MAX_REQUESTS = 15;

const byteLength = (body: BodyInit | null | undefined): number => {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Uint8Array) return body.byteLength;
  return 0;
};

/**
 * The fetch the SDK's transport sends with: `keepalive` (the request survives the page being
 * left, as the client report sent when the page is hidden must) while the bodies in flight stay
 * within the limit; past it the browser would refuse the request outright.
 */
export function keepaliveFetch(
  fetchImpl: typeof fetch,
  limit: number = SENTRY_CLIENT.keepaliveBodyLimit,
): typeof fetch {
  let pendingBytes = 0;
  let pendingCount = 0;
  return async (input, init = {}) => {
    const size = byteLength(init.body);
    pendingBytes += size;
    pendingCount += 1;
    try {
      return await fetchImpl(input, {
        ...init,
        keepalive: pendingBytes <= limit && pendingCount < KEEPALIVE_MAX_REQUESTS,
      });
    } finally {
      pendingBytes -= size;
      pendingCount -= 1;
    }
  };
}

/** Breadcrumb data that hold a URL: fetch and xhr `url`, navigation `from` and `to`. */
const URL_DATA = ['url', 'from', 'to'];

function redactBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data;
  if (data) {
    for (const key of URL_DATA) {
      if (typeof data[key] === 'string') data[key] = redactUrl(data[key]);
    }
  }
  return breadcrumb;
}

/**
 * Sentry's `beforeSend`: the page's URL and referrer the SDK adds to every event, and the
 * breadcrumbs it carries, name URLs by route pattern (./redact.ts).
 */
function redactEvent(event: ErrorEvent): ErrorEvent {
  const request = event.request;
  if (request) {
    request.url = redactOptional(request.url);
    delete request.query_string;
    const headers = request.headers;
    if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (/^referr?er$/i.test(name)) headers[name] = redactUrl(value);
      }
    }
  }
  event.breadcrumbs?.forEach(redactBreadcrumb);
  return event;
}

export function sentryOptions(dsn: string, fetchImpl: typeof fetch): BrowserOptions {
  return {
    dsn,
    environment: import.meta.env.MODE,
    // No user details, cookies, query strings or bodies: ids and stacks are enough to debug.
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpBodies: [] },
    // Spec 7: client reports, sent when the page becomes hidden (the SDK's default, kept on).
    sendClientReports: true,
    normalizeDepth: SENTRY_CLIENT.normalizeDepth,
    normalizeMaxBreadth: SENTRY_CLIENT.normalizeMaxBreadth,
    maxValueLength: SENTRY_CLIENT.maxValueLength,
    // Replaces the default LinkedErrors integration (same name) with the spec's limit.
    integrations: [linkedErrorsIntegration({ limit: SENTRY_CLIENT.linkedErrorsLimit })],
    transport: (options) => makeFetchTransport(options, keepaliveFetch(fetchImpl)),
    transportOptions: { bufferSize: SENTRY_CLIENT.bufferSize },
    beforeSend: redactEvent,
    beforeBreadcrumb: redactBreadcrumb,
  };
}

const UNCAUGHT = new Set(['error', 'unhandledrejection']);

/**
 * Starts the SDK (its global handlers report uncaught errors and rejections from now on) and
 * answers how the app's own reports reach it.
 */
export function startSentry(
  dsn: string,
  // Taken before init, which wraps window.fetch for breadcrumbs.
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): ErrorClient {
  init(sentryOptions(dsn, fetchImpl));
  return ({ error, source, componentStack }) =>
    withScope((scope) => {
      scope.setTag('source', source);
      const hint = { mechanism: { type: `guildhall.${source}`, handled: !UNCAUGHT.has(source) } };
      if (componentStack) captureReactException(error, { componentStack }, hint);
      else captureException(error, hint);
    });
}
