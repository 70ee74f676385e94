import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsDir } from '../paths';
import {
  listSequences,
  listTables,
  loadOrder,
  qualified,
  quoteIdent,
  type TableInfo,
} from './catalog';
import { STATEMENT_BREAK } from './format';
import type { SqlSession } from './session';

// The whole database as SQL, read through the driver in one REPEATABLE READ transaction, the
// same on PGlite and PostgreSQL, so neither needs pg_dump on the machine:
// 1. the schema: the committed migrations the database has applied (it was built by them and
//    nothing else), and drizzle's table that records them;
// 2. every row of every table, each table after the ones it references, as multi-row INSERTs;
// 3. each sequence set where it stood, so new ids continue after the restored ones.

const ROWS_PER_INSERT = 500;

/** drizzle's bookkeeping table, created as its migrator creates it. */
const MIGRATIONS_TABLE = `CREATE SCHEMA IF NOT EXISTS "drizzle";
CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
	id SERIAL PRIMARY KEY,
	hash text NOT NULL,
	created_at bigint
);`;

export const codeMigrations = (): MigrationMeta[] =>
  readMigrationFiles({ migrationsFolder: migrationsDir });

/**
 * The code's migrations that `applied` (hashes, in order) names: they must be the code's first
 * ones, in order. A database migrated by a newer version, or by other migrations, is refused.
 */
export function appliedMigrations(applied: string[]): MigrationMeta[] {
  const known = codeMigrations();
  const mismatch = applied.findIndex((hash, i) => known[i]?.hash !== hash);
  if (mismatch >= 0) {
    throw new Error(
      applied.length > known.length
        ? `The database has ${applied.length} migrations applied and this code knows ${known.length}: it was migrated by a newer version. Use that version.`
        : `Migration ${mismatch + 1} of the database differs from this code's (server/db/migrations): use the version that migrated it.`,
    );
  }
  return known.slice(0, applied.length);
}

/**
 * A column's value as an SQL literal, written by PostgreSQL itself from the type's text form:
 * NULL, or E'…' with backslashes, quotes and line breaks escaped, so a value never spans lines.
 */
const literal = (column: string): string => {
  const c = quoteIdent(column);
  return `CASE WHEN ${c} IS NULL THEN 'NULL' ELSE 'E''' || replace(replace(replace(replace(${c}::text, '\\', '\\\\'), '''', ''''''), chr(10), '\\n'), chr(13), '\\r') || '''' END`;
};

async function dumpRows(
  session: SqlSession,
  table: TableInfo,
  write: (text: string) => Promise<void>,
): Promise<number> {
  const name = qualified(table.schema, table.name);
  const tuple = table.columns.map(literal).join(` || ',' || `);
  const order = table.primaryKey.length
    ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}`
    : '';
  const insert = `INSERT INTO ${name} (${table.columns.map(quoteIdent).join(', ')}) VALUES\n`;
  await session.exec(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT '(' || ${tuple} || ')' AS row FROM ${name}${order}`,
  );
  let total = 0;
  for (;;) {
    const rows = await session.query<{ row: string }>(`FETCH ${ROWS_PER_INSERT} FROM backup_rows`);
    if (!rows.length) break;
    total += rows.length;
    await write(`${insert}${rows.map((r) => r.row).join(',\n')};\n${STATEMENT_BREAK}\n`);
  }
  await session.exec('CLOSE backup_rows');
  return total;
}

export interface DumpSummary {
  migrations: string[];
  tables: Record<string, number>;
  members: number;
}

/** Writes database.sql through `write`, inside the caller's snapshot transaction. */
export async function dumpDatabase(
  session: SqlSession,
  write: (text: string) => Promise<void>,
): Promise<DumpSummary> {
  // Text forms that read back the same anywhere: UTC times, exact floats, hex bytea.
  await session.exec(
    `SET LOCAL standard_conforming_strings = on; SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 3; SET LOCAL bytea_output = 'hex';`,
  );
  const [registry] = await session.query<{ present: boolean }>(
    `SELECT to_regclass('"drizzle"."__drizzle_migrations"') IS NOT NULL AS present`,
  );
  if (!registry?.present) {
    throw new Error(
      'The database has no schema yet: start the server once, or there is nothing to back up.',
    );
  }
  const applied = await session.query<{ hash: string }>(
    'SELECT hash FROM "drizzle"."__drizzle_migrations" ORDER BY id',
  );
  const migrations = appliedMigrations(applied.map((m) => m.hash));

  await write(
    `-- Guildhall backup: the whole database as SQL. Load it into an EMPTY database with\n` +
      `-- npm run db:restore (or psql --single-transaction -v ON_ERROR_STOP=1 -f database.sql).\n` +
      `SET client_encoding = 'UTF8';\n${STATEMENT_BREAK}\n${MIGRATIONS_TABLE}\n${STATEMENT_BREAK}\n`,
  );
  for (const [i, migration] of migrations.entries()) {
    await write(`-- Migration ${i + 1} (${migration.hash})\n`);
    for (const statement of migration.sql.map((s) => s.trim()).filter(Boolean)) {
      await write(`${statement}${statement.endsWith(';') ? '' : ';'}\n${STATEMENT_BREAK}\n`);
    }
  }

  const tables: Record<string, number> = {};
  for (const table of loadOrder(await listTables(session))) {
    const name = qualified(table.schema, table.name);
    await write(`-- Data: ${name}\n`);
    tables[name] = await dumpRows(session, table, write);
  }
  // Read last: a sequence only moves forward, so it stands at or past every id dumped above.
  await write('-- Sequences\n');
  for (const sequence of await listSequences(session)) {
    const [value, called] =
      sequence.lastValue === null ? [sequence.startValue, false] : [sequence.lastValue, true];
    await write(
      `SELECT pg_catalog.setval('${sequence.name.replaceAll("'", "''")}', ${value}, ${called});\n`,
    );
  }
  await write(`${STATEMENT_BREAK}\n`);
  const members = tables[qualified('public', 'users')] ?? 0;
  return { migrations: applied.map((m) => m.hash), tables, members };
}
