// `npm run db:restore -- <file>`: loads a backup (npm run db:backup) into an EMPTY database: the
// embedded one under DATA_DIR, or DATABASE_URL's PostgreSQL. It refuses a database that is not
// empty and a DATA_DIR that a running server holds, before changing anything; the database is
// loaded in one transaction, so a failure leaves it as it was.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { lockDataDir, type DataDirLock } from '../db/lock';
import { extractArchive } from './archive';
import { runCli, seconds } from './cli';
import { appliedMigrations } from './dump';
import {
  DATABASE_SQL,
  MANIFEST,
  SECRET_KEY,
  UPLOADS,
  manifestSchema,
  type Manifest,
} from './format';
import { loadDatabase, requireEmpty } from './load';
import { connect, disconnect, inTransaction, type Connection } from './session';

const USAGE = 'Usage: npm run db:restore -- <backup.tar.gz>';

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function readManifest(staging: string): Promise<Manifest> {
  const path = join(staging, MANIFEST);
  const parsed = existsSync(path)
    ? manifestSchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
    : undefined;
  if (!parsed?.success || !existsSync(join(staging, DATABASE_SQL))) {
    throw new Error('This file is not a backup made by npm run db:backup. Nothing was changed.');
  }
  // Its migrations must be this code's first ones: a backup from a newer version is refused.
  appliedMigrations(parsed.data.migrations);
  return parsed.data;
}

await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  const archive = resolve(file);
  if (!existsSync(archive)) throw new Error(`${archive} does not exist.`);

  const config = loadConfig();
  const { dataDir } = config;
  const embedded = !config.databaseUrl;
  const started = performance.now();
  const uploadsDir = join(dataDir, UPLOADS);
  const keyFile = join(dataDir, SECRET_KEY);
  const pgliteDir = join(dataDir, 'db');
  let lock: DataDirLock | undefined;
  let connection: Connection | undefined;
  let createdDatabase = false;
  let staging: string | undefined;
  try {
    // Refusals first, before anything is written.
    if (embedded && existsSync(dataDir)) lock = lockDataDir(dataDir); // refuses a running server's
    if (config.databaseUrl) {
      connection = await connect({ url: config.databaseUrl });
    } else if (!isEmptyFolder(pgliteDir)) {
      connection = await connect({ pgliteDir });
    }
    if (connection) await inTransaction(connection, 'snapshot', requireEmpty);
    if (!isEmptyFolder(uploadsDir)) {
      throw new Error(
        `${uploadsDir} is not empty: restore into a fresh DATA_DIR. Nothing was changed.`,
      );
    }

    await mkdir(dataDir, { recursive: true });
    lock ??= embedded ? lockDataDir(dataDir) : undefined;
    staging = join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
    await mkdir(staging, { mode: 0o700 });
    await extractArchive(archive, staging);
    const manifest = await readManifest(staging);
    const key = manifest.secretKey
      ? readFileSync(join(staging, SECRET_KEY), 'utf8').trim()
      : undefined;
    if (embedded && key && existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() !== key) {
      throw new Error(
        `${keyFile} holds another key than the backup's: restore into a fresh DATA_DIR. Nothing was changed.`,
      );
    }

    if (!connection) {
      createdDatabase = true;
      connection = await connect({ pgliteDir });
    }
    const target = connection;
    await inTransaction(target, 'load', (session) =>
      loadDatabase(session, join(staging!, DATABASE_SQL), manifest),
    );
    // Fresh planner statistics (the embedded server analyzes at every start by itself).
    if (target.kind === 'postgres') await target.client.query('ANALYZE');

    if (existsSync(join(staging, UPLOADS))) {
      if (existsSync(uploadsDir)) await rmdir(uploadsDir);
      await rename(join(staging, UPLOADS), uploadsDir);
    }
    if (embedded && key) {
      await writeFile(keyFile, `${key}\n`, { mode: 0o600 });
      await chmod(keyFile, 0o600);
    }

    const where = embedded ? `the embedded database in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
    const uploads = manifest.uploads;
    console.log(
      `Restored ${archive} (taken ${manifest.createdAt}) into ${where} in ${seconds(started)}: ${manifest.members} members, ${!uploads ? 'no uploads (they were on S3)' : uploads.files ? `${uploads.files} upload files in ${uploadsDir}` : 'no uploads'}.`,
    );
    if (config.s3 && uploads?.files) {
      console.log(
        `This server keeps uploads on S3: copy the contents of ${uploadsDir} to the bucket ${config.s3.bucket} (same keys) before members need them.`,
      );
    }
    if (key && !embedded) {
      // Several instances share the database: each must be given this secret (sessions and
      // the encrypted background-check digits were made with it).
      console.log('Start every server on this database with this AUTH_SECRET (keep it secret):');
      console.log(`AUTH_SECRET=${key}`);
    } else if (key && config.authSecret && config.authSecret !== key) {
      console.log(
        `AUTH_SECRET is set and overrides the restored ${keyFile}: unset it, or sessions and the encrypted data will not be readable.`,
      );
    } else if (!key) {
      console.log(
        'The backup holds no secret.key (its server ran with AUTH_SECRET): give this server that same AUTH_SECRET.',
      );
    }
  } catch (error) {
    if (createdDatabase) {
      if (connection) await disconnect(connection).catch(() => undefined);
      connection = undefined;
      await rm(pgliteDir, { recursive: true, force: true });
    }
    throw error;
  } finally {
    if (connection) await disconnect(connection);
    if (staging) await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
});
