// `npm start`: build when the sources are newer than the build, then run the one server process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'dist/client/index.html',
  'dist/client/.prerendered/manifest.json',
  'dist/server/index.js',
  'dist/server/server.js',
];
const sources = [
  'src',
  'server',
  'demo',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed: rebuilding…');
  // The build without its type check: a start needs the bundle, not a verdict on the types
  // (`npm run build` and CI check them), and a checkout mid-change still starts.
  const result = spawnSync('npm', ['run', 'build:app'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and the libraries want NODE_ENV=production. Set here, it is not a production start
// (docs/operations.md): LOCAL_TRIAL says so, and a new embedded database on a loopback
// PUBLIC_BASE_URL gets the demo community. NODE_ENV=production given by you is a production start.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.LOCAL_TRIAL = 'true';
}
// The launcher: it checks the Node version, then starts the server (scripts/build-server.mjs).
await import(new URL('../dist/server/index.js', import.meta.url).href);
