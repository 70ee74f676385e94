import { config } from './config';

/**
 * The analytics adapter (spec 1 and 7: identify, track and page calls). Screens call these
 * functions; where the events go is decided here once: to the configured collector, to the
 * console in development, and nowhere otherwise.
 */

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export type AnalyticsEvent =
  | { type: 'page'; path: string; title: string }
  | { type: 'track'; event: string; properties: AnalyticsProperties }
  | { type: 'identify'; userId: string; traits: AnalyticsProperties };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

function beaconSink(url: string): AnalyticsSink {
  return (event) => {
    const body = JSON.stringify({ ...event, sentAt: new Date().toISOString() });
    // sendBeacon survives page unloads; fall back to a keepalive fetch where it is missing.
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
      return;
    }
    void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
}

function consoleSink(event: AnalyticsEvent) {
  console.info('[analytics]', event);
}

function defaultSink(): AnalyticsSink | undefined {
  if (config.analyticsUrl) return beaconSink(config.analyticsUrl);
  if (config.isDevelopment) return consoleSink;
  return undefined;
}

let sink: AnalyticsSink | undefined = defaultSink();

/** Replaces where events go (tests and stories record them; undefined sends nowhere). */
export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next;
}

function send(event: AnalyticsEvent) {
  try {
    sink?.(event);
  } catch {
    // Analytics must never break a member's action.
  }
}

export const analytics = {
  page(path: string, title: string = document.title) {
    send({ type: 'page', path, title });
  },
  track(event: string, properties: AnalyticsProperties = {}) {
    send({ type: 'track', event, properties });
  },
  identify(userId: string | number, traits: AnalyticsProperties = {}) {
    send({ type: 'identify', userId: String(userId), traits });
  },
};
