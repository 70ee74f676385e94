import type { SqlSession } from './session';

// What the dump and the restore read from PostgreSQL's catalog: the application's tables (every
// schema but the system ones: public and drizzle here), their columns, keys and sequences.

/**
 * Relations outside the system schemas (pg_catalog, information_schema, pg_toast, …) and the job
 * runner's (pgboss: its queue is work in flight, its schedules are made again at start): every
 * table the migrations make, those of issue 38 too. The completeness test of a member's data
 * (server/members/dataMap.ts) reads the same tables.
 */
export const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pgboss') AND n.nspname NOT LIKE 'pg\\_%'`;

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** "schema"."table", as the manifest and the SQL name a table. */
export const qualified = (schema: string, name: string): string =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

export interface TableInfo {
  schema: string;
  name: string;
  /** Stored columns (generated ones are computed again on load), in table order. */
  columns: string[];
  primaryKey: string[];
  /** Tables this one references, itself excluded. */
  references: string[];
}

/** How many tables, views and sequences the database has outside the system schemas. */
export async function userRelationCount(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${USER_SCHEMAS}`,
  );
  return row?.n ?? 0;
}

export async function listTables(session: SqlSession): Promise<TableInfo[]> {
  const tables = await session.query<{ oid: number; schema: string; name: string }>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
       FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${USER_SCHEMAS}
      ORDER BY n.nspname, c.relname`,
  );
  const columns = await session.query<{ table: number; name: string }>(
    `SELECT a.attrelid::int AS "table", a.attname AS name FROM pg_catalog.pg_attribute a
      WHERE a.attrelid = ANY($1::int[]) AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY a.attrelid, a.attnum`,
    [tables.map((t) => t.oid)],
  );
  const keys = await session.query<{ table: number; name: string }>(
    `SELECT i.indrelid::int AS "table", a.attname AS name
       FROM pg_catalog.pg_index i
       CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indisprimary AND i.indrelid = ANY($1::int[])
      ORDER BY i.indrelid, k.position`,
    [tables.map((t) => t.oid)],
  );
  const foreign = await session.query<{ table: number; referenced: number }>(
    `SELECT DISTINCT conrelid::int AS "table", confrelid::int AS referenced
       FROM pg_catalog.pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::int[])`,
    [tables.map((t) => t.oid)],
  );
  const byOid = new Map(tables.map((t) => [t.oid, qualified(t.schema, t.name)]));
  return tables.map((t) => ({
    schema: t.schema,
    name: t.name,
    columns: columns.filter((c) => c.table === t.oid).map((c) => c.name),
    primaryKey: keys.filter((k) => k.table === t.oid).map((k) => k.name),
    references: foreign
      .filter((f) => f.table === t.oid && f.referenced !== t.oid)
      .map((f) => byOid.get(f.referenced))
      .filter((name): name is string => name !== undefined),
  }));
}

/**
 * The tables in an order that loads: each after the tables it references. A table that
 * references itself (a refresh token's parent) is loaded in primary-key order, parents first.
 */
export function loadOrder(tables: TableInfo[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = [...tables];
  while (pending.length) {
    const ready = pending.filter((t) => t.references.every((name) => placed.has(name)));
    if (!ready.length) {
      const names = pending.map((t) => qualified(t.schema, t.name)).join(', ');
      throw new Error(`Foreign keys form a cycle between ${names}: no load order exists.`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(qualified(table.schema, table.name));
    }
    pending = pending.filter((t) => !ready.includes(t));
  }
  return ordered;
}

export async function countRows(session: SqlSession, table: string): Promise<number> {
  const [row] = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

export interface SequenceState {
  name: string;
  /** null: never used (the next value is the start). */
  lastValue: string | null;
  startValue: string;
}

export async function listSequences(session: SqlSession): Promise<SequenceState[]> {
  const rows = await session.query<{
    schema: string;
    name: string;
    last: string | null;
    start: string;
  }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS last,
            start_value::text AS start
       FROM pg_catalog.pg_sequences
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
      ORDER BY schemaname, sequencename`,
  );
  return rows.map((r) => ({
    name: qualified(r.schema, r.name),
    lastValue: r.last,
    startValue: r.start,
  }));
}
