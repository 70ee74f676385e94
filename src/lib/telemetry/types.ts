import type { AnalyticsEventName } from '@/lib/analyticsEvents';

// What the app hands to the analytics and error-reporting SDKs, shared by the small modules of
// the first load (src/lib/analytics.ts, src/lib/errorReporting.ts) and the SDK modules they
// load on demand (./posthog.ts, ./sentry.ts).

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** One analytics call as the app makes it; ./posthog.ts turns it into PostHog's call. */
export type AnalyticsEvent =
  | { type: 'page'; path: string; title: string }
  | { type: 'track'; event: AnalyticsEventName; properties: AnalyticsProperties }
  | { type: 'identify'; userId: string; traits: AnalyticsProperties }
  /** Logout: the member's identity is forgotten on this browser. */
  | { type: 'reset' };

/** The loaded analytics SDK: sends one call. */
export type AnalyticsClient = (event: AnalyticsEvent) => void;

export interface ErrorReport {
  error: unknown;
  /** Where it was caught: 'error' (uncaught), 'unhandledrejection', 'boundary', 'route', … */
  source: string;
  /** React's component stack, for an error caught by an error boundary. */
  componentStack?: string;
}

/** The loaded error-reporting SDK: sends one report. */
export type ErrorClient = (report: ErrorReport) => void;
