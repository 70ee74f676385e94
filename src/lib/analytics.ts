import type { AnalyticsEventName } from './analyticsEvents';
import { config } from './config';
import { createChannel } from './telemetry/channel';
import { whenSettled } from './telemetry/settled';
import type { AnalyticsEvent, AnalyticsProperties } from './telemetry/types';

/**
 * Analytics (spec 1 and 7: identify, track and page calls) through posthog-js, configured by a
 * project key and host (README, "Analytics and error reporting"). Screens and stores call
 * these functions; the SDK is loaded on the first call, once the page has settled (after the
 * load event, at the first idle moment or interaction: ./telemetry/settled.ts), the calls
 * before it waiting for it. Nothing is loaded or sent without a key (development logs the calls
 * instead). Track events are named in ./analyticsEvents.ts.
 */

export type { AnalyticsEvent, AnalyticsProperties } from './telemetry/types';

const channel = createChannel<AnalyticsEvent>(
  config.analyticsKey
    ? () =>
        import('./telemetry/posthog').then(({ createPosthogClient }) =>
          createPosthogClient(config.analyticsKey, config.analyticsHost),
        )
    : undefined,
  import.meta.env.DEV ? (event) => console.info('[analytics]', event) : undefined,
  whenSettled,
);

/** Tests and stories: every call is handed to `recorder` as well (undefined stops it). */
export const setAnalyticsRecorder = channel.setRecorder;

export const analytics = {
  page(path: string, title: string = document.title) {
    channel.send({ type: 'page', path, title });
  },
  track(event: AnalyticsEventName, properties: AnalyticsProperties = {}) {
    channel.send({ type: 'track', event, properties });
  },
  identify(userId: string | number, traits: AnalyticsProperties = {}) {
    channel.send({ type: 'identify', userId: String(userId), traits });
  },
  /** Logout: the next calls from this browser are anonymous again. */
  reset() {
    channel.send({ type: 'reset' });
  },
};
