import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { client } from './client';
import { testConfig } from './harness';

// The default storage: PGlite files under DATA_DIR survive a restart, and so does the
// generated secret (tokens issued before the restart still verify).
describe('restart persistence (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps members, records and the secret across a restart', async () => {
    const config = testConfig({ dataDir, authSecret: undefined, seedDemo: true });
    const first = await buildApp({ config });
    const api1 = client(first);
    const m = await api1.signup({ firstName: 'Persistent' });
    await api1.call('POST', '/api/v1/educations', {
      token: m.token,
      body: { organization: 'State University', degree: 'BS', issuedYear: 2001 },
    });
    const demoCount = (await api1.call('GET', '/api/v1/profiles?limit=1')).body.total;
    expect(demoCount).toBeGreaterThanOrEqual(60);
    await first.close();
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);

    const second = await buildApp({ config });
    const api2 = client(second);
    const me = await api2.call('GET', '/api/v1/user', { token: m.token });
    expect(me.status).toBe(200);
    expect(me.body.firstName).toBe('Persistent');
    const educations = await api2.call('GET', '/api/v1/educations', { token: m.token });
    expect(educations.body).toHaveLength(1);
    // The demo community is seeded once, not again on restart.
    expect((await api2.call('GET', '/api/v1/profiles?limit=1')).body.total).toBe(demoCount);
    await second.close();
  }, 60_000);
});
