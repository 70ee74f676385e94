import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// The backup and the restore talk to either database through one connection inside one
// transaction: PGlite has a single session anyway, and on PostgreSQL one connection is what a
// consistent snapshot (the dump) or an all-or-nothing load (the restore) needs.

/** One connection inside one transaction. */
export interface SqlSession {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements at once (the simple query protocol), no parameters. */
  exec(sql: string): Promise<void>;
}

export type Connection =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Client };

/** PGlite in `dir` (created when missing), or a PostgreSQL connection. */
export async function connect(
  target: { pgliteDir: string } | { url: string },
): Promise<Connection> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return { kind: 'postgres', client };
  }
  const client = new PGlite(target.pgliteDir);
  await client.waitReady;
  return { kind: 'pglite', client };
}

export const disconnect = (connection: Connection): Promise<void> =>
  connection.kind === 'pglite' ? connection.client.close() : connection.client.end();

/**
 * Runs `work` in one transaction: 'snapshot' is REPEATABLE READ, READ ONLY (every query sees
 * the same committed state, as pg_dump does), 'load' a plain one that commits only if `work`
 * succeeds.
 */
export async function inTransaction<T>(
  connection: Connection,
  mode: 'snapshot' | 'load',
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const isolation = 'ISOLATION LEVEL REPEATABLE READ, READ ONLY';
  if (connection.kind === 'pglite') {
    return connection.client.transaction(async (tx) => {
      if (mode === 'snapshot') await tx.exec(`SET TRANSACTION ${isolation}`);
      return work({
        query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        exec: async (sql) => {
          await tx.exec(sql);
        },
      });
    });
  }
  const { client } = connection;
  await client.query(mode === 'snapshot' ? `BEGIN ${isolation}` : 'BEGIN');
  try {
    const result = await work({
      query: async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
        (await client.query<R>(sql, params)).rows,
      exec: async (sql) => {
        await client.query(sql);
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
