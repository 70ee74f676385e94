import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS } from '@/contract/publicSettings';
import { isCode, lineAt, ROOT, sourceFiles, withoutComments } from './sources';

/*
 * .env.example lists every environment variable the code reads: the server, the build, the
 * scripts and the test configuration. A variable counts as listed when a line of the file
 * assigns it, commented out or not (`NAME=value` or `# NAME=value`).
 *
 * Read means, in any code file under src, server, mocks, stories, tests, scripts, demo and
 * .storybook, in the configuration files at the top, and in .ci/run (comments left out):
 * - `process.env.NAME`, `process.env['NAME']`, `import.meta.env.NAME` (also with `?.`);
 * - `const { NAME, OTHER: alias } = process.env` (or `import.meta.env`);
 * - `env.NAME` and `env['NAME']`, for a loader that takes the environment as `env`;
 * - in a configuration loader (a file that takes or keeps the environment: `NodeJS.ProcessEnv`,
 *   `= process.env`, `= import.meta.env`), every upper-case string literal, the names its
 *   helpers read (`toInt(env, 'SCRYPT_LOG_N', …)`, `read('VITE_CONTACT_EMAIL', …)`);
 * - every name of PUBLIC_SETTINGS, which server/config.ts reads in a loop;
 * - `${NAME` in .ci/run.
 * `VITE_<name>` for a public setting is the build-time default of `<name>`, and is listed with it.
 */

/** Read, but only by standard tools or by Vite itself: not the product's settings. */
const ALLOWED: Record<string, string> = {
  NODE_ENV: 'the Node convention: start.mjs sets production, Vitest sets test',
  CI: 'set by every CI service; Playwright retries once there',
  DEV: "Vite's built-in import.meta.env.DEV (true in the dev server)",
  PROD: "Vite's built-in import.meta.env.PROD",
  MODE: "Vite's built-in import.meta.env.MODE (development, production, mock)",
  SSR: "Vite's built-in import.meta.env.SSR",
  BASE_URL: "Vite's built-in import.meta.env.BASE_URL",
};

/** Listed for the reader's sake, read by a tool rather than by our code. */
const READ_BY_TOOLS: Record<string, string> = {
  CHROMATIC_PROJECT_TOKEN: 'the chromatic CLI (npm run chromatic) and the Visual tests addon',
};

const NAME = '[A-Z][A-Z0-9_]*';
const QUOTED = `['"\`](${NAME})['"\`]`;
const READS = [
  new RegExp(`\\bprocess\\.env\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\bprocess\\.env\\??\\.?\\[\\s*${QUOTED}\\s*\\]`, 'g'),
  new RegExp(`\\bimport\\.meta\\.env\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\bimport\\.meta\\.env\\??\\.?\\[\\s*${QUOTED}\\s*\\]`, 'g'),
  new RegExp(`\\benv\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\??\\.?\\[\\s*${QUOTED}\\s*\\]`, 'g'),
];
const DESTRUCTURING = /\{([^{}]*)\}\s*=\s*(?:process\.env|import\.meta\.env)\b/g;
const LOADER = /NodeJS\.ProcessEnv|ImportMetaEnv|=\s*(?:process\.env|import\.meta\.env)\s*[;,)]/;
/** A whole name in quotes: not a prefix such as 'VITE_'. */
const UPPER_CASE_LITERAL = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Z0-9]+)['"`]/g;
const SHELL_READ = new RegExp(`\\$\\{(${NAME})`, 'g');

interface Read {
  name: string;
  at: string;
}

function readsIn(path: string, code: string): Read[] {
  const reads = new Map<string, Read>();
  const add = (name: string, offset: number) => {
    const at = `${path}:${lineAt(code, offset)}`;
    reads.set(`${name} ${at}`, { name, at });
  };
  for (const pattern of READS) {
    for (const match of code.matchAll(pattern)) add(match[1]!, match.index);
  }
  for (const match of code.matchAll(DESTRUCTURING)) {
    for (const part of match[1]!.split(',')) {
      const key = part
        .split(/[:=]/)[0]!
        .replace(/^\s*\.\.\./, '')
        .trim();
      if (new RegExp(`^${NAME}$`).test(key)) add(key, match.index);
    }
  }
  if (LOADER.test(code)) {
    for (const match of code.matchAll(UPPER_CASE_LITERAL)) {
      add(match[1]!, match.index);
    }
  }
  return [...reads.values()];
}

/** Every variable the code reads, with where. */
function variablesRead(): Read[] {
  const reads: Read[] = [];
  for (const path of sourceFiles().filter(isCode)) {
    if (path.startsWith('tests/unit/docs/')) continue;
    reads.push(...readsIn(path, withoutComments(path)));
  }
  const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  for (const match of ci.matchAll(SHELL_READ)) {
    reads.push({ name: match[1]!, at: `.ci/run:${lineAt(ci, match.index)}` });
  }
  for (const name of PUBLIC_SETTINGS) {
    reads.push({ name, at: 'server/config.ts (PUBLIC_SETTINGS)' });
  }
  return reads;
}

/** The names .env.example assigns, commented out or not. */
function listed(): Set<string> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return new Set([...text.matchAll(new RegExp(`^#?\\s*(${NAME})=`, 'gm'))].map((m) => m[1]!));
}

