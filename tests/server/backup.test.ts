import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '@server/auth/secret';
import { decryptSecret } from '@server/auth/ssn';
import { DEMO_LOGIN } from '../../demo/index';
import { client, type Member } from './client';
import { freshDatabase as createDatabase } from './fresh-database';
import { TEST_CLIENT } from './harness';
import { spawnServer, type ServerProcess } from './server-process';

// The move from the embedded database to PostgreSQL, as the README tells an operator to do it:
// a server on PGlite with the demo community, a new member with an avatar and a background
// check; `npm run db:backup` while that server runs; `npm run db:restore` into a fresh
// DATA_DIR and into a fresh PostgreSQL database; a server on each finds everything again.

const adminUrl = process.env.TEST_DATABASE_URL;
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const SSN = '1234'; // tests/server/client.ts completeProfile submits these digits
const clientEnv = { CLIENT_ID: TEST_CLIENT.clientId, CLIENT_SECRET: TEST_CLIENT.clientSecret };

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildhall-backup-test-'));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` as an operator types it, on the embedded database unless set. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', AUTH_SECRET: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** The tests' typed client (tests/server/client.ts), over HTTP to a server process. */
function overHttp(baseUrl: string) {
  const inject = async (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: object;
  }) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.payload ? { 'content-type': 'application/json' } : {}),
      },
      body: request.payload ? JSON.stringify(request.payload) : undefined,
    });
    return {
      statusCode: response.status,
      body: await response.text(),
      headers: Object.fromEntries(response.headers),
    };
  };
  return client({ inject } as unknown as FastifyInstance);
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  // The dev outbox: members sign up and follow their verification link (issue 23).
  const server = await spawnServer(
    {
      ...clientEnv,
      DEV_OUTBOX: 'true',
      // Sharing 2 cores with other workers, PGlite's loop can lag past the overload bound.
      MAX_QUEUE_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    { readyTimeoutMs: 120_000 },
  );
  running.push(server);
  expect(server.baseUrl, server.output()).not.toBe('');
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
  running.splice(running.indexOf(server), 1);
}

async function freshDatabase(): Promise<string> {
  const database = await createDatabase(adminUrl!, 'backup');
  cleanups.push(database.drop);
  return database.url;
}

const communityTotal = async (api: ReturnType<typeof overHttp>): Promise<number> =>
  (await api.call('GET', '/api/v1/profiles')).body.total as number;

/** What the original server had, to be found again after the move. */
interface Before {
  member: Member & { avatar: string };
  total: number;
  avatarPath: string;
  avatar: Buffer;
}

