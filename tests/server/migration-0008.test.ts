import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { migrationsDir } from '@server/paths';
import { seedDemo } from '@server/seed/seed';

// Issue 24: migration 0008 (credentials and testimonial provenance) keeps every existing
// certification and testimonial with its values, on a copy of the demo data.
//
// The demo seed writes through today's schema, whose inserts name 0008's columns too, so it
// cannot run on a database at 0007. So the demo community is seeded on a current database, its
// rows are copied (the columns 0007 has) into a database migrated up to 0007 only, and 0008 is
// then applied there as it would be on a running installation.

const TARGET = '0008_credentials';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}
type Row = Record<string, unknown>;

const drizzleOf = (handle: DatabaseHandle) => handle.db as unknown as PgliteDatabase;

/** A copy of the migrations folder whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const journal = JSON.parse(
    await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag} in the journal`);
  const dir = await mkdtemp(join(tmpdir(), 'guildhall-migrations-'));
  await mkdir(join(dir, 'meta'));
  const entries = journal.entries.slice(0, stop);
  for (const entry of entries) {
    await copyFile(join(migrationsDir, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  }
  await writeFile(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function rowsOf(handle: DatabaseHandle, query: string, params: unknown[] = []) {
  return (await handle.pglite!.query<Row>(query, params)).rows;
}

/** The columns of a table, as the database has them now (in their order). */
async function columnsOf(handle: DatabaseHandle, table: string): Promise<string[]> {
  const rows = await rowsOf(
    handle,
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => String(row.column_name));
}

/**
 * What to insert for each column: the value, or where 0007 requires one that today's data may
 * leave out (0008 made `users.time_zone` nullable), the default 0007 would have stored.
 */
async function copiedValues(handle: DatabaseHandle, table: string): Promise<string[]> {
  const rows = await rowsOf(
    handle,
    `select column_name, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map(({ column_name: column, is_nullable: nullable, column_default: fallback }) =>
    nullable === 'NO' && fallback !== null
      ? `coalesce("${String(column)}", ${String(fallback)})`
      : `"${String(column)}"`,
  );
}

/** Every row of `table` as JSON values, by id. */
async function jsonRows(handle: DatabaseHandle, table: string): Promise<Row[]> {
  const rows = await rowsOf(handle, `select to_jsonb(t) as row from "${table}" t order by t.id`);
  return rows.map((row) => row.row as Row);
}

const pick = (row: Row, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]]));

describe('migration 0008 on a copy of the demo data', { timeout: 180_000 }, () => {
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  let before: string;
  const columnsAt0007: Record<string, string[]> = {};

  beforeAll(async () => {
    source = openPglite();
    await source.migrate();
    // The password hash is never checked here: any text stands in for it.
    await source.db.transaction((tx) =>
      seedDemo(tx, 'not-a-hash', { sealSsn: (digits) => `sealed:${digits}` }),
    );

    before = await migrationsBefore(TARGET);
    target = openPglite();
    await migrate(drizzleOf(target), { migrationsFolder: before });
    for (const table of ['certifications', 'testimonials']) {
      columnsAt0007[table] = await columnsOf(target, table);
    }

    // Every table 0007 has, copied row for row (foreign keys and triggers paused for the copy).
    const tables = await rowsOf(
      target,
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    await target.pglite!.exec('set session_replication_role = replica');
    for (const { table_name: name } of tables) {
      const table = String(name);
      const columns = (await columnsOf(target, table)).map((column) => `"${column}"`).join(', ');
      const values = (await copiedValues(target, table)).join(', ');
      const [{ rows }] = (await rowsOf(
        source,
        `select coalesce(json_agg(t), '[]'::json) as rows from "${table}" t`,
      )) as [{ rows: Row[] }];
      if (rows.length === 0) continue;
      await target.pglite!.query(
        `insert into "${table}" (${columns}) overriding system value
         select ${values} from json_populate_recordset(null::"${table}", $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    await target.pglite!.exec('set session_replication_role = origin');
    // Now 0008, as `npm start` applies it.
    await target.migrate();
  });

  afterAll(async () => {
    await source?.close();
    await target?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('stopped at 0007 before, and applied exactly 0008 on top', async () => {
    expect(columnsAt0007.testimonials).not.toContain('relationship');
    expect(columnsAt0007.certifications).not.toContain('verification_state');
    const [applied] = await rowsOf(
      target,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    expect(applied!.n).toBe(journal.entries.length);
    expect(await columnsOf(target, 'testimonials')).toEqual(
      expect.arrayContaining(['relationship', 'period_from', 'paid', 'confirmed_at']),
    );
  });

  it.each(['certifications', 'testimonials'])(
    'keeps every %s row with its values',
    async (table) => {
      const seeded = await jsonRows(source, table);
      const migrated = await jsonRows(target, table);
      // The demo community has some of each, so the comparison is not empty.
      expect(seeded.length).toBeGreaterThan(10);
      expect(migrated).toHaveLength(seeded.length);
      const columns = columnsAt0007[table]!;
      expect(migrated.map((row) => pick(row, columns))).toEqual(
        seeded.map((row) => pick(row, columns)),
      );
    },
  );

  it('gives existing testimonials no provenance (they were written before it)', async () => {
    const migrated = await jsonRows(target, 'testimonials');
    expect(migrated.some((row) => row.status === 'published')).toBe(true);
    for (const row of migrated) {
      expect(row).toMatchObject({
        requested_relationship: null,
        relationship: null,
        period_from: null,
        period_to: null,
        paid: null,
        conflict: null,
        confirmed_at: null,
      });
    }
  });

  it('gives existing certifications a kind and a verification state', async () => {
    for (const row of await jsonRows(target, 'certifications')) {
      expect(typeof row.kind).toBe('string');
      expect(typeof row.verification_state).toBe('string');
    }
  });
});
