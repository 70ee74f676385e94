/**
 * What the production build makes the browser download, read from Vite's build manifest
 * (`build.manifest` in vite.config.ts) without building or serving anything:
 *
 * - initial: index.html's module scripts and everything they import statically, which every
 *   page loads before it shows anything;
 * - lazy: each chunk loaded on demand (`import()`: every route's screen, and code loaded on
 *   first use), with its own static imports minus what the initial load already holds.
 *
 * Sizes are gzip level 9, as scripts/compress-dist.mjs writes them.
 *
 * `npx vite build && npx tsx scripts/bundle-size.ts [dist/client]` prints the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  /** The source module that starts the chunk (e.g. src/screens/public/LandingScreen.tsx). */
  name: string;
  /** Gzip bytes. */
  gzip: number;
  /** The built files counted, with their gzip bytes. */
  files: { file: string; gzip: number }[];
}

export interface BundleFigures {
  initial: ChunkSize;
  /** Every chunk loaded through `import()`, largest first. */
  lazy: ChunkSize[];
}

export function measureBundle(clientDir = 'dist/client'): BundleFigures {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`The build manifest has no chunk ${key}.`);
    return found;
  };

  const gzipped = new Map<string, number>();
  const gzipOf = (file: string): number => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };

  /** The chunk and its transitive static imports (what loading it fetches). */
  const staticClosure = (key: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (next: string) => {
      if (seen.has(next)) return;
      seen.add(next);
      for (const imported of chunk(next).imports ?? []) visit(imported);
    };
    visit(key);
    return seen;
  };

  const sizeOf = (name: string, keys: Iterable<string>): ChunkSize => {
    const files = [...keys]
      .map((key) => chunk(key).file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzip: gzipOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { name, gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
  };

  // The first load's chunks are index.html's module scripts, in the order they run (React, the
  // design system, the app: vite.config.ts), each with its static imports.
  const keyOfFile = new Map(Object.entries(manifest).map(([key, { file }]) => [file, key]));
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map(
    ([, file]) => file as string,
  );
  if (scripts.length === 0) throw new Error(`${clientDir}/index.html loads no module script.`);
  const initialKeys = new Set(
    scripts.flatMap((file) => {
      const key = keyOfFile.get(file);
      if (!key) throw new Error(`The build manifest has no chunk for ${file}.`);
      return [...staticClosure(key)];
    }),
  );

  // Every chunk reachable through import(), from the entry or from another lazy chunk.
  const lazyKeys = new Set<string>();
  const queue = [...initialKeys];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    for (const dynamic of chunk(key).dynamicImports ?? []) {
      if (lazyKeys.has(dynamic) || initialKeys.has(dynamic)) continue;
      lazyKeys.add(dynamic);
      queue.push(...staticClosure(dynamic));
    }
  }

  const lazy = [...lazyKeys].map((key) => {
    const own = [...staticClosure(key)].filter((k) => !initialKeys.has(k));
    return sizeOf(chunk(key).src ?? key, own);
  });
  return {
    initial: sizeOf('index.html', initialKeys),
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as a table, for test and script output. */
export function formatBundle({ initial, lazy }: BundleFigures): string {
  const lines = [
    `initial JavaScript (every page): ${kb(initial.gzip)} gzip in ${initial.files.length} files`,
  ];
  for (const file of initial.files) lines.push(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
  lines.push('lazy chunks (own code beyond the initial load):');
  for (const chunk of lazy) {
    lines.push(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.name} (${chunk.files.length} files)`);
  }
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatBundle(measureBundle(process.argv[2] ?? 'dist/client')));
}

/**
 * The source modules the initial load carries, read from the build's hidden source maps
 * (vite.config.ts `sourcemap: 'hidden'`): what the budget test checks no operator code is in.
 */
export function initialSources({ initial }: BundleFigures, clientDir = 'dist/client'): string[] {
  return initial.files.flatMap(({ file }) => {
    // Rolldown's runtime helpers have no map: none of the project's sources is in them.
    if (!existsSync(join(clientDir, `${file}.map`))) return [];
    const map = JSON.parse(readFileSync(join(clientDir, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
  });
}
