import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '@/api';
import { EFFICIENCY_TIPS, searchContent, type DemoDocument } from '@demo/content';
import { CONTENT_PATH } from '@mocks/handlers/content';
import { TEST_CONTENT_ENDPOINT } from '../helpers';
import { mockServer } from '../setup';

const content = () => contentApi({ endpoint: TEST_CONTENT_ENDPOINT });
const path = (suffix = '') => `*${CONTENT_PATH}${suffix}`;

function countRequests() {
  const seen = { root: 0, search: [] as URL[] };
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/documents/search')) seen.search.push(url);
    else if (url.pathname.endsWith('/api/v2')) seen.root += 1;
  });
  return seen;
}

afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.useRealTimers();
});

describe('content service (real client against the mocked REST shape)', () => {
  it('queries by type, first publication ascending, 100 a page', async () => {
    const seen = countRequests();
    const tips = await content().efficiency();
    expect(tips).toHaveLength(EFFICIENCY_TIPS.length * 2);
    expect(new Set(tips.map((doc) => doc.data.section))).toEqual(new Set(EFFICIENCY_TIPS));
    expect(tips[0]?.data.section).toBe(EFFICIENCY_TIPS[0]);
    const query = seen.search[0]!.searchParams;
    expect(query.get('q')).toBe('[[at(document.type, "efficiency")]]');
    expect(query.get('orderings')).toBe('[document.first_publication_date]');
    expect(query.get('pageSize')).toBe('100');
  });

  it('orders events, vendors and featured ids newest first', async () => {
    const seen = countRequests();
    const events = await content().liveEvents();
    expect(events.map((e) => e.data.name)).toEqual([
      'Regional meetup: Chicago',
      'Pricing your expertise workshop',
      'Monthly member roundtable',
    ]);
    expect(seen.search[0]!.searchParams.get('orderings')).toBe(
      '[document.first_publication_date desc]',
    );
    await expect(content().featuredMemberIds()).resolves.toEqual([2, 3, 7]);
    expect((await content().vendors()).length).toBeGreaterThan(0);
    expect((await content().alerts())[0]?.data.status).toBe('info');
  });

  it('groups marketing and technology help by section', async () => {
    const marketing = await content().marketingHelp();
    expect([...new Set(marketing.map((doc) => doc.data.section))]).toEqual([
      'Branding',
      'Website',
      'Social media',
    ]);
    const technology = await content().technologyHelp();
    expect(technology.every((doc) => doc.data.section)).toBe(true);
  });

  it('reads a legal page by uid', async () => {
    const privacy = await content().legal('privacy');
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.body.length).toBeGreaterThan(2);
    expect((await content().legal('terms')).title).toBe('Terms of Use');
  });

  it('pages through more than 100 documents with a 500 ms pause between pages', async () => {
    const many: DemoDocument[] = Array.from({ length: 150 }, (_, i) => ({
      type: 'vendors',
      data: { title: `Vendor ${i + 1}`, url: null },
    }));
    mockServer.use(
      http.get(path('/documents/search'), ({ request }) => {
        const answer = searchContent(
          new URL(request.url).searchParams,
          TEST_CONTENT_ENDPOINT,
          many,
        );
        return HttpResponse.json(answer.body as object, { status: answer.status });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const seen = countRequests();
    const pending = content().vendors();
    await vi.advanceTimersByTimeAsync(499);
    expect(seen.search).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const vendors = await pending;
    expect(seen.search.map((url) => url.searchParams.get('page'))).toEqual([null, '2']);
    expect(vendors).toHaveLength(150);
  });

  it('caches the repository info (refs) for 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen = countRequests();
    const api = content();
    await api.alerts();
    await api.alerts();
    expect(seen.root).toBe(1);
    vi.setSystemTime(Date.now() + 5001);
    await api.alerts();
    expect(seen.root).toBe(2);
  });

  it('never answers one store with the request another store left hanging', async () => {
    // The content client shares identical requests in flight across the whole page; a story of
    // a loading state leaves one hanging forever, and the next story's store must not wait on it.
    let hanging = 0;
    mockServer.use(
      http.get(path('/documents/search'), async () => {
        hanging += 1;
        if (hanging === 1) await new Promise(() => undefined);
      }),
    );
    void content().marketingHelp();
    await vi.waitFor(() => expect(hanging).toBe(1));
    const marketing = await content().marketingHelp();
    expect(marketing.length).toBeGreaterThan(0);
  });

  it('maps the service errors (spec 8)', async () => {
    mockServer.use(http.get(path(), () => HttpResponse.json({}, { status: 404 })));
    await expect(content().alerts()).rejects.toMatchObject({
      kind: 'CLIENT',
      status: 404,
      message: expect.stringContaining('repository not found'),
    });
    mockServer.resetHandlers();

    mockServer.use(
      http.get(path('/documents/search'), () =>
        HttpResponse.json({ type: 'parsing-error', message: 'unexpected field' }, { status: 400 }),
      ),
    );
    await expect(content().alerts()).rejects.toMatchObject({
      status: 400,
      message: 'unexpected field',
    });
    mockServer.resetHandlers();

    mockServer.use(
      http.get(path('/documents/search'), () =>
        HttpResponse.json({ error: 'Invalid access token' }, { status: 401 }),
      ),
    );
    await expect(content().alerts()).rejects.toMatchObject({
      status: 403,
      message: 'Invalid access token',
    });
    mockServer.resetHandlers();

    mockServer.use(
      http.get(path('/documents/search'), () => new HttpResponse('oops', { status: 502 })),
    );
    await expect(content().alerts()).rejects.toMatchObject({
      kind: 'SERVER',
      message: 'An invalid API response was returned',
    });
    mockServer.resetHandlers();

    mockServer.use(
      http.get(path('/documents/search'), () =>
        HttpResponse.json(
          { type: 'api_notfound_error', message: 'Ref could not be found.' },
          { status: 404 },
        ),
      ),
    );
    await expect(content().alerts()).rejects.toMatchObject({
      status: 404,
      message: 'Ref could not be found.',
    });
    mockServer.resetHandlers();

    mockServer.use(http.get(path('/documents/search'), () => HttpResponse.error()));
    await expect(content().alerts()).rejects.toMatchObject({ kind: 'NETWORK' });
  });

  it('a missing legal page is "No documents were returned"', async () => {
    mockServer.use(
      http.get(path('/documents/search'), ({ request }) => {
        const answer = searchContent(new URL(request.url).searchParams, TEST_CONTENT_ENDPOINT, []);
        return HttpResponse.json(answer.body as object, { status: answer.status });
      }),
    );
    await expect(content().legal('terms')).rejects.toMatchObject({
      status: 404,
      message: 'No documents were returned',
    });
  });
});
