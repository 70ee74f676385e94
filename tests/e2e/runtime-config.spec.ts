import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// One build for every environment: the production build that `npm start` serves, started twice
// more with different run-time settings. Each instance's pages carry its own values, and the
// SPA uses them.

interface Instance {
  baseUrl: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The built server (dist/, built for this run by the e2e web server) with `env` added. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-runtime-config-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await expect(async () => {
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);
  }).toPass({ timeout: 90_000 });
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('run-time configuration', () => {
  test.setTimeout(240_000);
  const instances: Instance[] = [];
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  test('one build, two configurations: each page carries its own values and the SPA uses them', async ({
    page,
  }) => {
    const settings = [
      { CONTACT_EMAIL: 'north@example.com', FOUNDER_NAME: 'Nora North' },
      { CONTACT_EMAIL: 'south@example.com', FOUNDER_NAME: 'Sam South' },
    ];
    const [north, south] = await Promise.all(settings.map((env) => startInstance(env)));
    instances.push(north!, south!);

    for (const [index, instance] of [north!, south!].entries()) {
      const own = settings[index]!;
      await page.goto(`${instance.baseUrl}/`);
      await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        `mailto:${own.CONTACT_EMAIL}`,
      );
      await expect(page.getByText(own.FOUNDER_NAME)).toBeVisible();
      // The block itself, as the server wrote it.
      const block = await page.locator('#app-config').textContent();
      expect(JSON.parse(block ?? '{}')).toMatchObject(own);
      // A page the SPA reaches by a client-side route keeps the same settings.
      await page.goto(`${instance.baseUrl}/community`);
      await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        `mailto:${own.CONTACT_EMAIL}`,
      );
    }
  });
});
