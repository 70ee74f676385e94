import { captureException, close, flush, init, type BrowserOptions } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepaliveFetch, SENTRY_CLIENT, sentryOptions } from '@/lib/telemetry/sentry';

// The error-reporting client's options (spec 9) checked on the SDK itself: a real client built
// from sentryOptions(), its envelopes read where its transport hands them to fetch.

const DSN = 'http://publickey@127.0.0.1:9/1';

interface Sent {
  url: string;
  keepalive: boolean | undefined;
  items: Array<{ header: Record<string, unknown>; payload: Record<string, unknown> }>;
}

/** A fetch that records each envelope and answers with `respond` (default: 200). */
function recordingFetch(respond: () => Promise<Response> = () => Promise.resolve(new Response())) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const lines = String(init?.body).split('\n').filter(Boolean);
    const items: Sent['items'] = [];
    for (let index = 1; index + 1 < lines.length + 1; index += 2) {
      items.push({
        header: JSON.parse(lines[index] ?? '{}') as Record<string, unknown>,
        payload: JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>,
      });
    }
    sent.push({ url: String(input), keepalive: init?.keepalive, items });
    return respond();
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

interface SentException {
  type: string;
  value: string;
}
const eventsOf = (sent: Sent[]) =>
  sent.flatMap((request) =>
    request.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
  );
const exceptionsOf = (event: Record<string, unknown> | undefined) =>
  (event?.exception as { values: SentException[] } | undefined)?.values ?? [];

function start(fetchImpl: typeof fetch, extra: Partial<BrowserOptions> = {}) {
  init({ ...sentryOptions(DSN, fetchImpl), ...extra });
}

afterEach(async () => {
  await close(100);
  vi.useRealTimers();
});

describe('the Sentry client options (spec 9)', () => {
  it('are set explicitly to the constants', () => {
    const options = sentryOptions(DSN, fetch);
    expect(options).toMatchObject({
      dsn: DSN,
      normalizeDepth: 3,
      normalizeMaxBreadth: 1000,
      maxValueLength: 250,
      sendClientReports: true,
      transportOptions: { bufferSize: 30 },
    });
    expect(options.integrations).toEqual([expect.objectContaining({ name: 'LinkedErrors' })]);
    expect(SENTRY_CLIENT).toEqual({
      bufferSize: 30,
      normalizeDepth: 3,
      normalizeMaxBreadth: 1000,
      maxValueLength: 250,
      linkedErrorsLimit: 5,
      keepaliveBodyLimit: 65_536,
      rateLimitWaitMs: 60_000,
    });
  });

  it('send an event to the DSN with values cut at 250 characters and 5 linked errors', async () => {
    const { sent, fetchImpl } = recordingFetch();
    start(fetchImpl);
    let error = new Error('x'.repeat(300));
    for (let cause = 1; cause <= 7; cause += 1) {
      error = new Error(`level ${cause}`, { cause: error });
    }
    captureException(error);
    await flush(2000);

    expect(sent[0]?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/api\/1\/envelope\/\?sentry_version=7&sentry_key=publickey/,
    );
    const values = exceptionsOf(eventsOf(sent)[0]);
    // The error and 5 of its 7 causes (Sentry lists the innermost first).
    expect(values).toHaveLength(6);
    expect(values.at(-1)).toMatchObject({ type: 'Error', value: 'level 7' });
    const long = new Error('y'.repeat(300));
    captureException(long);
    await flush(2000);
    const value = exceptionsOf(eventsOf(sent)[1])[0]?.value ?? '';
    expect(value).toBe(`${'y'.repeat(250)}...`);
  });

  it('normalise extra data to depth 3 and 1000 items per level', async () => {
    const { sent, fetchImpl } = recordingFetch();
    start(fetchImpl);
    captureException(new Error('with data'), {
      extra: {
        deep: { one: { two: { three: 'hidden' } } },
        wide: Array.from({ length: 1500 }, (_, index) => index),
      },
    });
    await flush(2000);
    const extra = eventsOf(sent)[0]?.extra as { deep: unknown; wide: unknown[] };
    expect(extra.deep).toEqual({ one: { two: '[Object]' } });
    expect(extra.wide).toHaveLength(1001);
    expect(extra.wide[1000]).toBe('[MaxProperties ~]');
  });

  it('hold at most 30 envelopes in flight and drop the rest', async () => {
    const answers: Array<() => void> = [];
    const { sent, fetchImpl } = recordingFetch(
      () => new Promise<Response>((resolve) => answers.push(() => resolve(new Response()))),
    );
    start(fetchImpl, { sendClientReports: false });
    for (let index = 0; index < 35; index += 1) captureException(new Error(`burst ${index}`));
    await vi.waitFor(() => expect(sent).toHaveLength(30));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(30);
    for (const answer of answers) answer();
  });

  it('wait 60 s after a 429 with no Retry-After (the SDK transport default)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
    let status = 429;
    const { sent, fetchImpl } = recordingFetch(() =>
      Promise.resolve(new Response(null, { status })),
    );
    start(fetchImpl, { sendClientReports: false });
    captureException(new Error('first'));
    await flush(2000);
    expect(sent).toHaveLength(1);
    status = 200;

    vi.setSystemTime(new Date('2026-11-23T12:00:59Z'));
    captureException(new Error('within the wait'));
    await flush(2000);
    expect(sent).toHaveLength(1);

    vi.setSystemTime(new Date('2026-11-23T12:01:01Z'));
    captureException(new Error('after the wait'));
    await flush(2000);
    expect(sent).toHaveLength(2);
    expect(exceptionsOf(eventsOf(sent)[1])[0]?.value).toBe('after the wait');
  });

  it('cut query strings and uuids from URLs in events and breadcrumbs', () => {
    const options = sentryOptions(DSN, fetch);
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const event = options.beforeSend?.(
      {
        type: undefined,
        request: {
          url: 'https://guildhall.example/reset-password?token=secret',
          headers: { Referer: `https://guildhall.example/testimonial/${uuid}#top` },
        },
      },
      {},
    ) as unknown as { request: { url: string; headers: { Referer: string } } };
    expect(event.request.url).toBe('https://guildhall.example/reset-password');
    expect(event.request.headers.Referer).toBe('https://guildhall.example/testimonial/:uuid');
    const crumb = options.beforeBreadcrumb?.({
      category: 'navigation',
      data: { from: '/reset-password?token=secret', to: `/testimonial/${uuid}` },
    });
    expect(crumb?.data).toEqual({ from: '/reset-password', to: '/testimonial/:uuid' });
  });
});

describe('keepaliveFetch', () => {
  it('keeps requests alive while the bodies in flight stay within 65536 bytes', async () => {
    const calls: Array<boolean | undefined> = [];
    const pending: Array<() => void> = [];
    const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.keepalive);
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response())));
    }) as typeof fetch;
    const send = keepaliveFetch(base);

    const first = send('/e', { method: 'POST', body: 'a'.repeat(65_000) });
    const second = send('/e', { method: 'POST', body: 'b'.repeat(536) });
    const third = send('/e', { method: 'POST', body: 'c' });
    expect(calls).toEqual([true, true, false]);
    for (const resolve of pending) resolve();
    await Promise.all([first, second, third]);

    // Counted in bytes, not characters; alone past the limit, never.
    void send('/e', { method: 'POST', body: 'é'.repeat(32_768) });
    void send('/e', { method: 'POST', body: new Uint8Array(65_537) });
    expect(calls.slice(3)).toEqual([true, false]);
  });
});
