import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './client';
import { createTestApp, type TestApp } from './harness';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, logs in, completes and publishes', async () => {
    const api = client(t.app);
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    const me = await api.call('GET', '/api/v1/user', { token: m.token });
    expect(me.body).toMatchObject({ id: m.id, published: true, complete: true });
    const search = await api.call('GET', '/api/v1/profiles?profession=accounting&region=TX');
    expect(search.body.total).toBe(1);
    const docs = await api.call('GET', '/api/docs');
    expect(docs.status).toBe(200);
  });
});
