import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  listenPostgres,
  openChangeFeed,
  parseChange,
  type Change,
  type ChangeFeed,
} from '@server/db/changes';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { backends } from './harness';
import { freshDatabase } from './fresh-database';

// The change feed (server/db/changes.ts, migration 0009): what each write tells the read
// caches of every instance, on both databases.

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(backend: 'pglite' | 'postgres'): Promise<{
  handle: DatabaseHandle;
  url: string | null;
  exec: (sql: string) => Promise<unknown>;
}> {
  let handle: DatabaseHandle;
  if (backend === 'pglite') {
    handle = openPglite();
  } else {
    const database = await freshDatabase(adminUrl!, 'changes');
    cleanups.push(database.drop);
    handle = openPostgres(database.url, 2);
  }
  cleanups.push(() => handle.close());
  await handle.migrate();
  const exec = (sql: string) => (handle.pglite ? handle.pglite.exec(sql) : handle.pool!.query(sql));
  return { handle, url: handle.url, exec };
}

function recorder(feed: ChangeFeed) {
  const changes: Change[] = [];
  feed.subscribe((change) => changes.push(change));
  return {
    changes,
    /** The changes received after `write`, once the feed has caught up with it. */
    async after(write: () => Promise<unknown>): Promise<Change[]> {
      changes.length = 0;
      await write();
      await feed.sync();
      return [...changes];
    },
  };
}

describe('parseChange', () => {
  it('reads the payloads the triggers send and nothing else', () => {
    expect(parseChange('member:42')).toEqual({ kind: 'member', userId: 42 });
    expect(parseChange('listing')).toEqual({ kind: 'listing' });
    expect(parseChange('member:')).toBeUndefined();
    expect(parseChange('member:4 2')).toBeUndefined();
    expect(parseChange('')).toBeUndefined();
  });
});

describe.each(backends())('the change feed on %s', { timeout: 60_000 }, (backend) => {
  it('tells each write to a member, their sessions and certifications, after commit', async () => {
    const { handle, exec } = await open(backend);
    const feed = await openChangeFeed(handle);
    cleanups.push(() => feed.close());
    expect(feed.live).toBe(true);
    const seen = recorder(feed);

    // A new member who is not listed changes nothing anyone has cached.
    expect(
      await seen.after(() =>
        exec(
          "insert into users (id, email, password_hash, first_name, last_name) values (9001, 'a@example.com', 'x', 'Ada', 'Feed')",
        ),
      ),
    ).toEqual([]);
    expect(
      await seen.after(() => exec("update users set first_name = 'Ida' where id = 9001")),
    ).toEqual([{ kind: 'member', userId: 9001 }]);
    // Published (or unpublished): who search lists changes too.
    expect(
      await seen.after(() => exec('update users set published = true where id = 9001')),
    ).toEqual([{ kind: 'member', userId: 9001 }, { kind: 'listing' }]);
    expect(
      await seen.after(() => exec('update users set published = false where id = 9001')),
    ).toEqual([{ kind: 'member', userId: 9001 }, { kind: 'listing' }]);

    const session = randomUUID();
    expect(
      await seen.after(() =>
        exec(
          `insert into sessions (id, user_id, expires_at) values ('${session}', 9001, now() + interval '1 day')`,
        ),
      ),
    ).toEqual([]);
    expect(
      await seen.after(() =>
        exec(`update sessions set revoked_at = now() where id = '${session}'`),
      ),
    ).toEqual([{ kind: 'member', userId: 9001 }]);

    expect(
      await seen.after(() =>
        exec(
          "insert into certifications (user_id, name, organization, issued_date, kind, jurisdiction) values (9001, 'CPA', 'Board', '2020-01-01', 'licence', 'TX')",
        ),
      ),
    ).toEqual([{ kind: 'listing' }]);

    // Nothing is told before the commit, and a rolled-back write tells nothing.
    expect(
      await seen.after(() =>
        exec("begin; update users set first_name = 'Ava' where id = 9001; rollback;"),
      ),
    ).toEqual([]);
    // Many rows in one transaction: each member once, the listing once.
    expect(
      await seen.after(() =>
        exec(
          "insert into users (id, email, password_hash, first_name, last_name, published) values (9002, 'b@example.com', 'x', 'Bo', 'Feed', true), (9003, 'c@example.com', 'x', 'Cy', 'Feed', true)",
        ),
      ),
    ).toEqual([{ kind: 'listing' }]);
    const deleted = await seen.after(() => exec('delete from users where id in (9001, 9002)'));
    expect(deleted).toEqual(
      expect.arrayContaining([
        { kind: 'member', userId: 9001 },
        { kind: 'member', userId: 9002 },
        { kind: 'listing' },
      ]),
    );
    expect(deleted.filter((change) => change.kind === 'listing')).toHaveLength(1);

    await feed.close();
    expect(feed.live).toBe(false);
    expect(seen.changes.at(-1)).toEqual({ kind: 'reset' });
  });
});

describe.skipIf(!adminUrl)('the change feed on PostgreSQL, when its connection is lost', () => {
  it('goes dark (a reset), reconnects, and comes back live (another reset)', async () => {
    const { url, exec } = await open('postgres');
    const errors: string[] = [];
    const feed = await listenPostgres(url!, {
      retryMs: 20,
      onError: (error) => errors.push(error.message),
    });
    cleanups.push(() => feed.close());
    const seen = recorder(feed);
    expect(feed.live).toBe(true);

    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN guildhall_changes' and pid <> pg_backend_pid()",
    );
    await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 5000, interval: 10 });
    expect(seen.changes).toContainEqual({ kind: 'reset' });
    expect(errors.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5000, interval: 10 });
    expect(seen.changes.filter((change) => change.kind === 'reset')).toHaveLength(2);

    // Listening again: the next write arrives.
    await exec(
      "insert into users (id, email, password_hash, first_name, last_name) values (9101, 'r@example.com', 'x', 'Re', 'Connect')",
    );
    expect(
      await seen.after(() => exec("update users set first_name = 'Rea' where id = 9101")),
    ).toEqual([{ kind: 'member', userId: 9101 }]);
  });

  it('does not start live when the database cannot be reached, and keeps trying', async () => {
    const errors: string[] = [];
    const feed = await listenPostgres('postgres://postgres@127.0.0.1:1/none', {
      retryMs: 10,
      maxRetryMs: 40,
      onError: (error) => errors.push(error.message),
    });
    cleanups.push(() => feed.close());
    expect(feed.live).toBe(false);
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(2), { timeout: 5000 });
    // sync() of a feed that is not live waits for nothing.
    await feed.sync();
  });
});
