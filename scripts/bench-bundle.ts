/**
 * `npm run bench:bundle`: what each public page makes the browser download, as built.
 * Serves dist/ with the real server on a free port and a throwaway data folder, opens each
 * page in Chromium, and sums the gzip size of every JavaScript file it fetched.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/signup'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bundle-'));
const server = spawn('node', ['dist/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The pages it measures show the demo community.
    SEED_DEMO: 'true',
  },
  stdio: 'inherit',
});
const baseUrl = `http://127.0.0.1:${port}`;

try {
  await waitForHealth(`${baseUrl}/api/health`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  console.log('page            files   JS gzip (KB)   JS raw (KB)');
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    let gzip = 0;
    let raw = 0;
    const files: string[] = [];
    for (const script of scripts) {
      const bytes = readFileSync(join('dist/client', script));
      const zipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzip += zipped;
      files.push(`    ${(zipped / 1024).toFixed(1).padStart(6)}  ${script}`);
    }
    console.log(
      `${path.padEnd(16)}${String(scripts.size).padStart(5)}${(gzip / 1024).toFixed(1).padStart(15)}${(raw / 1024).toFixed(1).padStart(14)}`,
    );
    if (process.env.BUNDLE_FILES) console.log(files.sort().reverse().join('\n'));
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
