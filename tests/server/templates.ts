import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '@server/db/client';
import { onAdmin } from './fresh-database';

// The server projects' global set-up (vitest.config.ts): the migrations run once per run on
// PostgreSQL, not once per app. A migrated database is the template every test app's database
// is copied from (CREATE DATABASE … TEMPLATE). The apps still run the migrator, which finds them
// applied, as a restarted server does; migration-0008.test.ts and the persistence tests migrate
// empty databases of their own. (PGlite is cloned from a migrated instance: harness.ts.)

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database on TEST_DATABASE_URL's server, or '' without one. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = randomBytes(6).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgres = '';
  if (adminUrl) {
    postgres = `t_template_${tag}`;
    await onAdmin(adminUrl, `CREATE DATABASE ${postgres}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgres}`;
    const handle = openPostgres(url.toString(), 1);
    await handle.migrate();
    await handle.close();
  }
  project.provide('postgresTemplate', postgres);

  return async () => {
    if (adminUrl && postgres) await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgres}`);
  };
}
