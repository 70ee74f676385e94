import { clearDb, type MockDb } from './db';
import { seedDemoData } from './data/seed';

/** Empties the db and loads the deterministic demo data (unless `seed` is false). */
export function resetDb({ seed = true }: { seed?: boolean } = {}): MockDb {
  const db = clearDb();
  if (seed) seedDemoData();
  return db;
}
