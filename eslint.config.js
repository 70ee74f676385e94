import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per feature folder, read when the config loads, so a new screen folder is covered
// without an edit here (bulletproof-react's cross-feature rule).
const screenFolders = readdirSync(new URL('./src/screens', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers inside the SPA: a screen may use everything below it, nothing below may reach up,
// and one feature's screens never reach into another's (what two features share lives in
// src/components).
const srcZones = [
  {
    target: [
      './src/components',
      './src/layouts',
      './src/lib',
      './src/api',
      './src/models',
      './src/theme',
      './src/contract',
    ],
    from: './src/screens',
    message: 'Only routes and screens import screens: move the shared piece to src/components.',
  },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message:
      'src/contract is shared with the server and the mocks: it imports nothing else of src.',
  },
  {
    target: './src/lib',
    from: ['./src/api', './src/models', './src/components', './src/layouts'],
    message: 'src/lib sits under the API client, the stores and the UI: it imports none of them.',
  },
  {
    target: './src/api',
    from: ['./src/models', './src/components', './src/layouts'],
    message: 'The API client knows nothing of the stores or the UI.',
  },
  {
    target: './src/models',
    from: ['./src/components', './src/layouts'],
    message: 'The stores know nothing of the UI.',
  },
  ...screenFolders.map((folder) => ({
    target: `./src/screens/${folder}`,
    from: './src/screens',
    except: [`./${folder}`],
    message: `src/screens/${folder} must not import another screen folder: move the shared piece to src/components.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'node_modules/',
      'public/mockServiceWorker.js',
      'server/db/migrations/',
      'test-results/',
      'ci-report/',
      'playwright-report/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Import cycles: `npm run lint:cycles` (dpdm) finds them, value and type-only alike, in a
      // second; import/no-cycle found value cycles only, and took most of the lint's time
      // (docs/performance.md "CI").
      // The layers stay apart: the SPA never reaches into the server, and the server never
      // loads React code; both may share src/contract.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server', message: 'src/ must not import server/.' },
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'src/ must not import mocks/ (except the dev:mock entry in main.tsx).',
            },
            {
              target: './server',
              from: './src',
              except: ['./contract'],
              message: 'The server may only share src/contract with the SPA.',
            },
            { target: './server', from: './mocks', message: 'The server never imports mocks/.' },
            {
              target: './demo',
              from: ['./server', './mocks', './stories', './tests', './scripts'],
              message:
                'demo/ is shared by the server and the mocks: it depends on src/contract only.',
            },
            {
              target: './demo',
              from: './src',
              except: ['./contract'],
              message: 'demo/ depends on src/contract only.',
            },
            ...srcZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The dev:mock entry loads the mock worker on demand, only in mock mode.
    files: ['src/main.tsx'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@chakra-ui/*', 'mobx*'],
              message: 'The server never imports React code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes keep HTTP and transactions; every query goes through a repository (server/db/).
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@chakra-ui/*', 'mobx*'],
              message: 'The server never imports React code.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message:
                'Routes do not run queries: put the query in its repository (server/db/<resource>.ts).',
            },
          ],
        },
      ],
    },
  },
);
