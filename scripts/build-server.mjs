// Bundles server/ (and the shared src/contract it imports) into dist/server/index.js.
// npm packages stay external: they are installed beside it.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/index.js');
