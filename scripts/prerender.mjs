// `npm run build`, after `vite build`: prerenders the public pages (src/entry-prerender.tsx) into
// dist/client/.prerendered/, each the built index.html with the page's markup in #root and its
// critical CSS in <head>. The server answers those paths with them (server/static.ts), writing
// each page's head and run-time settings as it does for index.html. A dot folder: never served
// as a file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const client = 'dist/client';
const bundle = 'dist/prerender';
const out = join(client, '.prerendered');
const started = performance.now();

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: bundle,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
});

const entry = await import(pathToFileURL(join(bundle, 'entry-prerender.js')).href);
const template = readFileSync(join(client, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`${client}/index.html has no empty ${ROOT}.`);

// Before any lazy screen has read them: the pages carry tokens the server fills in.
const defaults = entry.tokenizeSettings();
const tokens = Object.fromEntries(
  Object.keys(defaults).map((name) => [name, entry.settingToken(name)]),
);

// The client build's manifest: which chunk holds each page's screen, and what that chunk imports.
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
/** The chunks index.html loads as scripts (the first load: vite.config.ts), already in every page. */
const inPage = new Set(
  [...template.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map(([, file]) => file),
);
/** The files of `key`'s chunk and of every chunk it imports, those already in the page aside. */
function chunkFiles(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the client build (dist/client/.vite/manifest.json).`);
  if (chunk.isEntry || inPage.has(chunk.file) || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
  return files;
}
// At low priority: Lighthouse's simulation counts a high-priority script found before the first
// paint as blocking it (modulepreload at its default priority moved the first paint of these
// pages from 1.6-1.8 s to 2.1-2.8 s), while a low-priority one still downloads beside the entry
// and the page hydrates sooner (docs/performance.md, the 22:13 UTC entry of 2026-11-25).
const modulePreloads = (modules) => {
  const files = new Set();
  for (const module of modules) {
    if (!manifest[module]?.isDynamicEntry) {
      throw new Error(`${module} is not loaded lazily in the client build: see PRERENDERED_PAGES.`);
    }
    chunkFiles(module, files);
  }
  return [...files]
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ');
};

// On a page whose first screen works before the code has run (`markupFirst`: the landing's
// links, the community's filters), the SPA's code downloads at low priority, behind what
// paints it (the markup, its fonts): at their default (high) priority Lighthouse's simulation
// counted the first load's scripts as holding the first paint back (first paint 2.1 -> 1.2 s,
// score 92 -> 97 on /; /community 1.9 -> 0.9 s, 93 -> 95). Where the first screen needs the
// code (a profile's content, a document), the code keeps its priority: lowered, a profile's
// largest paint came later (3.2 -> 3.5 s). So do the sign-in forms: lowered, their first paint
// fell as well, but their blocking time tripled (medians 26-39 -> 82-118 ms) and their scores
// did not move (docs/performance.md, issue 25 §2, the 15:06 UTC entry of 2026-11-27).
const markupFirstTemplate = template.replaceAll(
  '<script type="module" crossorigin src=',
  '<script type="module" fetchpriority="low" crossorigin src=',
);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = [];
const globalTags = new Set();
for (const { path, file, loads, pattern, markupFirst } of entry.PRERENDERED_PAGES) {
  const { html, styles, globalStyles } = await entry.renderPage(path);
  globalTags.add(globalStyles);
  // A token the markup changed (encoded, cut) would reach visitors as is: refuse the build.
  const unknown = html
    .match(/__GH_SETTING_[A-Za-z0-9_]*?__/g)
    ?.filter((token) => !Object.values(tokens).includes(token));
  if (html.includes('__GH_SETTING') && (unknown?.length ?? 0) > 0) {
    throw new Error(`${path}: a setting token was changed by the markup: ${unknown.join(', ')}`);
  }
  const page = (markupFirst ? markupFirstTemplate : template)
    .replace(/<\/head>/i, `  ${modulePreloads(loads)}\n    ${styles}\n  </head>`)
    .replace(ROOT, `<div id="root">${html}</div>`);
  writeFileSync(join(out, file), page);
  pages.push({ path, file, ...(pattern ? { pattern } : {}), bytes: Buffer.byteLength(page) });
}
// Every other page (the members' screens) is index.html: it carries Chakra's global styles
// too, so that no page's start computes them (appSystem() in src/theme).
if (globalTags.size !== 1) throw new Error('The pages rendered different Chakra global styles.');
writeFileSync(
  join(client, 'index.html'),
  template.replace(/<\/head>/i, `  ${[...globalTags][0]}\n  </head>`),
);
writeFileSync(
  join(out, 'manifest.json'),
  `${JSON.stringify({ pages, tokens, defaults }, null, 2)}\n`,
);
rmSync(bundle, { recursive: true, force: true });
console.log(
  `prerendered ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    pages.map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', '),
);
