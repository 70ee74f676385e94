import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

describe('bundled content service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the repository root with its master ref', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/content/api/v2' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.refs[0]).toMatchObject({ isMasterRef: true });
    expect(body.forms.everything.action).toBe(
      'http://guildhall.test/api/content/api/v2/documents/search',
    );
  });

  it('searches documents by type predicate with paging', async () => {
    const root = (await t.app.inject({ method: 'GET', url: '/api/content/api/v2' })).json();
    const ref = root.refs[0].ref as string;
    const query = new URLSearchParams({
      ref,
      q: '[[at(document.type, "liveevents")]]',
      pageSize: '100',
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/content/api/v2/documents/search?${query}`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((doc: { type: string }) => doc.type === 'liveevents')).toBe(true);
  });

  it('answers the service’s own errors for a bad ref or predicate', async () => {
    const badRef = await t.app.inject({
      method: 'GET',
      url: '/api/content/api/v2/documents/search?ref=nope',
    });
    expect(badRef.statusCode).toBe(404);
    expect(badRef.json().message).toBe('Ref could not be found.');
    const noRef = await t.app.inject({
      method: 'GET',
      url: '/api/content/api/v2/documents/search',
    });
    expect(noRef.statusCode).toBe(400);
  });
});
