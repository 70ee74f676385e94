// Precompresses the built SPA (brotli and gzip beside each file) so the server sends compressed
// bytes without compressing on every request (@fastify/static's preCompressed option).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const compressible = /\.(js|css|html|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(entry) && !entry.endsWith('.map')) compress(path);
  }
}

function compress(path) {
  const bytes = readFileSync(path);
  if (bytes.length < 1024) return;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
  before += bytes.length;
  after += brotli.length;
}

walk(root);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
