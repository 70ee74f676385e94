import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPathOrDefault } from './scripts/chromium.ts';

// scripts/e2e.mjs picks these; the fallbacks let `npx playwright test` run on its own too.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? './data-e2e';
const baseURL = `http://127.0.0.1:${port}`;
/** Specs that run alone, after the rest (see `workers`). */
const SERIAL = [
  '**/prerender.spec.ts',
  '**/telemetry.spec.ts',
  '**/telemetry-markers.spec.ts',
  '**/runtime-config.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Files are shared out to two workers; a file's tests run in order. The specs that time the
  // page itself (prerender: paint order, layout shift) or start servers of their own (telemetry,
  // runtime-config) run after the others, alone (the "serial" project).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace for every test cost every test; a failure is run again (CI's retry),
    // and that run records one. A test that needs the retry is a defect (the CI table counts it).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPathOrDefault(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'parallel',
      testIgnore: SERIAL,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'serial',
      testMatch: SERIAL,
      workers: 1,
      // After the parallel ones, so nothing else runs beside them.
      dependencies: ['parallel'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The journeys sign in as the demo accounts: seeded into the fresh DATA_DIR by name, not
      // by the local trial's rule (server/seed/startup.ts).
      SEED_DEMO: 'true',
      // The build, the browser and the server share CI's 2 cores: a stall of the event loop is
      // the machine, not the product's overload (tests/server/overload.test.ts tests the bound).
      MAX_QUEUE_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Lets journeys read e-mailed links (password reset) from the outbox; never on by default.
      DEV_OUTBOX: 'true',
      // Every journey signs its members up from this one address, more than an office would.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
    },
  },
});
