import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATH } from '@mocks/handlers/content';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

describe('ContentStore', () => {
  it('shows loading, then loaded, per query', async () => {
    const { content } = createTestStore();
    expect(content.status('liveEvents')).toBe('idle');
    const pending = content.load('liveEvents');
    expect(content.status('liveEvents')).toBe('loading');
    await pending;
    expect(content.status('liveEvents')).toBe('loaded');
    expect(content.get('liveEvents')).toHaveLength(3);
    expect(content.status('vendors')).toBe('idle');
  });

  it('loads legal pages', async () => {
    const { content } = createTestStore();
    await content.loadLegal('privacy');
    expect(content.legal('privacy')?.title).toBe('Privacy Policy');
    expect(content.status('legal:privacy')).toBe('loaded');
  });

  it('marks a failed query as error and keeps the error', async () => {
    const { content } = createTestStore();
    mockServer.use(http.get(`*${CONTENT_PATH}/documents/search`, () => HttpResponse.error()));
    await expect(content.load('efficiency')).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(content.status('efficiency')).toBe('error');
    expect(content.error?.kind).toBe('NETWORK');
    await expect(content.loadLegal('terms')).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(content.status('legal:terms')).toBe('error');
  });
});
