import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// PGlite is one process's database: a second server on the same folder would open the same
// files and silently lose writes. The lock is a file holding the owner's PID, created
// atomically; a file whose process is gone (a crash, a kill -9) is stale and taken over.

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly host: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process (PID ${pid}${host === hostname() ? '' : ` on ${host}`}). ` +
        'Stop that process first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  /** When the process started (Linux); tells a reused PID from the owner. */
  started: string;
}

/** The start time of a process, from /proc (Linux); '' where it cannot be read. */
function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Lock files this process holds: opening the same folder twice in one process is refused too. */
const heldHere = new Set<string>();

function isAlive(owner: Owner, path: string): boolean {
  if (!owner.pid) return false;
  // Another machine's PID (a shared folder) cannot be checked: it counts as held.
  if (owner.host !== hostname()) return true;
  // Our own PID in a lock we did not take: left by an earlier process that had this PID.
  if (owner.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A container restarted on a kept volume can hand the old PID to another process.
  const started = processStart(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function readOwner(path: string): Owner | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pid = '', host = '', started = ''] = text.split('\n');
  // Half-written or foreign content: nobody can own it, so it is stale.
  return { pid: Number(pid) || 0, host: host || hostname(), started };
}

/** Creates the lock file atomically: written under a private name, then hard-linked in place. */
function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.${Date.now()}`;
  const fd = openSync(draft, 'wx');
  try {
    writeSync(fd, `${process.pid}\n${hostname()}\n${processStart(process.pid)}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError naming the PID that
 * holds it. Synchronous: it runs once, before the database opens.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) {
      heldHere.add(path);
      return {
        path,
        release() {
          if (!heldHere.delete(path)) return;
          if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    }
    const owner = readOwner(path);
    if (!owner) continue;
    if (isAlive(owner, path)) throw new DataDirLockedError(dataDir, owner.pid, owner.host);
    // Stale. Two servers may find it stale at once: each moves it aside under its own name,
    // and only the one that moved the stale file (not a fresh lock) goes on to create.
    const aside = `${path}.stale.${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && moved.pid !== owner.pid) {
      // We moved another server's fresh lock: put it back and report it.
      try {
        linkSync(aside, path);
      } finally {
        rmSync(aside, { force: true });
      }
      throw new DataDirLockedError(dataDir, moved.pid, moved.host);
    }
    rmSync(aside, { force: true });
  }
  const owner = readOwner(path);
  throw new DataDirLockedError(dataDir, owner?.pid ?? 0, owner?.host ?? hostname());
}
