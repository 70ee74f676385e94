// posthog-js's slim build without external scripts: capture, identify and reset, and no code that
// loads further scripts from PostHog's asset host (the CSP allows only our own scripts). The
// build is one self-contained file, so the bundler adds nothing to the first page for it.
import posthog from 'posthog-js/dist/module.slim.no-external.js';
import type { CaptureResult, PostHogConfig } from 'posthog-js/dist/module.slim.no-external.js';
import { redactUrl } from './redact';
import type { AnalyticsClient } from './types';

// The analytics SDK, loaded on demand by src/lib/analytics.ts when a key is configured: never
// part of the first page's JavaScript.

/** posthog-js's own default host (PostHog Cloud US); the server's CSP allows the same. */
export const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

/** Properties that name a URL or a path: `$current_url`, `$pathname`, `$referrer`, `$initial_*`… */
const URL_PROPERTY = /url|referrer|pathname|href/i;
/** A value that is a URL or a path, whatever its property is called. */
const URL_VALUE = /^(?:https?:)?\/\/|^\//i;

function redactValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    return URL_PROPERTY.test(key) || URL_VALUE.test(value) ? redactUrl(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(key, item));
  if (value && typeof value === 'object') {
    redactProperties(value as Record<string, unknown>);
  }
  return value;
}

function redactProperties(properties: Record<string, unknown> | undefined) {
  if (!properties) return;
  for (const [key, value] of Object.entries(properties)) {
    properties[key] = redactValue(key, value);
  }
}

/**
 * PostHog's `before_send`: every event, the SDK's own properties included (the page's URL, path
 * and referrer, the first visit's, the session's entry), names URLs by route pattern (./redact.ts).
 */
export function redactEvent(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  redactProperties(event.properties);
  redactProperties(event.$set);
  redactProperties(event.$set_once);
  return event;
}

/**
 * Only what the app sends: no autocapture, page views or page leaves of its own (the app reports
 * every path change), no session recording, surveys, heatmaps or exception capture (errors go to
 * Sentry), and no feature-flag or remote-config request (/flags): PostHog receives the batches of
 * identify, track and page events alone.
 */
export function posthogOptions(host: string): Partial<PostHogConfig> {
  return {
    api_host: host || DEFAULT_ANALYTICS_HOST,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
    rageclick: false,
    enable_heatmaps: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    // Campaign parameters (utm_*, gclid, …) are a query string's values: none leaves the browser.
    save_campaign_params: false,
    // No cookie: PostHog's default 'localStorage+cookie' keeps the first visit's raw URL
    // ($initial_person_info) in a cookie on the app's domain, which the browser then sends with
    // every request to that host, any port: before_send never sees a header. localStorage stays
    // in the browser; what is sent from it goes through before_send.
    persistence: 'localStorage',
    before_send: redactEvent,
  };
}

export function createPosthogClient(key: string, host: string): AnalyticsClient {
  posthog.init(key, posthogOptions(host));
  return (event) => {
    switch (event.type) {
      case 'page':
        // The path of the call, not the page's current one: a call made before the SDK had
        // loaded reaches it later.
        posthog.capture('$pageview', {
          $current_url: `${location.origin}${event.path}`,
          $pathname: event.path,
          title: event.title,
        });
        return;
      case 'track':
        posthog.capture(event.event, event.properties);
        return;
      case 'identify':
        posthog.identify(event.userId, event.traits);
        return;
      case 'reset':
        posthog.reset();
        return;
    }
  };
}
