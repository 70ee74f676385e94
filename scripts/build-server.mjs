// Bundles server/ (and the shared src/contract it imports) into dist/server/server.js for Node
// 24, and its launcher (server/launcher.ts) into dist/server/index.js, the entry: built for old
// Nodes, it checks the version first and says what to do on an older one. npm packages stay
// external: they are installed beside it. `node scripts/build-server.mjs <dir>` builds into
// another folder (tests/server/launcher.test.ts).
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist/server';
const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...shared,
    entryPoints: ['server/index.ts'],
    outfile: `${outdir}/server.js`,
    target: 'node24',
    sourcemap: true,
  }),
  build({
    ...shared,
    entryPoints: ['server/launcher.ts'],
    outfile: `${outdir}/index.js`,
    // Top-level await and import() are all it needs of the Node it checks.
    target: 'node14.8',
  }),
]);
console.log(`server built: ${outdir}/index.js (the launcher) and ${outdir}/server.js`);
