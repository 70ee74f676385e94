import { config } from './config';

/**
 * The error-reporting adapter (spec 1: uncaught errors and unhandled promise rejections go to
 * the error-reporting service). Reports go to the configured collector, to the console in
 * development, and nowhere otherwise.
 */

export interface ErrorReport {
  message: string;
  name: string;
  stack?: string;
  /** Where it was caught: 'error' (uncaught), 'unhandledrejection', 'boundary', … */
  source: string;
  url: string;
}

export type ErrorSink = (report: ErrorReport) => void;

// Spec 9: values truncated at 250 characters.
const VALUE_MAX = 250;
const truncate = (value: string) => (value.length > VALUE_MAX ? value.slice(0, VALUE_MAX) : value);

function toReport(error: unknown, source: string): ErrorReport {
  const url = typeof location === 'undefined' ? '' : location.href;
  if (error instanceof Error) {
    return {
      message: truncate(error.message),
      name: error.name,
      stack: error.stack,
      source,
      url,
    };
  }
  return { message: truncate(String(error)), name: 'NonError', source, url };
}

function collectorSink(url: string): ErrorSink {
  return (report) => {
    const body = JSON.stringify(report);
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  };
}

function defaultSink(): ErrorSink | undefined {
  if (config.errorReportingUrl) return collectorSink(config.errorReportingUrl);
  if (config.isDevelopment) return (report) => console.warn('[error-reporting]', report);
  return undefined;
}

let sink: ErrorSink | undefined = defaultSink();

export function setErrorSink(next: ErrorSink | undefined): void {
  sink = next;
}

export function reportError(error: unknown, source = 'manual'): void {
  try {
    sink?.(toReport(error, source));
  } catch {
    // Reporting must never throw into the code that is already failing.
  }
}

let installed = false;

/** Sends uncaught errors and unhandled promise rejections; safe to call more than once. */
export function installErrorReporting(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  target.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, 'unhandledrejection'),
  );
}
