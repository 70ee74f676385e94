import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPostgres } from '@server/db/client';
import { createRepositories } from '@server/db/repositories';
import { applyRoleCommand, describeOutcome } from '@server/operators/requests';
import { secondFactorMessages } from '@/contract';
import { passSecondFactor } from './admin-helpers';
import { freshDatabase } from './fresh-database';
import { TEST_CLIENT } from './harness';
import { spawnServer, type ServerProcess } from './server-process';
import { describeServer } from './suite';

// `npm run operator -- add|remove <email>` (server/operators/): the command as an operator runs
// it, against a running embedded server (asked through DATA_DIR/operator-requests), the same
// DATA_DIR once that server stopped (the command opens it itself), and PostgreSQL through
// DATABASE_URL. Then the change itself in-process on both databases: its outcomes, its
// sentences and its audit entries (the cases each child process would only repeat: every run of
// the command starts tsx and opens a database, a few seconds each).

const adminUrl = process.env.TEST_DATABASE_URL;
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Ran {
  code: number | null;
  output: string;
}

/** The command as a child process; `viaNpm` runs it as `npm run operator -- …` (the script). */
function operator(args: string[], env: Record<string, string>, viaNpm = false): Promise<Ran> {
  const [command, argv] = viaNpm
    ? ['npm', ['run', '-s', 'operator', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', 'server/operators/operator-cli.ts', ...args]];
  const child = spawn(command, argv, {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

interface AuditEntry {
  actor_kind: string;
  actor_id: number | null;
  actor_role: string | null;
  action: string;
  subject_kind: string;
  subject_id: number;
  member_id: number;
  reason: string | null;
  note: string | null;
}

const AUDIT_SQL = `SELECT actor_kind, actor_id, actor_role, action, subject_kind, subject_id, member_id,
  reason, note FROM audit_log WHERE member_id = $1 ORDER BY id`;

const byCli = (memberId: number, action: string, role: string): AuditEntry => ({
  actor_kind: 'cli',
  actor_id: null,
  actor_role: null,
  action,
  subject_kind: 'member',
  subject_id: memberId,
  member_id: memberId,
  reason: null,
  note: `role: ${role}`,
});

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildhall-operator-test-'));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

describe('npm run operator on the embedded database', { timeout: 480_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  const accounts: Record<'first' | 'second', { id: number; email: string; token: string }> =
    {} as never;

  const signup = async (name: string) => {
    const email = `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`;
    const password = 'correct-horse-battery';
    const post = (path: string, body: object) =>
      fetch(`${server.baseUrl}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await post('/v1/users', { email, password, firstName: name, lastName: 'Op' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const tokens = await post('/v1/oauth/token', {
      ...TEST_CLIENT,
      grantType: 'password',
      username: email,
      password,
    });
    const { accessToken } = (await tokens.json()) as { accessToken: string };
    return { id, email, token: accessToken };
  };
  const roleSeenBy = async (account: { token: string }) => {
    const me = await fetch(`${server.baseUrl}/api/v1/user`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    return ((await me.json()) as { role: string }).role;
  };

  it('asks the running server that holds DATA_DIR', async () => {
    dataDir = join(root, 'embedded');
    server = await spawnServer(
      {
        DATA_DIR: dataDir,
        CLIENT_ID: TEST_CLIENT.clientId,
        CLIENT_SECRET: TEST_CLIENT.clientSecret,
        // Sharing 2 cores with other workers, PGlite's loop can lag past the overload bound.
        MAX_QUEUE_DELAY_MS: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      { readyTimeoutMs: 180_000 },
    );
    running.push(server);
    expect(server.baseUrl, server.output()).not.toBe('');
    accounts.first = await signup('First');
    accounts.second = await signup('Second');
    const env = { DATA_DIR: dataDir };

    // Upper case and spaces as typed: the e-mail is matched as sign-up stored it. The server
    // answers requests one at a time, so two commands may ask at once.
    const [added, unknown] = await Promise.all([
      operator(['add', ` ${accounts.first.email.toUpperCase()}`], env, true),
      operator(['add', 'nobody@example.com', '--role', 'admin'], env),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the e-mail nobody@example.com');
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain(`${accounts.first.email} is now a reviewer (was a member)`);
    expect(server.output()).toMatch(/operator: add reviewer from the command line: granted/);
    // The member's next request sees the role.
    expect(await roleSeenBy(accounts.first)).toBe('reviewer');

    const removed = await operator(['remove', accounts.first.email], env);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain(`${accounts.first.email} is a member again (was a reviewer)`);
    expect(await roleSeenBy(accounts.first)).toBe('member');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    running.splice(running.indexOf(server), 1);
    // The folder goes with the server: a command then has nobody to ask and opens DATA_DIR.
    expect(existsSync(join(dataDir, 'operator-requests'))).toBe(false);
  });

  it('opens DATA_DIR itself when no server runs', async () => {
    const env = { DATA_DIR: dataDir };
    // The second fails on its arguments, before it looks at DATA_DIR.
    const [added, bad] = await Promise.all([
      operator(['add', accounts.second.email, '--role', 'admin'], env),
      operator(['add', accounts.second.email, '--role', 'owner'], env),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--role is reviewer or admin, not "owner"');
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain(`${accounts.second.email} is now an admin (was a member)`);
    const unknown = await operator(['remove', 'nobody@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the e-mail nobody@example.com');
    const removed = await operator(['remove', accounts.second.email], env);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain(`${accounts.second.email} is a member again (was an admin)`);

    // What both commands wrote, read from the folder now that no process holds it.
    const database = openPglite(join(dataDir, 'db'));
    try {
      const client = database.pglite!;
      const roles = await client.query<{ id: number; role: string }>(
        'SELECT id, role FROM users ORDER BY id',
      );
      expect(roles.rows).toEqual([
        { id: accounts.first.id, role: 'member' },
        { id: accounts.second.id, role: 'member' },
      ]);
      const first = await client.query<AuditEntry>(AUDIT_SQL, [accounts.first.id]);
      expect(first.rows).toEqual([
        byCli(accounts.first.id, 'role.grant', 'reviewer'),
        byCli(accounts.first.id, 'role.revoke', 'reviewer'),
      ]);
      const second = await client.query<AuditEntry>(AUDIT_SQL, [accounts.second.id]);
      expect(second.rows).toEqual([
        byCli(accounts.second.id, 'role.grant', 'admin'),
        byCli(accounts.second.id, 'role.revoke', 'admin'),
      ]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!adminUrl)('npm run operator on PostgreSQL', { timeout: 240_000 }, () => {
  it('changes the role through DATABASE_URL', async () => {
    const database = await freshDatabase(adminUrl!, 'operator');
    cleanups.push(database.drop);
    const handle = openPostgres(database.url, 1);
    let memberId: number;
    const email = 'pat.postgres@example.com';
    try {
      await handle.migrate();
      const { repos } = createRepositories(handle.db);
      const row = await repos.users.insert({
        email,
        passwordHash: 'not-a-hash',
        firstName: 'Pat',
        lastName: 'Postgres',
        createdAt: new Date(),
      });
      memberId = row!.id;
    } finally {
      await handle.close();
    }
    const env = { DATABASE_URL: database.url, DATA_DIR: join(root, 'unused') };

    // Independent: run together, as two operators might.
    const [added, unknown] = await Promise.all([
      operator(['add', email, '--role', 'admin'], env),
      operator(['add', 'nobody@example.com'], env),
    ]);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain(`${email} is now an admin (was a member)`);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the e-mail nobody@example.com');
    const removed = await operator(['remove', email], env);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain(`${email} is a member again (was an admin)`);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string }>(
        'SELECT role FROM users WHERE id = $1',
        [memberId],
      );
      expect(rows).toEqual([{ role: 'member' }]);
      const audit = await client.query<AuditEntry>(AUDIT_SQL, [memberId]);
      expect(audit.rows).toEqual([
        byCli(memberId, 'role.grant', 'admin'),
        byCli(memberId, 'role.revoke', 'admin'),
      ]);
    } finally {
      await client.end();
    }
  });
});

describeServer('role changes', ({ t, api }) => {
  const change = (command: Parameters<typeof applyRoleCommand>[1]) =>
    applyRoleCommand(t.app.ctx, command);

  it('grants, changes and removes a role, one audit entry each, nothing when unchanged', async () => {
    const m = await api.signup();
    const before = await api.call('GET', '/api/v1/user', { token: m.token });
    expect(before.body.role).toBe('member');

    const granted = await change({ action: 'add', email: m.email, role: 'reviewer' });
    expect(granted).toEqual({
      result: 'granted',
      email: m.email,
      memberId: m.id,
      role: 'reviewer',
      previous: 'member',
    });
    // The same token: an operator request reads the role from the database at once (the admin
    // API asks the new operator to set up the second factor, not to be an operator)…
    const unenrolled = await api.call('GET', '/api/v1/admin/reviews', { token: m.token });
    expect(unenrolled.status).toBe(403);
    expect(unenrolled.body).toEqual({
      code: 'Forbidden',
      message: secondFactorMessages.enrolmentRequired,
    });
    await passSecondFactor({ api, t }, m);
    expect((await api.call('GET', '/api/v1/admin/reviews', { token: m.token })).status).toBe(200);
    // …and the member's own record has it a moment later: the CLI wrote on a connection of its
    // own, and the change feed tells this server's session cache (PGlite at commit).
    await vi.waitFor(
      async () =>
        expect((await api.call('GET', '/api/v1/user', { token: m.token })).body.role).toBe(
          'reviewer',
        ),
      { timeout: 1000, interval: 5 },
    );
    const same = await change({ action: 'add', email: m.email, role: 'reviewer' });
    expect(describeOutcome(same)).toEqual({
      ok: true,
      message: `${m.email} is already a reviewer: nothing changed.`,
    });
    const promoted = await change({ action: 'add', email: m.email, role: 'admin' });
    expect(describeOutcome(promoted).message).toBe(
      `${m.email} is now an admin (was a reviewer). It takes effect on their next request.`,
    );
    const removed = await change({ action: 'remove', email: m.email });
    expect(removed).toEqual({
      result: 'revoked',
      email: m.email,
      memberId: m.id,
      previous: 'admin',
    });
    const none = await change({ action: 'remove', email: m.email });
    expect(describeOutcome(none)).toEqual({
      ok: true,
      message: `${m.email} is a member without an operator role: nothing to remove.`,
    });
    const unknown = await change({ action: 'remove', email: 'nobody@example.com' });
    expect(describeOutcome(unknown).ok).toBe(false);

    const entries = await t.app.ctx.repos.audit.forMember(m.id);
    expect(
      entries
        .reverse()
        .map(({ entry }) => [entry.actorKind, entry.actorId, entry.action, entry.note]),
    ).toEqual([
      ['cli', null, 'role.grant', 'role: reviewer'],
      ['cli', null, 'role.grant', 'role: admin'],
      ['cli', null, 'role.revoke', 'role: admin'],
    ]);
  });
});
