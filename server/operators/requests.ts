import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, watch } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Role } from '../contract';
import type { Repositories } from '../db/repositories';
import {
  applySuspensionLift,
  describeSuspensionLift,
  type SuspensionLiftOutcome,
} from './suspensionLift';
import {
  applySecondFactorReset,
  describeSecondFactorReset,
  type SecondFactorResetOutcome,
} from './secondFactorReset';

// Granting and removing an operator's role (`npm run operator`, operator-cli.ts), and how the
// command asks a running server to do it.
//
// The change itself (applyRoleCommand) is one transaction: the account's row locked, its role
// set, one audit entry by the command line (actor kind `cli`). The command runs it on
// PostgreSQL directly, and on an embedded database no server holds; the server runs the same
// function when asked. Every request reads the role afresh (server/http/route.ts), so the
// change holds from the member's next request. No HTTP path grants a role.
//
// The embedded database belongs to its server process alone (server/db/lock.ts), so while one
// runs the command asks it through files, as `npm run db:backup` does
// (server/backup/snapshot.ts): it writes DATA_DIR/operator-requests/<id>.request (JSON, written
// under another name and renamed, so the server never reads half of it); the server, watching
// that folder, applies it and answers <id>.done (the outcome, JSON) or <id>.error (the reason).
// Only someone who can write DATA_DIR can ask, and nothing listens on a port for it.

export const OPERATOR_REQUESTS_DIR = 'operator-requests';
const STALE_MS = 60 * 60_000;

export const OPERATOR_ROLES = ['reviewer', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const emailSchema = z.string().trim().toLowerCase().max(320).regex(z.regexes.email);

export const roleCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), email: emailSchema, role: z.enum(OPERATOR_ROLES) }),
  z.object({ action: z.literal('remove'), email: emailSchema }),
  // Not a role change either, asked the same way: lifts a suspension (suspensionLift.ts).
  z.object({ action: z.literal('lift'), email: emailSchema }),
  // Not a role change, but asked the same way: removes the operator's second factor.
  z.object({ action: z.literal('reset-2fa'), email: emailSchema }),
]);
export type RoleCommand = z.infer<typeof roleCommandSchema>;

export type RoleOutcome =
  | { result: 'unknown'; email: string }
  /** The role was set (from `previous`), and the entry written. */
  | { result: 'granted'; email: string; memberId: number; role: OperatorRole; previous: Role }
  | { result: 'revoked'; email: string; memberId: number; previous: OperatorRole }
  /** Nothing to do: `add` of the role held, `remove` from a member without one. */
  | { result: 'unchanged'; email: string; memberId: number; role: Role }
  | Exclude<SuspensionLiftOutcome, { result: 'unknown' }>
  | Exclude<SecondFactorResetOutcome, { result: 'unknown' }>;

/** What applying a command needs of the app: its transactions and its clock (AppContext). */
export interface RoleCommandContext {
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  now(): Date;
}

/** Applies a role change in one transaction; the command line and the server both run this. */
export function applyRoleCommand(
  ctx: RoleCommandContext,
  command: RoleCommand,
): Promise<RoleOutcome> {
  if (command.action === 'reset-2fa') return applySecondFactorReset(ctx, command.email);
  if (command.action === 'lift') return applySuspensionLift(ctx, command.email);
  return ctx.transaction(async (tx) => {
    const { email } = command;
    const account = await tx.operators.lockByEmail(email);
    if (!account) return { result: 'unknown', email };
    const role: Role = command.action === 'add' ? command.role : 'member';
    if (account.role === role) {
      return { result: 'unchanged', email, memberId: account.id, role };
    }
    await tx.operators.setRole(account.id, role);
    // A grant names the role given; a removal the role taken away.
    const named = role === 'member' ? account.role : role;
    await tx.audit.record({
      actor: { kind: 'cli', id: null, role: null },
      action: role === 'member' ? 'role.revoke' : 'role.grant',
      subject: { kind: 'member', id: account.id },
      memberId: account.id,
      note: `role: ${named}`,
      at: ctx.now(),
    });
    return role === 'member'
      ? { result: 'revoked', email, memberId: account.id, previous: account.role as OperatorRole }
      : { result: 'granted', email, memberId: account.id, role, previous: account.role };
  });
}

const withArticle = (role: Role) => (role === 'admin' ? 'an admin' : `a ${role}`);

/** The sentence the command prints, and whether it succeeded (an unknown e-mail fails). */
export function describeOutcome(outcome: RoleOutcome): { ok: boolean; message: string } {
  const next = 'It takes effect on their next request.';
  switch (outcome.result) {
    case 'lifted':
    case 'not-suspended':
      return describeSuspensionLift(outcome);
    case 'factor-reset':
    case 'no-factor':
      return describeSecondFactorReset(outcome);
    case 'unknown':
      return {
        ok: false,
        message: `No account with the e-mail ${outcome.email}. The person signs up first; then run this again.`,
      };
    case 'granted':
      return {
        ok: true,
        message: `${outcome.email} is now ${withArticle(outcome.role)} (was ${withArticle(outcome.previous)}). ${next}`,
      };
    case 'revoked':
      return {
        ok: true,
        message: `${outcome.email} is a member again (was ${withArticle(outcome.previous)}). ${next}`,
      };
    case 'unchanged':
      return {
        ok: true,
        message:
          outcome.role === 'member'
            ? `${outcome.email} is a member without an operator role: nothing to remove.`
            : `${outcome.email} is already ${withArticle(outcome.role)}: nothing changed.`,
      };
  }
}

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The server's side: answers role requests in DATA_DIR/operator-requests, one at a time, until
 * close(), which removes the folder. Left-overs of an earlier process are removed at start.
 */
