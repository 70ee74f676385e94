// `npm run operator -- add <email> [--role reviewer|admin]` and `npm run operator -- remove
// <email>`: grants an operator's role to an existing account (reviewer by default) or takes it
// away, audited as done by the command line; `npm run operator -- reset-2fa <email>` removes
// the operator's second factor (secondFactorReset.ts), audited the same way. On DATABASE_URL's
// PostgreSQL directly; on the embedded database under DATA_DIR through the server that holds
// it, or by itself when none runs (requests.ts). Exit 0 when done or when nothing needed doing; 1 for an unknown e-mail or
// anything that failed, with one sentence on stderr.
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCli } from '../backup/cli';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { createRepositories } from '../db/repositories';
import {
  applyRoleCommand,
  describeOutcome,
  OPERATOR_ROLES,
  requestRoleCommand,
  roleCommandSchema,
  type RoleCommand,
  type RoleOutcome,
} from './requests';

const USAGE = [
  'Usage: npm run operator -- add <email> [--role reviewer|admin]   (reviewer by default)',
  '       npm run operator -- remove <email>                        (back to member)',
  '       npm run operator -- lift <email>                          (lifts a suspension)',
  '       npm run operator -- reset-2fa <email>                     (set up the second factor again)',
].join('\n');

/** The command asked for; null for --help. */
function parseCommand(args: string[]): RoleCommand | null {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [action, email, ...extra] = positionals;
  if (values.help) return null;
  if (!action || !email || extra.length) throw new Error(USAGE);
  if (action !== 'add' && action !== 'remove' && action !== 'reset-2fa')
    throw new Error(`Unknown action "${action}".\n${USAGE}`);
  if (action === 'remove' && values.role !== undefined) {
    throw new Error(
      `remove takes no --role: it takes away whichever role the account has.\n${USAGE}`,
    );
  }
  if (action === 'reset-2fa' && values.role !== undefined) {
    throw new Error(`reset-2fa takes no --role: the role stays as it is.\n${USAGE}`);
  }
  const role = values.role ?? 'reviewer';
  if (!(OPERATOR_ROLES as readonly string[]).includes(role)) {
    throw new Error(`--role is reviewer or admin, not "${role}".`);
  }
  const command = roleCommandSchema.safeParse(
    action === 'add' ? { action, email, role } : { action, email },
  );
  if (!command.success) throw new Error(`"${email}" is not an e-mail address.`);
  return command.data;
}

/** Opens the database, brings its schema to this version, applies, closes. */
async function applyOn(handle: DatabaseHandle, command: RoleCommand): Promise<RoleOutcome> {
  try {
    await handle.exclusive(() => handle.migrate());
    const { transaction } = createRepositories(handle.db);
    return await applyRoleCommand({ transaction, now: () => new Date() }, command);
  } finally {
    await handle.close();
  }
}

async function run(command: RoleCommand): Promise<RoleOutcome> {
  const config = loadConfig();
  // Two connections: exclusive() holds one (the advisory lock) while the migrations use the other.
  if (config.databaseUrl) return applyOn(openPostgres(config.databaseUrl, 2), command);

  const { dataDir } = config;
  if (!existsSync(join(dataDir, 'db'))) {
    throw new Error(
      `There is no embedded database in ${dataDir} (DATA_DIR): start the server once and sign the account up first, or set DATABASE_URL.`,
    );
  }
  let lock;
  try {
    // No server runs: hold the folder while changing it, so none starts meanwhile.
    lock = lockDataDir(dataDir);
  } catch (error) {
    // A server on another machine (a shared folder) cannot be asked.
    if (!(error instanceof DataDirLockedError) || error.host !== hostname()) throw error;
    return requestRoleCommand(dataDir, error.pid, command);
  }
  try {
    return await applyOn(openPglite(join(dataDir, 'db')), command);
  } finally {
    lock.release();
  }
}

/** `lift <email>` (issue 38): lifts a suspension, audited by the command line; else null. */
function parseLift(args: string[]): RoleCommand | null {
  if (args[0] !== 'lift') return null;
  const [, email, ...extra] = args;
  if (!email || extra.length) {
    throw new Error('Usage: npm run operator -- lift <email>   (lifts a suspension)');
  }
  const command = roleCommandSchema.safeParse({ action: 'lift', email });
  if (!command.success) throw new Error(`"${email}" is not an e-mail address.`);
  return command.data;
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const command = parseLift(args) ?? parseCommand(args);
  if (!command) return console.log(USAGE);
  const { ok, message } = describeOutcome(await run(command));
  if (!ok) throw new Error(message);
  console.log(message);
});
