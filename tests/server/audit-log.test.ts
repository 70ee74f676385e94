import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeServer } from './suite';

// The audit log is append-only (docs/architecture.md "Operators and vetting"): no endpoint
// edits or deletes an entry, and the database itself refuses UPDATE, DELETE and TRUNCATE
// (migration 0005's triggers), on PGlite and PostgreSQL alike.

/** The database's own message (drizzle wraps it as the cause of a "Failed query" error). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = (await work.then(
    () => null,
    (caught: unknown) => caught,
  )) as (Error & { cause?: Error }) | null;
  if (!error) throw new Error('The statement was not refused');
  return error.cause?.message ?? error.message;
}

describeServer('the audit log is append-only', ({ t }) => {
  const entries = async () => {
    const result = await t.database.db.execute(
      sql.raw('select id, note from audit_log order by id'),
    );
    return (result as unknown as { rows: Array<{ id: number | string; note: string | null }> })
      .rows;
  };

  it('refuses UPDATE, DELETE and TRUNCATE, and keeps the entry as written', async () => {
    await t.app.ctx.repos.audit.record({
      actor: { kind: 'cli', id: null, role: null },
      action: 'role.grant',
      subject: { kind: 'member', id: 1 },
      memberId: 1,
      note: 'role: reviewer',
      at: new Date(),
    });
    const before = await entries();
    expect(before).toHaveLength(1);

    for (const statement of [
      "update audit_log set note = 'rewritten'",
      'delete from audit_log',
      'truncate audit_log',
      'truncate audit_log cascade',
    ]) {
      expect(await refusal(t.database.db.execute(sql.raw(statement))), statement).toMatch(
        /append-only/,
      );
    }
    // Inside a transaction too: the refusal aborts it, and nothing changed.
    const inTransaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw("update audit_log set note = 'in a transaction'"));
    });
    expect(await refusal(inTransaction)).toMatch(/append-only/);
    expect(await entries()).toEqual(before);
  });
});
