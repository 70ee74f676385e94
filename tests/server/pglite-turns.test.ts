import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '@server/db/client';

// PGlite runs statements on the event loop. Each waiting statement must start on a turn of its
// own, so sockets are read and the overload bounds count and refuse arrivals between any two
// statements (issue 25 §3); back to back, a burst of 200 requests went unanswered for 7–12 s.

describe('PGlite: one statement per turn of the event loop', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openPglite();
    await handle.ping();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lets the loop take a turn between queued statements and transactions', async () => {
    const client = handle.pglite!;
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const statements = 30;
    const answers = await Promise.all([
      ...Array.from({ length: statements }, (_, i) =>
        client.query<{ n: number }>(`select ${i} as n`),
      ),
      client.transaction(async (tx) => (await tx.query<{ n: number }>('select 99 as n')).rows),
    ]);
    counting = false;
    // Run back to back (in promise callbacks), the statements would have let the loop turn once
    // or twice; here it turns at least once per statement.
    expect(turns).toBeGreaterThanOrEqual(statements);
    expect(
      answers.slice(0, 3).map((answer) => ('rows' in answer ? answer.rows[0]?.n : -1)),
    ).toEqual([0, 1, 2]);
    expect(answers.at(-1)).toEqual([{ n: 99 }]);
  });

  it('keeps the queue going after a statement fails', async () => {
    const client = handle.pglite!;
    await expect(client.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    expect((await client.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });
});
