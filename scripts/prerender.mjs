// `npm run build`, after `vite build`: prerenders the public pages (src/entry-prerender.tsx) into
// dist/client/.prerendered/, each the built index.html with the page's markup in #root and its
// critical CSS in <head>. The server answers those paths with them (server/static.ts), writing
// each page's head and run-time settings as it does for index.html. A dot folder: never served
// as a file. A page the server renders again per request with a member's data (a profile:
// server/pages.ts) also gets a shell, the same page with marks where its markup and its CSS go,
// and the render's bundle stays in dist/render/ for the server to run.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const client = 'dist/client';
/** The render's bundle, kept for the server (server/pages.ts). */
const bundle = 'dist/render';
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
/** index.html's module script tags: the first load (vite.config.ts), in the order it runs. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/g;
const firstLoad = [...template.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
/** The chunks index.html loads as scripts, already in every page. */
const inPage = new Set(firstLoad.map((src) => src.slice(1)));
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
/** The files of the chunks `modules` load and of the chunks those import, the first load aside. */
const chunksOf = (modules) => {
  const files = new Set();
  for (const module of modules) {
    if (!manifest[module]?.isDynamicEntry) {
      throw new Error(`${module} is not loaded lazily in the client build: see PRERENDERED_PAGES.`);
    }
    chunkFiles(module, files);
  }
  return [...files];
};
// At low priority: Lighthouse's simulation counts a high-priority script found before the first
// paint as blocking it (modulepreload at its default priority moved the first paint of these
// pages from 1.6-1.8 s to 2.1-2.8 s), while a low-priority one still downloads beside the entry
// and the page hydrates sooner (docs/performance.md, the 22:13 UTC entry of 2026-11-25).
const modulePreloads = (modules) =>
  chunksOf(modules)
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ');

// On a page whose first screen works before the code has run (`markupFirst`: the landing's
// links, the community's filters, the sign-in forms' fields), the code is asked for once the
// page has painted its first text (server/html.ts CODE_AFTER_PAINT_SCRIPT), from a data block
// naming the first load's scripts, in order, and the page's chunks: on a slow connection the
// code then does not share the line with the page and its fonts before they paint. Lighthouse's
// simulation counts every script that arrived before the largest paint as holding it back,
// even at low priority: at low priority these pages' largest paint stayed at 2.4-3.0 s
// (docs/performance.md, issue 25 §2, the 2026-11-27 entries). A profile is such a page since
// the server renders it with its data (server/pages.ts). Where the first screen needs the code
// (a document), the code keeps its tags and its priority: lowered, the largest paint of a page
// that waits for its code came later (a profile's, 3.2 -> 3.5 s).
const markupFirstTemplate = template.replace(MODULE_SCRIPT, '');
if (firstLoad.length === 0 || markupFirstTemplate.includes('<script type="module"')) {
  throw new Error(`${client}/index.html's module scripts are not written as MODULE_SCRIPT reads.`);
}
const deferredCode = (modules) =>
  `<script type="application/json" id="${entry.DEFERRED_CODE_ELEMENT_ID}">${JSON.stringify({
    scripts: firstLoad,
    preloads: chunksOf(modules).map((file) => `/${file}`),
  })}</script>`;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = [];
const globalTags = new Set();
for (const { path, file, loads, pattern, markupFirst, perRequest } of entry.PRERENDERED_PAGES) {
  const { html, styles, globalStyles } = await entry.renderPage(path);
  globalTags.add(globalStyles);
  // A token the markup changed (encoded, cut) would reach visitors as is: refuse the build.
  const unknown = html
    .match(/__GH_SETTING_[A-Za-z0-9_]*?__/g)
    ?.filter((token) => !Object.values(tokens).includes(token));
  if (html.includes('__GH_SETTING') && (unknown?.length ?? 0) > 0) {
    throw new Error(`${path}: a setting token was changed by the markup: ${unknown.join(', ')}`);
  }
  const code = markupFirst ? deferredCode(loads) : modulePreloads(loads);
  const fill = (markup, css) =>
    (markupFirst ? markupFirstTemplate : template)
      .replace(/<\/head>/i, `  ${code}\n    ${css}\n  </head>`)
      .replace(ROOT, `<div id="root">${markup}</div>`);
  const page = fill(html, styles);
  writeFileSync(join(out, file), page);
  const shell = perRequest ? file.replace(/\.html$/, '.shell.html') : undefined;
  if (shell)
    writeFileSync(join(out, shell), fill(entry.SHELL_MARKS.markup, entry.SHELL_MARKS.styles));
  pages.push({
    path,
    file,
    ...(pattern ? { pattern } : {}),
    ...(shell ? { shell } : {}),
    bytes: Buffer.byteLength(page),
  });
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
  `${JSON.stringify({ pages, tokens, defaults, renderer: relative(client, join(bundle, 'entry-prerender.js')) }, null, 2)}\n`,
);
console.log(
  `prerendered ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    pages.map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', '),
);
