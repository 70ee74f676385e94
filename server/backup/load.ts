import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { countRows, userRelationCount } from './catalog';
import { STATEMENT_BREAK, type Manifest } from './format';
import type { SqlSession } from './session';

// Loads database.sql into an empty database inside the caller's transaction, a batch of
// statement groups at a time, then checks every table holds the rows the manifest counted.

const BATCH_CHARS = 2_000_000;

export class NotEmptyError extends Error {
  constructor(relations: number) {
    super(
      `The target database is not empty (${relations} tables, views or sequences): a backup is restored into an empty database only. Nothing was changed.`,
    );
    this.name = 'NotEmptyError';
  }
}

export async function requireEmpty(session: SqlSession): Promise<void> {
  const relations = await userRelationCount(session);
  if (relations > 0) throw new NotEmptyError(relations);
}

export async function loadDatabase(
  session: SqlSession,
  sqlFile: string,
  manifest: Manifest,
): Promise<void> {
  await requireEmpty(session);
  let batch: string[] = [];
  let size = 0;
  const lines = createInterface({ input: createReadStream(sqlFile, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line !== STATEMENT_BREAK) {
      batch.push(line);
      size += line.length + 1;
      continue;
    }
    if (size < BATCH_CHARS) continue;
    await session.exec(batch.join('\n'));
    batch = [];
    size = 0;
  }
  if (batch.some((line) => line.trim())) await session.exec(batch.join('\n'));

  for (const [table, expected] of Object.entries(manifest.tables)) {
    const found = await countRows(session, table);
    if (found !== expected) {
      throw new Error(
        `${table} holds ${found} rows after the load, the backup counted ${expected}: the file is damaged. Nothing was changed.`,
      );
    }
  }
}