/** A server started on restored data finds everything, and new ids follow the restored ones. */
async function expectMoved(baseUrl: string, before: Before): Promise<void> {
  const api = overHttp(baseUrl);
  expect((await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).status).toBe(200);
  expect((await api.login(before.member.email, before.member.password)).status).toBe(200);
  // A session from before the move: the access token was signed with the restored key.
  const me = await api.call('GET', '/api/v1/user', { token: before.member.token });
  expect(me.status).toBe(200);
  expect(me.body.avatar).toBe(before.member.avatar);
  expect(await communityTotal(api)).toBe(before.total);
  const served = await fetch(`${baseUrl}${before.avatarPath}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(before.avatar)).toBe(true);
  const next = await api.signup({
    email: `after.move.${randomBytes(4).toString('hex')}@example.com`,
  });
  expect(next.id).toBe(before.member.id + 1);
}

describe('backups and the move to PostgreSQL', { timeout: 300_000 }, () => {
  let source: ServerProcess;
  let sourceDir: string;
  let before: Before;
  let backupFile: string;

  it('backs up the embedded database while its server runs', async () => {
    sourceDir = join(root, 'source');
    source = await start({ DATA_DIR: sourceDir, SEED_DEMO: 'true', AUTH_SECRET: '' });
    const api = overHttp(source.baseUrl);
    const member = await api.signup({ firstName: 'Bea', lastName: 'Kup' });
    await api.completeProfile(member, { publish: true });
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3a6' },
    })
      .png()
      .toBuffer();
    const presigned = await api.call('POST', '/api/v1/uploads/avatars', {
      token: member.token,
      body: { contentType: 'image/png' },
    });
    expect(presigned.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.body.fields as Record<string, string>)) {
      form.append(name, value);
    }
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const sent = await fetch(`${source.baseUrl}${presigned.body.url}`, {
      method: 'POST',
      body: form,
    });
    expect(sent.status).toBe(204);
    const avatar = presigned.body.key as string;
    const patched = await api.call('PATCH', '/api/v1/user', {
      token: member.token,
      body: { avatar },
    });
    expect(patched.status).toBe(200);
    const avatarPath = `/api/uploads/${avatar}/192.webp`;
    const served = await fetch(`${source.baseUrl}${avatarPath}`);
    expect(served.status).toBe(200);
    before = {
      member: { ...member, avatar },
      total: await communityTotal(api),
      avatarPath,
      avatar: Buffer.from(await served.arrayBuffer()),
    };
    expect(existsSync(join(sourceDir, 'secret.key'))).toBe(true);

    backupFile = join(root, 'guildhall-backup.tar.gz');
    const backup = await npmRun('db:backup', ['--out', backupFile], { DATA_DIR: sourceDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .*guildhall-backup\.tar\.gz/);
    // As sensitive as the database: it holds the key.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // The server answered the request and kept serving.
    expect(source.output()).toMatch(/database copied for a backup/);
    expect((await api.login(member.email, member.password)).status).toBe(200);

    // Restoring into the folder this server holds is refused, and changes nothing.
    const held = await npmRun('db:restore', [backupFile], { DATA_DIR: sourceDir });
    expect(held.code).toBe(1);
    expect(held.output).toMatch(/in use by another server process \(PID \d+\)/);
    expect(readdirSync(sourceDir).filter((name) => name.startsWith('.restore'))).toEqual([]);
    await stop(source);
  });

  it('restores into a fresh DATA_DIR; a restore into a database that is not empty is refused', async () => {
    const dataDir = join(root, 'restored');
    const restore = await npmRun('db:restore', [backupFile], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe(
      readFileSync(join(sourceDir, 'secret.key'), 'utf8'),
    );
    const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_SECRET: '' });
    await expectMoved(server.baseUrl, before);
    await stop(server);

    const again = await npmRun('db:restore', [backupFile], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The target database is not empty/);
  });

  it.skipIf(!adminUrl)('moves to a fresh PostgreSQL database', async () => {
    const databaseUrl = await freshDatabase();
    const dataDir = join(root, 'postgres-instance');
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const restore = await npmRun('db:restore', [backupFile], env);
    expect(restore.code, restore.output).toBe(0);
    const secret = /^AUTH_SECRET=(\S+)$/m.exec(restore.output)?.[1];
    expect(secret).toBe(readFileSync(join(sourceDir, 'secret.key'), 'utf8').trim());

    const server = await start({ ...env, AUTH_SECRET: secret!, SEED_DEMO: 'true' });
    await expectMoved(server.baseUrl, before);
    // The background-check digits, encrypted under the key on PGlite, read with the secret.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ sealed: string }>(
        'SELECT ssn_encrypted AS sealed FROM background_checks WHERE user_id = $1',
        [before.member.id],
      );
      expect(rows).toHaveLength(1);
      expect(decryptSecret(rows[0]!.sealed, deriveKey(secret!, 'ssn'))).toBe(SSN);
    } finally {
      await db.end();
    }

    const again = await npmRun('db:restore', [backupFile], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The target database is not empty/);

    // Backups on PostgreSQL work the same, while its servers run; the secret is AUTH_SECRET's.
    const pgBackup = join(root, 'from-postgres.tar.gz');
    const backup = await npmRun('db:backup', ['--out', pgBackup], { ...env, AUTH_SECRET: secret! });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/The server runs with AUTH_SECRET/);
    const copyUrl = await freshDatabase();
    const copy = await npmRun('db:restore', [pgBackup], {
      DATABASE_URL: copyUrl,
      DATA_DIR: join(root, 'postgres-copy'),
    });
    expect(copy.code, copy.output).toBe(0);
    expect(copy.output).toMatch(/holds no secret\.key/);
    const users = async (url: string) => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        return (await db.query('SELECT id, email FROM users ORDER BY id')).rows;
      } finally {
        await db.end();
      }
    };
    expect(await users(copyUrl)).toEqual(await users(databaseUrl));
    await stop(server);
  });
});