function unlisted(reads: Read[], names: Set<string>): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const { name, at } of reads) {
    if (name in ALLOWED || names.has(name)) continue;
    const setting = name.replace(/^VITE_/, '');
    if (name !== setting && (PUBLIC_SETTINGS as readonly string[]).includes(setting)) {
      if (names.has(setting)) continue;
    }
    missing.set(name, [...(missing.get(name) ?? []), at]);
  }
  return missing;
}

describe('.env.example', () => {
  let reads: Read[] = [];

  beforeAll(() => {
    reads = variablesRead();
  }, 120_000);

  it('finds the reads it checks', () => {
    // A scan that found nothing would pass whatever the code reads.
    const names = new Set(reads.map(({ name }) => name));
    for (const name of ['PORT', 'SCRYPT_LOG_N', 'CSP_IMG_SRC', 'API_PORT', 'VITE_API_MOCKING']) {
      expect(names, name).toContain(name);
    }
  });

  it('lists every variable the code reads', () => {
    const missing = unlisted(reads, listed());
    const report = [...missing]
      .map(([name, places]) => `  ${name}, read at ${places.slice(0, 3).join(', ')}`)
      .join('\n');
    expect(
      missing.size,
      `${missing.size} variable(s) read but not listed in .env.example:\n${report}`,
    ).toBe(0);
  });

  it('lists no variable that nothing reads', () => {
    const read = new Set(reads.map(({ name }) => name));
    const stale = [...listed()].filter(
      (name) => !read.has(name) && !read.has(`VITE_${name}`) && !(name in READ_BY_TOOLS),
    );
    expect(stale, `listed in .env.example but read nowhere: ${stale.join(', ')}`).toEqual([]);
  });

  it('catches each way of reading a variable', () => {
    const names = (code: string) => readsIn('fake.ts', code).map(({ name }) => name);
    expect(names('const a = process.env.NEW_ONE;')).toEqual(['NEW_ONE']);
    expect(names("const a = process.env['NEW_ONE'];")).toEqual(['NEW_ONE']);
    expect(names('const a = import.meta.env.VITE_NEW_ONE;')).toEqual(['VITE_NEW_ONE']);
    expect(names('const { NEW_ONE, OTHER: other = 1 } = process.env;')).toEqual([
      'NEW_ONE',
      'OTHER',
    ]);
    expect(names('function load(env: NodeJS.ProcessEnv) { return env.NEW_ONE; }')).toContain(
      'NEW_ONE',
    );
    expect(names("function load(env: NodeJS.ProcessEnv) { toInt(env, 'NEW_ONE'); }")).toEqual([
      'NEW_ONE',
    ]);
    expect(names('self.env.api.client; const x = "NOT_A_LOADER";')).toEqual([]);
    const missing = unlisted([{ name: 'NEW_ONE', at: 'fake.ts:1' }], listed());
    expect([...missing.keys()]).toEqual(['NEW_ONE']);
  });
});
