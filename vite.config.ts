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
 * Preloads the heading face (src/theme/fonts.ts) on every page: the landing's first heading is
 * its largest text, so its face should not wait for the stylesheet to be parsed.
 */
function preloadHeadingFont(): Plugin {
  const face = /source-serif-4-latin-600-normal-[\w-]+\.woff2$/;
  return {
    name: 'guildhall:preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && face.test(output.fileName),
        )?.fileName;
        // Storybook's build has other pages: nothing to preload there.
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadHeadingFont()],
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
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (all ~70 recipes) at import time
      // with defineConfig/defineRecipe, identity functions it does not mark pure. Marked pure
      // here, the recipes we do not list in src/theme/recipes.ts drop out of the bundle.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'],
      },
      // Everything the first page loads statically goes into one chunk: Rolldown otherwise
      // splits the modules the entry shares with lazy screens into a dozen small files, whose
      // per-file overhead cost the landing page 3.9 KB gzip (187.5 KB in 18 files against
      // 183.6 KB in one). Lazy chunks are split as before.
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));
