// `npm run test:e2e [-- <spec> …]`: Playwright against `npm start` on a free port with a fresh
// data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-e2e-'));
// One spec or one title runs alone: without --no-deps, a spec of the "serial" project would
// first run the whole "parallel" project it depends on (playwright.config.ts).
const args = process.argv.slice(2);
const narrowed = args.some(
  (arg) => !arg.startsWith('-') || arg === '-g' || arg.startsWith('--grep'),
);
if (narrowed && !args.includes('--no-deps')) args.unshift('--no-deps');
const child = spawn('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
