import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPathOrDefault } from './scripts/chromium.ts';

// scripts/e2e.mjs picks these; the fallbacks let `npx playwright test` run on its own too.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? './data-e2e';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPathOrDefault(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
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
      // The build, the browser and the server share CI's 2 cores: a stall of the event loop is
      // the machine, not the product's overload (tests/server/overload.test.ts tests the bound).
      MAX_QUEUE_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Lets journeys read e-mailed links (password reset) from the outbox; never on by default.
      DEV_OUTBOX: 'true',
    },
  },
});
