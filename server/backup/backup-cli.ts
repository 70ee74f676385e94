// `npm run db:backup -- --out <file>`: one .tar.gz holding the whole database as SQL, the
// uploads folder and the generated key (server/backup/format.ts). The database is DATABASE_URL's
// PostgreSQL, or the embedded one under DATA_DIR, whether its server runs or not.
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/lock';
import { folderSize, writeArchive } from './archive';
import { formatBytes, runCli, seconds } from './cli';
import { dumpDatabase, type DumpSummary } from './dump';
import { DATABASE_SQL, MANIFEST, SECRET_KEY, UPLOADS, type Manifest } from './format';
import { connect, disconnect, inTransaction } from './session';
import { requestSnapshot } from './snapshot';

const USAGE = 'Usage: npm run db:backup -- --out <file.tar.gz>';

/** Dumps the database at `target` into `sqlFile`. */
async function dumpTo(
  target: Parameters<typeof connect>[0],
  sqlFile: string,
): Promise<DumpSummary> {
  const out = createWriteStream(sqlFile, { mode: 0o600 });
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((done) => out.once('drain', () => done()));
  };
  const connection = await connect(target);
  try {
    return await inTransaction(connection, 'snapshot', (session) => dumpDatabase(session, write));
  } finally {
    out.end();
    await finished(out);
    await disconnect(connection);
  }
}

await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error(USAGE);
  const out = resolve(values.out);
  if (existsSync(out)) throw new Error(`${out} already exists: choose another name.`);
  if (!existsSync(dirname(out))) throw new Error(`The folder ${dirname(out)} does not exist.`);

  const config = loadConfig();
  const { dataDir } = config;
  const started = performance.now();
  const staging = await mkdtemp(join(tmpdir(), 'guildhall-backup-'));
  let lock: DataDirLock | undefined;
  try {
    const sqlFile = join(staging, DATABASE_SQL);
    let summary: DumpSummary;
    if (config.databaseUrl) {
      summary = await dumpTo({ url: config.databaseUrl }, sqlFile);
    } else {
      if (!existsSync(join(dataDir, 'db'))) {
        throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
      }
      let server: DataDirLockedError | undefined;
      try {
        // No server runs: hold the folder while reading it, so none starts meanwhile.
        lock = lockDataDir(dataDir);
      } catch (error) {
        // A server on another machine (a shared folder) cannot be asked.
        if (!(error instanceof DataDirLockedError) || error.host !== hostname()) throw error;
        server = error;
      }
      if (server) {
        // The running server copies its database at a quiet moment (see snapshot.ts).
        const copy = await requestSnapshot(dataDir, server.pid);
        try {
          summary = await dumpTo({ pgliteDir: copy.path }, sqlFile);
        } finally {
          await copy.dispose();
        }
      } else {
        summary = await dumpTo({ pgliteDir: join(dataDir, 'db') }, sqlFile);
      }
    }

    // Uploads on S3 are not in DATA_DIR: the bucket is backed up with the provider's tools.
    const uploads = config.s3 ? null : await folderSize(join(dataDir, UPLOADS));
    // The key in use: DATA_DIR/secret.key unless AUTH_SECRET overrides it.
    const secretKey = !config.authSecret && existsSync(join(dataDir, SECRET_KEY));
    const manifest: Manifest = {
      format: 'guildhall-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      source: config.databaseUrl ? 'postgres' : 'pglite',
      ...summary,
      uploads,
      secretKey,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await writeArchive(out, staging, dataDir, {
      uploads: Boolean(uploads?.files),
      secretKey,
    });

    const size = formatBytes(statSync(out).size);
    console.log(
      `Backup written to ${out} (${size}, ${seconds(started)}): ${manifest.members} members, ${!uploads ? 'uploads on S3 (not in the file: back the bucket up with your provider)' : `${uploads.files} upload files`}.`,
    );
    if (secretKey) {
      console.log('It holds the server key (secret.key): keep it as safe as the database itself.');
    } else if (config.authSecret) {
      console.log('The server runs with AUTH_SECRET: the restored data needs that same value.');
    }
  } finally {
    lock?.release();
    await rm(staging, { recursive: true, force: true });
  }
});
