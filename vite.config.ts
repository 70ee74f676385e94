import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '8787';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@demo': fileURLToPath(new URL('./demo', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@stories': fileURLToPath(new URL('./stories', import.meta.url)),
};

// react-router's package exports name only its development build; production bundles take the
// production build it ships beside it (no dev warnings, about 8 KB less gzip on every page).
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * The brand's faces (src/theme/fonts.ts) on every page, without a round trip before the first
 * paint: their @font-face rules (under 1 KB, the app's only stylesheet) are written into the
 * page's head instead of a render-blocking <link>. Two faces are preloaded: the heading face,
 * since the landing's first heading is its largest text, and the body's semibold, which a
 * profile's content uses but its prerendered page (a spinner) does not: loaded only once the
 * content showed, its swap moved the page (layout shift 0.093). Both at low priority: with
 * font-display: swap the first paint does not wait for them, and at the default (high) priority
 * Lighthouse's simulation counted the heading face as holding that paint back (first paint
 * 2.2 -> 2.1 s on /, 2.0 -> 1.8 s on /login when lowered; docs/performance.md, issue 25 §2).
 */
function brandFontsInHead(): Plugin {
  const preloaded = [
    /source-serif-4-latin-600-normal-[\w-]+\.woff2$/,
    /source-sans-3-latin-600-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'guildhall:brand-fonts-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const outputs = Object.values(bundle ?? {});
        const files = preloaded.map(
          (face) =>
            outputs.find((output) => output.type === 'asset' && face.test(output.fileName))
              ?.fileName,
        );
        // Storybook's build has other pages: nothing to do there.
        if (files.some((file) => file === undefined)) return html;
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const sheet = outputs.find((output) => output.fileName === fileName);
            if (sheet?.type !== 'asset') return link;
            return `<style>${String(sheet.source).trim()}</style>`;
          },
        );
        const preloads = files.map(
          (file) =>
            `<link rel="preload" as="font" type="font/woff2" href="/${file}" fetchpriority="low" crossorigin="">`,
        );
        return inlined.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * Chakra's global styles on demand. `createSystem` computes them eagerly: its preflight, the
 * global CSS and a CSS variable for every token, 53 KB of CSS, about two thirds of the time the
 * system takes to build at start (issue 25 §2). Every page the server sends already holds them,
 * written by the build (scripts/prerender.mjs), and `appSystem()` (src/theme/index.ts) hands that
 * tag to Emotion instead; so the built system computes them only when something reads `_global`
 * (Storybook, the prerender, a page without the tag). The build fails if Chakra's code changes
 * shape, rather than ship without it.
 */
export function chakraGlobalsOnDemand(): Plugin {
  const module = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
  const edits: [string, string][] = [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
    [
      '    _global,\n',
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    ],
  ];
  return {
    name: 'guildhall:chakra-globals-on-demand',
    apply: 'build',
    transform: {
      filter: { id: module },
      handler(code) {
        const edited = edits.reduce((source, [from, to]) => {
          if (source.split(from).length !== 2) {
            throw new Error(
              `guildhall:chakra-globals-on-demand: @chakra-ui/react's styled-system/system.js no longer has ${JSON.stringify(from)} once; see vite.config.ts.`,
            );
          }
          return source.replace(from, to);
        }, code);
        // Two lines added in one function: the file's map is kept as it is (a line off there).
        return { code: edited, map: null };
      },
    },
  };
}

/**
 * The first load's chunks before the app's, in the order they run (src/main.tsx): React, with
 * the capture of errors (src/start/errors.ts and what it imports); the design system (Chakra,
 * Emotion, Ark and Zag, the brand's faces, src/theme).
 */
const INITIAL_REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]start[\\/]errors\.ts$/;
const INITIAL_DESIGN =
  /[\\/]node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@pandacss|@floating-ui|@internationalized|stylis|@fontsource)[\\/]|[\\/]src[\\/](theme|start[\\/]design)/;

export default defineConfig(({ command }) => ({
  plugins: [react(), brandFontsInHead(), chakraGlobalsOnDemand()],
  resolve: {
    alias: [
      ...(command === 'build' ? productionAliases : []),
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: what each page loads, read by the bundle budget test
    // (tests/e2e/bundle-budget.spec.ts). The server does not serve dot folders.
    manifest: true,
    // Maps stay in dist/ for decoding a reported stack trace, with no sourceMappingURL
    // comment; the server never serves them (they hold the whole SPA source).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // The app's only CSS is the brand faces' @font-face rules, written into every page's head
    // (brandFontsInHead): one file for the page, never a stylesheet a lazy chunk fetches again.
    cssCodeSplit: false,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (all ~70 recipes) at import time
      // with defineConfig/defineRecipe, identity functions it does not mark pure. Marked pure
      // here, the recipes we do not list in src/theme/recipes.ts drop out of the bundle.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'],
      },
      // Everything the first page loads statically goes into three chunks, run in this order,
      // each in a task of its own (src/main.tsx: the pauses at the start of the design and app
      // chunks): React's, the design system's, the app's. In one chunk it was compiled and run
      // in one task of 320-450 ms at 4x CPU, the longest of the start (issue 25 §2). Rolldown
      // otherwise splits the modules the first load shares with lazy screens into a dozen small
      // files, whose per-file overhead cost the landing page 3.9 KB gzip (187.5 KB in 18 files
      // against 183.6 KB in one); three files and Rolldown's runtime helpers cost 1.2 KB.
      // The entry module itself joins the app's chunk, so index.html loads the four as module
      // scripts, in order (scripts/bundle-size.ts and scripts/prerender.mjs read them there).
      // Lazy chunks are split as before.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', tags: ['$initial'], test: INITIAL_REACT, priority: 3 },
            { name: 'design', tags: ['$initial'], test: INITIAL_DESIGN, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}));
