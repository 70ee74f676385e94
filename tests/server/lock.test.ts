import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '@server/db/lock';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The PID of a process that has certainly exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the data folder lock', () => {
  it('holds the PID while taken and removes the file on release', () => {
    const dir = newFolder();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // Free again.
    lockDataDir(dir).release();
  });

  it('refuses a folder held by a live process, naming the folder and the PID', async () => {
    const dir = newFolder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${holder.pid}\n${hostname()}\n\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*PID ${holder.pid}`),
      );
    } finally {
      holder.kill();
    }
  });

  it('refuses to take the same folder twice in one process', () => {
    const dir = newFolder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = newFolder();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n${hostname()}\n\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose PID now belongs to a different, later process', () => {
    const dir = newFolder();
    // Our own PID with another start time: left by an earlier process that had this PID.
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n${hostname()}\n1\n`);
    lockDataDir(dir).release();
  });

  it('treats an unreadable lock file as stale', () => {
    const dir = newFolder();
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    lockDataDir(dir).release();
  });
});
