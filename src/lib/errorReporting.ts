import { config } from './config';
import { createChannel } from './telemetry/channel';
import { whenSettled } from './telemetry/settled';
import type { ErrorReport } from './telemetry/types';

/**
 * Error reporting (spec 1: uncaught errors and unhandled promise rejections go to the
 * error-reporting service) through @sentry/react, configured by a DSN (README, "Analytics and
 * error reporting"). The SDK is not in the first page's JavaScript: installed at start, it is
 * fetched once the page has settled (after the load event, at the first idle moment or
 * interaction); what fails before it has loaded waits here and is sent once it has. Without a
 * DSN nothing is loaded or sent (development logs the reports instead).
 */

export type { ErrorReport } from './telemetry/types';

const channel = createChannel<ErrorReport>(
  config.sentryDsn
    ? () => import('./telemetry/sentry').then(({ startSentry }) => startSentry(config.sentryDsn))
    : undefined,
  import.meta.env.DEV ? (report) => console.warn('[error-reporting]', report) : undefined,
  whenSettled,
);

/** Tests and stories: every report is handed to `recorder` as well (undefined stops it). */
export const setErrorRecorder = channel.setRecorder;

export function reportError(
  error: unknown,
  source = 'manual',
  details: { componentStack?: string | null } = {},
): void {
  channel.send({ error, source, componentStack: details.componentStack ?? undefined });
}

let installed = false;

/**
 * Reports uncaught errors and unhandled promise rejections; safe to call more than once. Until
 * the SDK has loaded these listeners queue them; from then on the SDK's own global handlers
 * report them (with their stack and mechanism), and the listeners are removed.
 */
export function installErrorReporting(target: Window = window): void {
  if (installed || !(config.sentryDsn || import.meta.env.DEV)) return;
  installed = true;
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  // Development without a DSN: the listeners stay and log.
  void channel.start()?.then(() => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  });
}