export function serveOperatorRequests(
  dataDir: string,
  apply: (command: RoleCommand) => Promise<RoleOutcome>,
  log: Log,
): { close(): void } {
  const dir = join(dataDir, OPERATOR_REQUESTS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  const answerPending = async () => {
    for (const name of await readdir(dir)) {
      if (/\.(done|error)$/.test(name)) {
        // An answer nobody collected (the command was killed) goes after an hour.
        const path = join(dir, name);
        const age = await stat(path).then(
          ({ mtimeMs }) => Date.now() - mtimeMs,
          () => 0,
        );
        if (age > STALE_MS) await rm(path, { force: true });
        continue;
      }
      const id = /^([0-9a-f]{24})\.request$/.exec(name)?.[1];
      if (!id) continue;
      const taking = join(dir, `${id}.taking`);
      try {
        await rename(join(dir, name), taking);
      } catch {
        continue; // Withdrawn by the command meanwhile.
      }
      const answer = join(dir, `${id}.answer`);
      try {
        const command = roleCommandSchema.parse(JSON.parse(await readFile(taking, 'utf8')));
        const outcome = await apply(command);
        log.info(
          `operator: ${command.action} ${command.action === 'add' ? command.role : 'role'} from the command line: ${outcome.result}${'memberId' in outcome ? ` (member #${outcome.memberId})` : ''}`,
        );
        await writeFile(answer, JSON.stringify(outcome), { mode: 0o600 });
        await rename(answer, join(dir, `${id}.done`));
      } catch (error) {
        const reason =
          error instanceof z.ZodError
            ? 'the request is not a role change this server knows'
            : error instanceof Error
              ? error.message
              : String(error);
        log.error(`operator: a role request failed: ${reason}`);
        await writeFile(answer, reason, { mode: 0o600 })
          .then(() => rename(answer, join(dir, `${id}.error`)))
          .catch(() => undefined);
      } finally {
        await rm(taking, { force: true });
      }
    }
  };
  let queue = Promise.resolve();
  const answer = () => {
    queue = queue.then(answerPending).catch((error: unknown) => {
      log.error(`operator: reading ${dir} failed: ${String(error)}`);
    });
  };
  const watcher = watch(dir, { persistent: false }, answer);
  answer();
  return {
    close() {
      watcher.close();
      // Gone with the server: a command then finds nobody to ask (requestRoleCommand).
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command's side: asks the server `pid` holding `dataDir` to apply `command`. */
export async function requestRoleCommand(
  dataDir: string,
  pid: number,
  command: RoleCommand,
  { answerTimeoutMs = 15_000, applyTimeoutMs = 120_000 } = {},
): Promise<RoleOutcome> {
  const dir = join(dataDir, OPERATOR_REQUESTS_DIR);
  const server = `The server (PID ${pid}) that holds ${dataDir}`;
  if (!existsSync(dir)) {
    throw new Error(
      `The process (PID ${pid}) that holds ${dataDir} does not take role requests: another command (a backup, a restore, npm run operator) or a server from before npm run operator. Run the command again once it has finished, or restart the server with this version.`,
    );
  }
  const id = randomBytes(12).toString('hex');
  const file = (suffix: string) => join(dir, `${id}.${suffix}`);
  const dispose = async () => {
    for (const suffix of ['tmp', 'request', 'done', 'error']) {
      await rm(file(suffix), { force: true });
    }
  };
  // Written under another name, then renamed: the server never reads half a request.
  await writeFile(file('tmp'), JSON.stringify(command), { mode: 0o600 });
  await rename(file('tmp'), file('request'));
  const asked = Date.now();
  try {
    for (;;) {
      if (existsSync(file('done'))) {
        return JSON.parse(await readFile(file('done'), 'utf8')) as RoleOutcome;
      }
      if (existsSync(file('error'))) {
        throw new Error(
          `${server} could not change the role: ${await readFile(file('error'), 'utf8')}`,
        );
      }
      if (!alive(pid)) throw new Error(`${server} stopped before it answered.`);
      const waited = Date.now() - asked;
      // Not taken yet: withdrawn (dispose) so that it is not applied later.
      if (existsSync(file('request')) && waited > answerTimeoutMs) {
        throw new Error(
          `${server} did not take the request within ${answerTimeoutMs / 1000} s. Is it running this version? Restart it, or stop it and run the command again.`,
        );
      }
      if (waited > applyTimeoutMs) {
        throw new Error(
          `${server} took the request but did not answer within ${applyTimeoutMs / 1000} s: check the role before running the command again.`,
        );
      }
      await sleep(50);
    }
  } finally {
    await dispose();
  }
}
