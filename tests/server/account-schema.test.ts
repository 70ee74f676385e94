import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '@/contract';
import { memberKeys } from '@server/db/account';
import { ERASED_ON_DELETION, KEPT_ON_DELETION } from '@server/members/deletion';
import { EXPORTED, NOT_EXPORTED } from '@server/members/export';

// Issue 23: every table that names a member (a column referencing users) is either in the
// export or left out with a reason, and either erased by the deletion or kept with a reason. A
// new table with a member key fails here until someone decides both.

/** The tables with a member key that a pair of lists does not account for. */
function unlisted(keys: { table: string }[], ...lists: Record<string, unknown>[]): string[] {
  return keys.map((key) => key.table).filter((table) => !lists.some((list) => table in list));
}

describe('tables with a member key', () => {
  const keys = memberKeys();

  it('are found in the schema (foreign keys to users, and the audit log)', () => {
    const tables = keys.map((key) => key.table);
    for (const known of ['sessions', 'team_relations', 'audit_log', 'reviews', 'email_tokens']) {
      expect(tables).toContain(known);
    }
    expect(keys.find((key) => key.table === 'team_relations')?.columns.sort()).toEqual([
      'member_id',
      'owner_id',
    ]);
    expect(tables).not.toContain('users');
  });

  it('are each exported or left out of the export with a reason', () => {
    expect(unlisted(keys, EXPORTED, NOT_EXPORTED)).toEqual([]);
  });

  it('are each erased by the deletion or kept with a reason', () => {
    expect(unlisted(keys, ERASED_ON_DELETION, KEPT_ON_DELETION)).toEqual([]);
  });

  it('lists no table twice, none that does not exist, and no reason left empty', () => {
    const tables = new Set(keys.map((key) => key.table));
    for (const [a, b] of [
      [EXPORTED, NOT_EXPORTED],
      [ERASED_ON_DELETION, KEPT_ON_DELETION],
    ] as const) {
      expect(Object.keys(a).filter((table) => table in b)).toEqual([]);
      expect([...Object.keys(a), ...Object.keys(b)].filter((t) => !tables.has(t))).toEqual([]);
    }
    for (const reason of [
      ...Object.values(NOT_EXPORTED),
      ...Object.values(ERASED_ON_DELETION),
      ...Object.values(KEPT_ON_DELETION),
    ]) {
      expect(reason.length).toBeGreaterThan(10);
    }
    // Each exported table names a section the export has.
    const sections = Object.keys(accountExportSchema.shape);
    for (const section of Object.values(EXPORTED)) expect(sections).toContain(section);
  });
});
