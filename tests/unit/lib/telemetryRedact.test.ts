import type { CaptureResult } from 'posthog-js/dist/module.slim.no-external.js';
import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { SPA_ROUTE_PATTERNS } from '@/contract/spaPaths';
import { API_PATH_PATTERNS } from '@/lib/telemetry/apiPaths';
import { redactEvent } from '@/lib/telemetry/posthog';
import { redactUrl, routePattern } from '@/lib/telemetry/redact';
import { sentryOptions } from '@/lib/telemetry/sentry';

// What telemetry sees of a URL (src/lib/telemetry/redact.ts): the route pattern, never the
// concrete path, and never a query string or fragment.

const MARKER = 'MARKER7f3a9c';
const ORIGIN = 'https://guildhall.example';

/** A pattern's path with the marker in place of each parameter (and below a splat). */
const withMarker = (pattern: string): string =>
  pattern.replace(/:[\w-]+/g, `${MARKER}`).replace(/\*$/, `${MARKER}/${MARKER}`);

const hasParameter = (pattern: string) => /[:*]/.test(pattern);
const spaWithParameters = SPA_ROUTE_PATTERNS.filter(hasParameter);
const apiWithParameters = API_PATH_PATTERNS.filter(hasParameter);

describe('routePattern and redactUrl', () => {
  it('the route lists have the routes the issue names', () => {
    expect(spaWithParameters).toEqual(
      expect.arrayContaining([
        '/verify-email/:token',
        '/confirm-email/:token',
        '/unsubscribe/:token',
        '/opt-out/:token',
        '/testimonial/:uuid',
        '/profile/:id',
        '/team/:id',
      ]),
    );
    expect(apiWithParameters).toEqual(
      expect.arrayContaining([
        '/api/v1/user/verification/:token',
        '/api/v1/user/email/:token',
        '/api/v1/unsubscribe/:token',
        '/api/v1/opt-out/:token',
        '/api/v1/testimonials/uuid/:uuid',
        '/api/v1/profiles/:id',
      ]),
    );
  });

  it.each(spaWithParameters)('SPA route %s: the pattern, never the value', (pattern) => {
    const path = withMarker(pattern);
    expect(routePattern(path)).toBe(pattern);
    expect(redactUrl(`${ORIGIN}${path}?token=${MARKER}#${MARKER}`)).toBe(`${ORIGIN}${pattern}`);
    expect(redactUrl(`${path}/`)).toBe(pattern);
  });

  it.each(apiWithParameters)('API path %s: the pattern, never the value', (pattern) => {
    const path = withMarker(pattern);
    expect(routePattern(path)).toBe(pattern);
    expect(redactUrl(`${ORIGIN}${path}?q=${MARKER}`)).toBe(`${ORIGIN}${pattern}`);
  });

  it('a path without parameters is its own pattern, as the router matches it', () => {
    for (const pattern of [...SPA_ROUTE_PATTERNS, ...API_PATH_PATTERNS].filter(
      (candidate) => !hasParameter(candidate),
    )) {
      expect(routePattern(pattern)).toBe(pattern);
    }
    expect(redactUrl('/Verify-Email/abc/')).toBe('/verify-email/:token');
    expect(redactUrl('/%76erify-email/abc')).toBe('/verify-email/:token');
    expect(redactUrl('//community')).toBe('/community');
    expect(redactUrl(`//verify-email/${MARKER}`)).toBe('/verify-email/:token');
    expect(redactUrl('/settings/basic')).toBe('/settings/basic');
    expect(redactUrl('/settings')).toBe('/settings');
    expect(redactUrl(ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('the most specific route wins, as the routers choose', () => {
    expect(routePattern('/api/v1/testimonials/uuid/emails')).toBe(
      '/api/v1/testimonials/uuid/:uuid',
    );
    expect(routePattern('/api/v1/testimonials/12/emails')).toBe('/api/v1/testimonials/:id/emails');
    expect(routePattern('/api/v1/notifications/unread')).toBe('/api/v1/notifications/unread');
    expect(routePattern('/api/v1/notifications/12')).toBe('/api/v1/notifications/:id');
  });

  it('drops every query string and fragment', () => {
    expect(redactUrl(`${ORIGIN}/reset-password?token=${MARKER}`)).toBe(`${ORIGIN}/reset-password`);
    expect(redactUrl(`/community?q=${MARKER}&page=2`)).toBe('/community');
    expect(redactUrl(`/login#${MARKER}`)).toBe('/login');
    expect(redactUrl(`?token=${MARKER}`)).toBe('');
    expect(redactUrl(`#${MARKER}`)).toBe('');
  });

  it('collapses an unknown path to the route text it starts with, then /:unknown', () => {
    expect(redactUrl(`/${MARKER}`)).toBe('/:unknown');
    expect(redactUrl(`/verify-emai/${MARKER}`)).toBe('/:unknown');
    expect(redactUrl(`/community/${MARKER}`)).toBe('/community/:unknown');
    expect(redactUrl(`/verify-email/${MARKER}/${MARKER}`)).toBe('/verify-email/:unknown');
    expect(redactUrl(`/api/v1/user/verification/${MARKER}/x`)).toBe(
      '/api/v1/user/verification/:unknown',
    );
    expect(redactUrl(`/api/v2/${MARKER}`)).toBe('/api/:unknown');
    expect(redactUrl(`${ORIGIN}/api/content/documents/search?q=${MARKER}`)).toBe(
      `${ORIGIN}/api/:unknown`,
    );
    expect(redactUrl(`https://mail.example/open/${MARKER}`)).toBe('https://mail.example/:unknown');
  });

  it('keeps no credentials, and names what is not an http URL by its scheme alone', () => {
    expect(redactUrl(`https://user:${MARKER}@Guildhall.example/login`)).toBe(`${ORIGIN}/login`);
    expect(redactUrl(`data:text/plain,${MARKER}`)).toBe('data:');
    expect(redactUrl(`blob:${ORIGIN}/${MARKER}`)).toBe('blob:');
    expect(redactUrl(`relative/${MARKER}`)).toBe(':unknown');
    expect(redactUrl('$direct')).toBe('$direct');
  });
});

describe("the SDKs' own URL capture goes through redactUrl", () => {
  it("PostHog's automatic properties, person properties and any URL-valued property", () => {
    const url = `${ORIGIN}/verify-email/${MARKER}?x=${MARKER}`;
    const path = `/verify-email/${MARKER}`;
    const event = redactEvent({
      uuid: 'e',
      event: '$pageview',
      properties: {
        $current_url: url,
        $pathname: path,
        $referrer: `${ORIGIN}/opt-out/${MARKER}`,
        $referring_domain: 'guildhall.example',
        $initial_referrer: '$direct',
        $prev_pageview_pathname: `/profile/${MARKER}`,
        $session_entry_url: url,
        $initial_person_info: { r: '$direct', u: url },
        somewhere: path,
        title: 'Verify your e-mail | Guildhall',
      },
      $set: { $current_url: url },
      $set_once: { $initial_current_url: url, $initial_pathname: path },
    } as CaptureResult);
    expect(JSON.stringify(event)).not.toContain(MARKER);
    expect(event?.properties).toMatchObject({
      $current_url: `${ORIGIN}/verify-email/:token`,
      $pathname: '/verify-email/:token',
      $referrer: `${ORIGIN}/opt-out/:token`,
      $referring_domain: 'guildhall.example',
      $initial_referrer: '$direct',
      $prev_pageview_pathname: '/profile/:id',
      $initial_person_info: { r: '$direct', u: `${ORIGIN}/verify-email/:token` },
      title: 'Verify your e-mail | Guildhall',
    });
  });

  it("Sentry's event URL, referrer and breadcrumbs (navigation, fetch, xhr)", async () => {
    const options = sentryOptions('http://publickey@127.0.0.1:9/1', fetch);
    const breadcrumbs = [
      {
        category: 'navigation',
        data: { from: `/confirm-email/${MARKER}`, to: `/testimonial/${MARKER}` },
      },
      {
        category: 'fetch',
        data: { method: 'POST', url: `/api/v1/user/verification/${MARKER}`, status_code: 400 },
      },
      {
        category: 'xhr',
        data: { method: 'GET', url: `${ORIGIN}/api/v1/profiles/${MARKER}/contact?x=1` },
      },
    ];
    const event = (await options.beforeSend?.(
      {
        type: undefined,
        request: {
          url: `${ORIGIN}/unsubscribe/${MARKER}?a=${MARKER}`,
          query_string: `a=${MARKER}`,
          headers: { Referer: `${ORIGIN}/opt-out/${MARKER}`, 'User-Agent': 'Chrome' },
        },
        breadcrumbs: structuredClone(breadcrumbs),
      },
      {},
    )) as ErrorEvent | null | undefined;
    expect(JSON.stringify(event)).not.toContain(MARKER);
    expect(event?.request).toEqual({
      url: `${ORIGIN}/unsubscribe/:token`,
      headers: { Referer: `${ORIGIN}/opt-out/:token`, 'User-Agent': 'Chrome' },
    });
    const crumbs = breadcrumbs.map((crumb) => options.beforeBreadcrumb?.(structuredClone(crumb)));
    expect(crumbs.map((crumb) => crumb?.data)).toEqual([
      { from: '/confirm-email/:token', to: '/testimonial/:uuid' },
      { method: 'POST', url: '/api/v1/user/verification/:token', status_code: 400 },
      { method: 'GET', url: `${ORIGIN}/api/v1/profiles/:id/contact` },
    ]);
    expect(event?.breadcrumbs?.map((crumb) => crumb.data)).toEqual(crumbs.map((c) => c?.data));
  });
});
