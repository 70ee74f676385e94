import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '@/contract';
import {
  DATA_MAP,
  dataMapProblems,
  erasedByAddress,
  type CatalogColumn,
} from '@server/members/dataMap';
import { describeServer } from './suite';

// Issue 38 §3: every column of every table in the application's schemas, as the database's own
// catalog lists them (on PGlite and on PostgreSQL), is classified by server/members/dataMap.ts:
// it holds a member id, an e-mail address or neither; and one that holds either is exported or
// left out with a reason, erased or kept with a reason. A new column, with a foreign key or
// without one, fails here until someone decides.

const sections = Object.keys(accountExportSchema.shape);

describeServer('a member’s data, by the database’s catalog', ({ t }) => {
  const repo = () => t.app.ctx.repos.account;
  const problems = async () =>
    dataMapProblems(await repo().catalogColumns(), await repo().memberKeys(), sections);

  it('classifies every column of every table, and names no column that is gone', async () => {
    const columns = await repo().catalogColumns();
    // The catalog is read, not the ORM: the migrations' own ledger and the tables of 0010.
    const names = columns.map((c) => `${c.schema}.${c.table}.${c.column}`);
    for (const known of [
      'drizzle.__drizzle_migrations.hash',
      'public.email_outbox.to',
      'public.account_emails.email',
      'public.operator_factors.user_id',
      'public.operator_recovery_codes.user_id',
      'public.instance_settings.value',
      'public.sessions.second_factor_at',
      'public.reports.resolution_reason',
    ]) {
      expect(names).toContain(known);
    }
    expect(await problems()).toEqual([]);
  });

  it('finds the foreign keys to users and their rules in the catalog', async () => {
    const keys = await repo().memberKeys();
    expect(keys).toContainEqual({ table: 'reports', column: 'subject_id', onDelete: 'set null' });
    expect(keys).toContainEqual({ table: 'reports', column: 'reporter_id', onDelete: 'cascade' });
    expect(keys).toContainEqual({
      table: 'operator_recovery_codes',
      column: 'user_id',
      onDelete: 'cascade',
    });
    // Named without a key: the catalog has none, the map has them.
    expect(keys.some((k) => k.table === 'audit_log')).toBe(false);
    expect(DATA_MAP.audit_log?.member_id).toMatchObject({ holds: 'member id' });
    expect(DATA_MAP.job_runs?.period).toMatchObject({ holds: 'member id' });
    expect(DATA_MAP.testimonials?.email).toMatchObject({ holds: 'e-mail address' });
    expect(DATA_MAP.email_outbox?.to).toMatchObject({ holds: 'e-mail address' });
  });

  it('fails on a table the map does not know: an e-mail column without a foreign key', async () => {
    const { db } = t.database;
    await db.execute(sql`create table probe_contacts (id serial primary key, email text not null)`);
    try {
      expect(await problems()).toEqual([
        'probe_contacts.id is not classified',
        'probe_contacts.email is not classified',
      ]);
    } finally {
      await db.execute(sql`drop table probe_contacts`);
    }
    expect(await problems()).toEqual([]);
  });

  it('leaves the job runner’s schema out by schema, whatever its tables are named', async () => {
    const { db } = t.database;
    await db.execute(sql`create schema if not exists pgboss`);
    await db.execute(sql`create table pgboss.users (id serial primary key, email text)`);
    try {
      const columns = await repo().catalogColumns();
      expect(columns.filter((c) => c.schema === 'pgboss')).toEqual([]);
      expect(await problems()).toEqual([]);
    } finally {
      await db.execute(sql`drop table pgboss.users`);
    }
  });
});

describe('the data map', () => {
  const column = (table: string, name: string): CatalogColumn => ({
    schema: 'public',
    table,
    column: name,
  });
  const everyColumn = Object.entries(DATA_MAP).map(([table, columns]) => {
    const [schema, name] = table.includes('.') ? table.split('.') : ['public', table];
    return Object.keys(columns).map((c) => ({ schema: schema!, table: name!, column: c }));
  });

  it('reports an entry whose column is gone, and a foreign key that acts otherwise', () => {
    const columns = everyColumn.flat().filter((c) => !(c.table === 'users' && c.column === 'bio'));
    expect(
      dataMapProblems(
        columns,
        [
          { table: 'reports', column: 'subject_id', onDelete: 'cascade' },
          { table: 'sessions', column: 'user_id', onDelete: 'cascade' },
        ],
        sections,
      ),
    ).toEqual(
      expect.arrayContaining([
        'users.bio is classified but the database has no such column',
        'reports.subject_id: the foreign key does ON DELETE cascade, the map says "set null"',
        // The other columns that say cascade or set null have no key in this list.
        'reports.reporter_id says cascade but no foreign key to users does it',
      ]),
    );
    expect(
      dataMapProblems(
        [...everyColumn.flat(), column('probe', 'user_id')],
        [{ table: 'probe', column: 'user_id', onDelete: 'cascade' }],
        sections,
        { ...DATA_MAP, probe: { user_id: 'neither' } },
      ),
    ).toContain('probe.user_id references users but is not classified as a member id');
  });

  it('erases the outbox by address: the columns the deletion reads from it', () => {
    expect(erasedByAddress()).toEqual([{ table: 'email_outbox', column: 'to' }]);
  });

  it('gives every kept or left-out column its reason and every section one the export has', () => {
    for (const [table, columns] of Object.entries(DATA_MAP)) {
      for (const [name, entry] of Object.entries(columns)) {
        if (entry === 'neither') continue;
        if (typeof entry.exported === 'string') expect(sections).toContain(entry.exported);
        else expect([table, name, entry.exported.leftOut.length > 10]).toEqual([table, name, true]);
        if (typeof entry.deletion === 'object')
          expect([table, name, entry.deletion.kept.length > 10]).toEqual([table, name, true]);
      }
    }
  });
});
