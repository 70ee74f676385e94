import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'node_modules/',
      'public/mockServiceWorker.js',
      'server/db/migrations/',
      'test-results/',
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
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
);
