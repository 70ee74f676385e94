import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh PostgreSQL database on TEST_DATABASE_URL's server, for tests that start server
// processes on it (the in-process harness makes its own: harness.ts).

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the admin database (CREATE or DROP DATABASE). */
export async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function freshDatabase(adminUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
