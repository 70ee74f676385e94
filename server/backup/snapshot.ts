import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, watch } from 'node:fs';
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// A backup of the embedded database while the server runs.
//
// PGlite is one process's database: the running server holds DATA_DIR (server/db/lock.ts), and
// a second process must not open the same files, not even to read (opening runs recovery and
// writes). Copying the folder from outside is not safe either: the server may be writing, and
// committed work may still sit in PostgreSQL's buffers. So the server takes the copy itself:
// with PGlite's transaction lock held (no transaction open, no query running), it checkpoints
// (everything committed is then in the files) and copies its folder, which then holds exactly
// the committed state. Requests wait meanwhile; the copy takes well under a second for 10,000
// members (docs/performance.md, "Backups"). The backup command then opens the copy with its own
// PGlite, reads it out as SQL and deletes it.
//
// The command asks through files, not a network route: it writes
// DATA_DIR/backup-requests/<id>.request; the server, watching that folder, answers with the copy
// in <id>.db (or the reason in <id>.error). Only someone who can write DATA_DIR can ask, and
// nothing listens on a port for it.

export const REQUESTS_DIR = 'backup-requests';
const STALE_MS = 60 * 60_000;

/** PGlite's side: checkpoint and copy its folder at a quiet moment. */
export async function snapshotPglite(
  client: PGlite,
  dataDir: string,
  target: string,
): Promise<void> {
  // A first checkpoint while requests go on leaves little for the one under the lock.
  await client.exec('CHECKPOINT');
  // transaction() holds the lock that every query and transaction takes: nothing else runs
  // until the copy is done. Its BEGIN assigns no transaction id and writes nothing.
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    await cp(dataDir, target, {
      recursive: true,
      // The running process's own marker, meaningless in a copy.
      filter: (source) => basename(source) !== 'postmaster.pid',
    });
  });
}

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The server's side: answers backup requests in DATA_DIR/backup-requests, one at a time, until
 * close(). Left-overs of an earlier process (a copy nobody collected) are removed at start.
 */
export function serveSnapshots(
  dataDir: string,
  snapshot: (target: string) => Promise<void>,
  log: Log,
): { close(): void } {
  const dir = join(dataDir, REQUESTS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  const answerPending = async () => {
    for (const name of await readdir(dir)) {
      if (/\.(db|error)$/.test(name)) {
        // A copy nobody collected (the command was killed) goes after an hour.
        const path = join(dir, name);
        const age = await stat(path).then(
          ({ mtimeMs }) => Date.now() - mtimeMs,
          () => 0,
        );
        if (age > STALE_MS) await rm(path, { recursive: true, force: true });
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
      const started = performance.now();
      try {
        await snapshot(join(dir, `${id}.partial`));
        await rename(join(dir, `${id}.partial`), join(dir, `${id}.db`));
        log.info(
          `backup: database copied for a backup in ${Math.round(performance.now() - started)} ms`,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(`backup: copying the database failed: ${reason}`);
        await writeFile(join(dir, `${id}.error`), reason).catch(() => undefined);
      } finally {
        await rm(taking, { force: true });
      }
    }
  };
  let queue = Promise.resolve();
  const answer = () => {
    queue = queue.then(answerPending).catch((error: unknown) => {
      log.error(`backup: reading ${dir} failed: ${String(error)}`);
    });
  };
  const watcher = watch(dir, { persistent: false }, answer);
  answer();
  return { close: () => watcher.close() };
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

/**
 * The command's side: asks the server `pid` holding `dataDir` for a copy of its database and
 * resolves with the copy's folder once taken; dispose() deletes it.
 */
export async function requestSnapshot(
  dataDir: string,
  pid: number,
  { answerTimeoutMs = 15_000, copyTimeoutMs = 30 * 60_000 } = {},
): Promise<{ path: string; dispose(): Promise<void> }> {
  const dir = join(dataDir, REQUESTS_DIR);
  const server = `The server (PID ${pid}) that holds ${dataDir}`;
  if (!existsSync(dir)) {
    throw new Error(
      `${server} does not take backup requests: it runs a version from before npm run db:backup. Restart it with this version, or stop it and run the backup again.`,
    );
  }
  const id = randomBytes(12).toString('hex');
  const file = (suffix: string) => join(dir, `${id}.${suffix}`);
  const dispose = async () => {
    for (const suffix of ['tmp', 'request', 'partial', 'db', 'error']) {
      await rm(file(suffix), { recursive: true, force: true });
    }
  };
  // Written under another name, then renamed: the server never reads half a request.
  await writeFile(file('tmp'), `${process.pid}\n`, { mode: 0o600 });
  await rename(file('tmp'), file('request'));
  const asked = Date.now();
  try {
    for (;;) {
      if (existsSync(file('db'))) return { path: file('db'), dispose };
      if (existsSync(file('error'))) {
        throw new Error(
          `${server} could not copy its database: ${await readFile(file('error'), 'utf8')}`,
        );
      }
      const waited = Date.now() - asked;
      if (!alive(pid)) throw new Error(`${server} stopped while copying its database.`);
      if (existsSync(file('request')) && waited > answerTimeoutMs) {
        throw new Error(
          `${server} did not answer the backup request within ${answerTimeoutMs / 1000} s. Is it running this version? Restart it, or stop it and run the backup again.`,
        );
      }
      if (waited > copyTimeoutMs) throw new Error(`${server} did not finish copying its database.`);
      await sleep(100);
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}
