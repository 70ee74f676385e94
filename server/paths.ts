import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file whether it runs from source (server/) or from the
 * bundle (dist/server/), so migrations and the built SPA are found the same way in both.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (no package.json).');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const spaDistDir = join(projectRoot, 'dist', 'client');
export const migrationsDir = join(projectRoot, 'server', 'db', 'migrations');
