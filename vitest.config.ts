import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPathOrDefault } from './scripts/chromium.ts';
import { alias } from './vite.config.ts';

/**
 * Server tests that run alone, one file at a time, after the others (the "server alone"
 * project): they time what they test (a hash's cost beside a static file, constant-time logins,
 * a drain within seconds, the overload bounds, a change seen by another instance within 2 s),
 * which workers sharing 2 cores would measure instead.
 */
const ALONE_SERVER_TESTS = [
  'tests/server/hashing.test.ts',
  'tests/server/passwords.test.ts',
  'tests/server/lifecycle.test.ts',
  'tests/server/overload.test.ts',
  'tests/server/instances.test.ts',
];

/**
 * Server tests that mock a module (vi.mock), which only a fresh module graph honours: beside the
 * others, each file isolated (the "server isolated" project).
 */
const ISOLATED_SERVER_TESTS = ['tests/server/throttle.test.ts'];

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on 2 cores is one worker; the server tests wait on PostgreSQL, on child
    // processes and on sockets as much as they compute, so more workers than cores pays
    // (docs/performance.md "CI").
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: [...ALONE_SERVER_TESTS, ...ISOLATED_SERVER_TESTS],
          // The migrations once per run (PostgreSQL) or per worker (PGlite): every test app's
          // database starts as a copy of a migrated one (tests/server/templates.ts, harness.ts).
          globalSetup: ['tests/server/templates.ts'],
          // One module graph per worker, not per file: the server's modules are imported once,
          // and the worker's migrated PGlite serves every file's apps. Each suite builds its
          // own app on its own database (describeServer), so no file sees another's data.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server isolated',
          environment: 'node',
          include: ISOLATED_SERVER_TESTS,
          globalSetup: ['tests/server/templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server alone',
          environment: 'node',
          include: ALONE_SERVER_TESTS,
          globalSetup: ['tests/server/templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [react(), storybookTest({ configDir: storybookDir })],
        // Packages only lazily loaded screens import: found at run time, they would be optimised
        // mid-run and reload the page under a running story.
        optimizeDeps: { include: ['@typeform/embed-react', 'react-calendly'] },
        test: {
          name: 'storybook',
          // One page for every story file, not a fresh one (and a fresh module graph) per file:
          // the preview already gives every story a reset mock db, its own RootStore and storage,
          // fresh scenario state and the fixed clock started again (.storybook/preview.tsx).
          isolate: false,
          // Fails the browser run alone, with the install command, when Chromium is missing.
          globalSetup: ['scripts/require-chromium.ts'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPathOrDefault(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
