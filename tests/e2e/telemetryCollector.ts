import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

// A stand-in for both telemetry services (Sentry's envelope endpoint, PostHog's capture host),
// shared by tests/e2e/telemetry*.spec.ts: it answers as they do and keeps what the SDKs sent.

export interface Captured {
  path: string;
  body: string;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent, then every decoding of it the SDKs use (gzip, base64 `data=` forms). */
  bodies: string[];
}

const gunzipped = (raw: Buffer): Buffer | undefined =>
  raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : undefined;

/** Every readable form of a body: as sent, gunzipped, and a form's base64 `data` decoded. */
function decodings(raw: Buffer): string[] {
  const forms = [raw.toString('utf8')];
  const plain = gunzipped(raw);
  if (plain) forms.push(plain.toString('utf8'));
  const form = new URLSearchParams(forms.at(-1) ?? '').get('data');
  if (form) {
    forms.push(form);
    const decoded = Buffer.from(form, 'base64');
    forms.push((gunzipped(decoded) ?? decoded).toString('utf8'));
  }
  return forms;
}

/** An endpoint for both SDKs that records every request (gzip undone) and allows CORS. */
export async function startCollector() {
  const captured: Captured[] = [];
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-headers', '*');
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
      const raw = Buffer.concat(chunks);
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        bodies: decodings(raw),
      });
      if (request.method === 'POST') {
        captured.push({
          path: request.url ?? '',
          body: (gunzipped(raw) ?? raw).toString('utf8'),
        });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    captured,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type Collector = Awaited<ReturnType<typeof startCollector>>;

export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

/** A Sentry envelope: a header line, then an item header and its payload per item. */
export function envelopeItems(body: string): EnvelopeItem[] {
  const lines = body.split('\n').filter(Boolean);
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length + 1; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[index + 1] ?? '{}') });
  }
  return items;
}

/** The error events of the Sentry envelopes a collector received. */
export const sentryEvents = (collector: Collector): Array<Record<string, unknown>> =>
  collector.captured
    .filter((request) => request.path.startsWith('/api/1/envelope/'))
    .flatMap((request) => envelopeItems(request.body))
    .filter((item) => item.type === 'event')
    .map((item) => item.payload);

export interface PosthogEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** PostHog's batch request: `{ api_key, batch: [events] }`. */
export function posthogEvents(body: string): PosthogEvent[] {
  const parsed = JSON.parse(body) as { batch?: PosthogEvent[] } & Partial<PosthogEvent>;
  return parsed.batch ?? (parsed.event ? [parsed as PosthogEvent] : []);
}

/** The PostHog events a collector received (every request that is not Sentry's). */
export const posthogEventsOf = (collector: Collector): PosthogEvent[] =>
  collector.captured
    .filter((request) => !request.path.startsWith('/api/1/'))
    .flatMap((request) => posthogEvents(request.body));

/** A regular desktop Chrome's user agent: PostHog drops events from a headless one. */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** PostHog drops events from browsers that look automated: this one does not. */
export async function looksLikeAPerson(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
}
