import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './sources';

/*
 * Two lists a reader trusts and nothing else kept true: the stores docs/architecture.md names,
 * and the scripts of the README's table. Each is read from the code and held to the document.
 */

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The slots of a root store: `name: types.optional(…StoreModel, {})`. */
function storeSlots(path: string): string[] {
  return [...read(path).matchAll(/^\s+(\w+): types\.optional\(\w+StoreModel\b/gm)].map(
    (match) => match[1]!,
  );
}

/** The part of `path` from `start` up to the next `end` (or the file's end). */
function part(path: string, start: string, end: string): string {
  const text = read(path);
  const at = text.indexOf(start);
  expect(at, `${path} has ${start.trim()}`).toBeGreaterThan(-1);
  const next = text.indexOf(end, at + 1);
  return text.slice(at, next === -1 ? undefined : next);
}

/** The bullet of docs/architecture.md that lists the stores. */
const storesBullet = () => part('docs/architecture.md', '- `src/models/`:', '\n- ');

/** The README's "Scripts" table, as text. */
const scriptsTable = () => part('README.md', '\n## Scripts\n', '\n## ');

/** How the README may name a script: `npm start`, `npm run lint`, or `bench:*` with `api`. */
function named(table: string, script: string): boolean {
  if (table.includes(`\`npm run ${script}\``) || table.includes(`\`npm run ${script} `))
    return true;
  if (['start', 'test'].includes(script) && table.includes(`\`npm ${script}\``)) return true;
  const [group, member] = script.split(':');
  if (!member) return false;
  const row = table.split('\n').find((line) => line.includes(`\`npm run ${group}:*\``));
  return row !== undefined && row.includes(`\`${member}\``);
}

describe('the lists the docs keep', () => {
  it('docs/architecture.md names every store of the RootStore and of the AdminStore', () => {
    const bullet = storesBullet();
    const slots = [
      ...storeSlots('src/models/RootStore.ts'),
      ...storeSlots('src/models/admin/AdminStore.ts'),
    ];
    expect(slots.length).toBeGreaterThan(15);
    const missing = slots.filter((slot) => !bullet.includes(`\`${slot}\``));
    expect(missing, 'stores the `src/models/` bullet of docs/architecture.md lacks').toEqual([]);
  });

  it("the README's script table names every script of package.json", () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    const table = scriptsTable();
    const missing = scripts.filter((script) => !named(table, script));
    expect(missing, "scripts the README's Scripts table lacks").toEqual([]);
  });
});
