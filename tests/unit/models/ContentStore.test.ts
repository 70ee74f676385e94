import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchContent } from '@demo/content';
import { CONTENT_PATH } from '@mocks/handlers/content';
import { createTestStore, TEST_CONTENT_ENDPOINT } from '../helpers';
import { mockServer } from '../setup';

describe('ContentStore', () => {
  it('shows loading, then loaded, per query', async () => {
    const { content } = createTestStore();
    const status = (key: 'liveEvents' | 'vendors') => content.ops.load.get(key).status;
    expect(status('liveEvents')).toBe('idle');
    const pending = content.load('liveEvents');
    expect(status('liveEvents')).toBe('pending');
    expect(status('vendors')).toBe('idle');
    await pending;
    expect(status('liveEvents')).toBe('done');
    expect(content.get('liveEvents')).toHaveLength(3);
    expect(status('vendors')).toBe('idle');
  });

  it('loads legal pages', async () => {
    const { content } = createTestStore();
    await content.loadLegal('privacy');
    expect(content.legal('privacy')?.title).toBe('Privacy Policy');
    expect(content.ops.loadLegal.get('privacy').status).toBe('done');
    expect(content.ops.loadLegal.get('terms').status).toBe('idle');
  });

  it('a legal page the service does not hold is remembered as null, and the load fails', async () => {
    const { content } = createTestStore();
    mockServer.use(
      http.get(`*${CONTENT_PATH}/documents/search`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const answer = searchContent(params, TEST_CONTENT_ENDPOINT, []);
        return HttpResponse.json(answer.body as object, { status: answer.status });
      }),
    );
    await expect(content.loadLegal('terms')).rejects.toMatchObject({ isNotFound: true });
    expect(content.legal('terms')).toBeNull();
    expect(content.ops.loadLegal.get('terms').error?.isNotFound).toBe(true);
  });

  it('a second load of the same query while it is pending joins it', async () => {
    const { content } = createTestStore();
    const first = content.load('vendors');
    expect(content.load('vendors')).toBe(first);
    await first;
  });

  it('marks a failed query as error and keeps the error', async () => {
    const { content } = createTestStore();
    mockServer.use(http.get(`*${CONTENT_PATH}/documents/search`, () => HttpResponse.error()));
    await expect(content.load('efficiency')).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(content.ops.load.get('efficiency').status).toBe('failed');
    expect(content.ops.load.get('efficiency').error?.kind).toBe('NETWORK');
    await expect(content.loadLegal('terms')).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(content.ops.loadLegal.get('terms').status).toBe('failed');
    expect(content.legal('terms')).toBeUndefined();
  });
});
