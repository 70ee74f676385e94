import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { CspSources, ServerConfig } from './config';
import {
  CODE_AFTER_PAINT_SCRIPT_HASH,
  EARLY_INPUT_SCRIPT_HASH,
  STORED_SESSION_SCRIPT_HASH,
} from './html';
import { s3BucketUrl } from './uploads/s3';

// Security headers on every answer, the SPA's HTML and the API alike. The Content-Security-Policy
// allows what the SPA does and nothing more: its own scripts, and one inline script by its hash
// (the prerendered pages' stored-session mark; the run-time settings are a JSON data block,
// which CSP does not govern), inline styles (Chakra/Emotion insert <style> tags at run time),
// and the external hosts the configuration names: the content service, the analytics and
// error-reporting collectors, the questionnaire, scheduling and social-wall embeds, and S3 when
// uploads go there.

/** Hosts beyond the SPA's own origin, from the same settings the SPA is configured with. */
interface ExternalOrigins {
  connect: string[];
  img: string[];
  frame: string[];
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    // A path on the page's own origin ('/api/content/api/v2') needs no exception.
    return undefined;
  }
};

/** posthog-js's default host (src/lib/telemetry/posthog.ts), used when only a key is set. */
const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

/** The questionnaire is a Typeform form id (served from Typeform's form host) or a form URL. */
const questionnaireOrigin = (formId: string | undefined): string | undefined =>
  formId ? (originOf(formId) ?? 'https://form.typeform.com') : undefined;

const present = (values: Array<string | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The origins of the hosts the configuration names (loadConfig reads them from the environment). */
function externalOrigins(csp: CspSources): ExternalOrigins {
  const content = originOf(csp.contentEndpoint);
  return {
    connect: present([
      content,
      // Sentry's ingest host, from the DSN (https://<key>@<host>/<project>; the key is no part
      // of the origin).
      originOf(csp.sentryDsn),
      // PostHog's host, only when a key turns analytics on (unset host: posthog-js's default).
      csp.analyticsKey ? originOf(csp.analyticsHost ?? DEFAULT_ANALYTICS_HOST) : undefined,
      ...csp.connectSrc,
    ]),
    img: present([
      content,
      // The content service's images are served by its image CDN.
      content?.endsWith('.prismic.io') ? 'https://images.prismic.io' : undefined,
      ...csp.imgSrc,
    ]),
    frame: present([
      questionnaireOrigin(csp.questionnaireFormId),
      originOf(csp.schedulingUrl),
      originOf(csp.socialWallUrl),
      ...csp.frameSrc,
    ]),
  };
}

export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const origins = externalOrigins(config.csp);
  // Uploads post to the bucket and images may be read from its public URL.
  const s3 = config.s3 ? present([s3BucketUrl(config.s3), originOf(config.s3.publicUrl)]) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The only inline scripts: the prerendered pages' stored-session mark, early input and code
    // after paint (server/html.ts).
    'script-src': [
      "'self'",
      STORED_SESSION_SCRIPT_HASH,
      EARLY_INPUT_SCRIPT_HASH,
      CODE_AFTER_PAINT_SCRIPT_HASH,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.img, ...s3],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins.connect, ...s3],
    'frame-src': origins.frame.length ? origins.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  // On plain http (local use) an upgrade would send every asset request to a port with no TLS.
  if (config.publicBaseUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The headers helmet sets with these options, computed once. None depends on the request (no
 * nonces: the one inline script is allowed by its hash), so every answer gets the same object.
 * (@fastify/helmet builds a new helmet, and parses the policy again, on every request: a
 * measurable share of a cheap route's CPU under bench:api.)
 */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
