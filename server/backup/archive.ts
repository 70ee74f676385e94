import { createWriteStream, existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { DATABASE_SQL, MANIFEST, SECRET_KEY, UPLOADS } from './format';

/** Files and bytes under a folder (0 and 0 when it does not exist). */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes the archive: manifest.json and database.sql from `staging`, uploads/ and secret.key
 * from `dataDir` when asked. The file is readable by its owner only, and appears under its name
 * only once complete.
 */
export async function writeArchive(
  out: string,
  staging: string,
  dataDir: string,
  include: { uploads: boolean; secretKey: boolean },
): Promise<void> {
  // Paths are relative to DATA_DIR; the staging files are added by absolute path and renamed
  // to the archive's root as they are written.
  const stagingPrefix = `${staging.replace(/^\/+/, '')}/`;
  const paths = [join(staging, MANIFEST), join(staging, DATABASE_SQL)];
  if (include.uploads) paths.push(UPLOADS);
  if (include.secretKey) paths.push(SECRET_KEY);
  const partial = `${out}.partial`;
  let problem: Error | undefined;
  try {
    await pipeline(
      tar.c(
        {
          gzip: true,
          cwd: include.uploads || include.secretKey ? dataDir : staging,
          portable: true,
          onWriteEntry(entry) {
            if (entry.path.startsWith(stagingPrefix)) {
              entry.path = entry.path.slice(stagingPrefix.length);
            }
          },
          onwarn(code, message, data) {
            // An absolute path loses its leading slash, as intended above; an upload deleted
            // while the archive is written (a replaced avatar) is simply not in it.
            if (code === 'TAR_ENTRY_INFO') return;
            if (data?.code === 'ENOENT') return;
            problem ??= new Error(`Writing the archive failed: ${code}: ${String(message)}`);
          },
        },
        paths,
      ),
      createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    );
    if (problem) throw problem;
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks an archive into `dir`: regular files and folders only, never outside `dir` (node-tar
 * refuses absolute and `..` paths).
 */
export async function extractArchive(file: string, dir: string): Promise<void> {
  await tar.x({
    file,
    cwd: dir,
    strict: true,
    filter: (_path, entry) =>
      'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
  });
}
