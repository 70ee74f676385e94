import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HashGate, HashingBusyError, configureHashing } from '@server/auth/hashing';
import { OWASP_PASSWORD_POLICY } from '@server/auth/passwords';
import { loadConfig } from '@server/config';
import { startTestServer, TEST_CLIENT } from './harness';

// Password hashing must not starve the rest of the server: scrypt at OWASP's cost holds a
// libuv thread (shared with static files) and 128 MiB for each hash.

const defaults = loadConfig({});
afterEach(() => configureHashing(defaults));

describe('the hash gate', () => {
  it('runs a few at a time, queues a bounded number and refuses the rest with a 503', async () => {
    const gate = new HashGate(2, 3);
    let active = 0;
    let most = 0;
    const task = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => gate.run(task)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HashingBusyError);
      expect(r.reason).toMatchObject({ statusCode: 503, code: 'RequestThrottled' });
    }
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
    // A task that fails frees its slot too.
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('defaults to 2 hashes at once and 32 waiting', () => {
    expect(defaults.hashConcurrency).toBe(2);
    expect(defaults.hashQueueLimit).toBe(32);
  });
});

const login = (baseUrl: string, n: number) =>
  fetch(`${baseUrl}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grantType: 'password',
      ...TEST_CLIENT,
      username: `nobody.${n}@example.com`,
      password: 'not-the-password',
    }),
  });

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('wrong-password logins at the real cost', { timeout: 120_000 }, () => {
  let spaDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('leave static files and the API fast, and memory bounded', async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'guildhall-spa-'));
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(spaDir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(1000));
    // Older scrypt hashes (128 MiB each) still go through the gate until each is replaced.
    server = await startTestServer({
      passwords: { ...OWASP_PASSWORD_POLICY, algorithm: 'scrypt' },
      spaDir,
    });
    const { baseUrl } = server;
    // The dummy hash is made once; warm it (and the file system) up first.
    await login(baseUrl, 0);
    await timed(`${baseUrl}/assets/app-abc123.js`);

    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 20);
    const logins = Promise.all(Array.from({ length: 24 }, (_, n) => login(baseUrl, n + 1)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const samples = [];
    for (let i = 0; i < 4; i += 1) {
      samples.push(await timed(`${baseUrl}/assets/app-abc123.js`));
      samples.push(await timed(`${baseUrl}/api/health`));
    }
    const answers = await logins;
    clearInterval(sampler);

    const statuses = answers.map((a) => a.status);
    console.info(
      `24 wrong-password logins (scrypt 2^17): static/health ms ${samples.map((s) => s.ms.toFixed(0)).join(', ')}; ` +
        `RSS +${((rssPeak - rssBefore) / 2 ** 20).toFixed(0)} MiB; statuses ${[...new Set(statuses)].join(', ')}`,
    );
    expect(samples.every((s) => s.status === 200)).toBe(true);
    // Unbounded, the first static file waited 5–7 s for a libuv thread; the CPU is shared here.
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(1_000);
    // 24 is within 2 running + 32 waiting: every login gets its answer.
    expect(statuses).toEqual(Array(24).fill(401));
    // Two hashes of 128 MiB at a time, not four (or 24).
    expect(rssPeak - rssBefore).toBeLessThan(400 * 2 ** 20);
  });

  it('refuses hashes beyond the queue with 503 and Retry-After, never a 500', async () => {
    configureHashing({ hashConcurrency: 1, hashQueueLimit: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => login(server!.baseUrl, 100 + n)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 503)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      code: 'RequestThrottled',
      message: 'Too many requests. Please try again in a few minutes.',
    });
  });
});
