import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import { spawnServer, type ServerProcess } from './server-process';

// The process from outside: one server per data folder, a SIGTERM that answers what was
// accepted before it, and sockets that cannot hold the server open.

const folders: string[] = [];
const newDataDir = () => {
  const dir = join(tmpdir(), `guildhall-lifecycle-${randomBytes(6).toString('hex')}`);
  folders.push(dir);
  return dir;
};
const running: ServerProcess[] = [];
// Sixty sign-ups from one address: past the production limit per address and hour (issue 38).
const start = async (env: Record<string, string>) => {
  const server = await spawnServer({ SIGNUPS_PER_IP_PER_HOUR: '1000', ...env });
  running.push(server);
  return server;
};

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the exit code, or rejects when the process is still running after `ms`. */
const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms),
    ),
  ]);

// Each spawned server opens a new PGlite database: seconds on a busy machine.
const slow = { timeout: 180_000 };

describe('one server per data folder', slow, () => {
  it('refuses a second server on a folder in use, naming it and the PID; frees it on exit', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(first.baseUrl).not.toBe('');

    const second = await start({ DATA_DIR: dataDir });
    const code = await exitWithin(second, 30_000);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`PID ${first.pid}`);
    // The first one is untouched and still serves.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await exitWithin(first, 10_000)).toBe(0);
    const third = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${third.baseUrl}/api/health`)).status).toBe(200);
  });
});

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

/** A sign-up over a keep-alive agent; resolves once the request is written, then its outcome. */
function signUp(baseUrl: string, agent: http.Agent, n: number) {
  const body = JSON.stringify({
    email: `drain.${n}.${randomBytes(4).toString('hex')}@example.com`,
    password: 'long-enough-password',
    firstName: 'Drain',
    lastName: `Member${n}`,
  });
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const request = http.request(
      `${baseUrl}/api/v1/users`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
        response.on('error', (error) => resolve({ error: String(error) }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      sent();
      resolve({ error: error.code ?? error.message });
    });
    request.on('finish', sent);
    request.end(body);
  });
  return { written, outcome };
}

describe('SIGTERM', slow, () => {
  it('answers every request sent before it, then exits promptly with code 0', async () => {
    const server = await start({ DATA_DIR: newDataDir() });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    // Warm the sockets up: half of them then carry their second request on a kept-alive socket.
    const warm = Array.from({ length: 20 }, (_, n) => signUp(server.baseUrl, agent, 1000 + n));
    expect((await Promise.all(warm.map((w) => w.outcome))).map((o) => o.status)).toEqual(
      Array(20).fill(201),
    );

    const requests = Array.from({ length: 40 }, (_, n) => signUp(server.baseUrl, agent, n));
    await Promise.all(requests.map((r) => r.written));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    const unanswered = new Promise<Outcome>((resolve) =>
      setTimeout(() => resolve({ error: 'no answer within 8 s' }), 8_000),
    );
    const outcomes = await Promise.all(requests.map((r) => Promise.race([r.outcome, unanswered])));
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    const code = await exitWithin(server, 8_000);
    const exitedAfter = Date.now() - signalled;
    agent.destroy();

    expect(outcomes.map((o) => o.status)).toEqual(Array(40).fill(201));
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(5_000);
  });

  it('closes idle keep-alive sockets instead of waiting for their timeout', async () => {
    const server = await start({ DATA_DIR: newDataDir() });
    const agent = new http.Agent({ keepAlive: true });
    const warm = Array.from({ length: 5 }, (_, n) => signUp(server.baseUrl, agent, n));
    await Promise.all(warm.map((w) => w.outcome));
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await exitWithin(server, 8_000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    agent.destroy();
  });
});

describe('slow clients', slow, () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('closes a socket that never finishes its headers within the headers timeout', async () => {
    const server = await startTestServer({ headersTimeoutMs: 500 });
    close = server.close;
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = await Promise.race([
      new Promise<boolean>((resolve) => socket.on('close', () => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
