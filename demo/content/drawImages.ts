// Draws the demo content's images: one small SVG scene per card, rendered by sharp into a
// WebP source under demo/content/images/, and writes demo/content/imageFiles.ts (each image's
// file, dimensions and content hash). Deterministic: the same script and sharp version draw the
// same pixels, so the files only change when the drawings do. Run after changing a drawing:
//
//   npx tsx demo/content/drawImages.ts
//
// The server's image service (server/routes/contentImages.ts) resizes these sources for the
// srcset widths; the MSW handlers serve them as they are.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { drawings, IMAGE_HEIGHT, IMAGE_WIDTH, sceneSvg } from './drawings';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'images');
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.webp')) rmSync(join(outDir, file));

const entries: string[] = [];
let total = 0;
for (const [slug, drawing] of Object.entries(drawings)) {
  const bytes = await sharp(Buffer.from(sceneSvg(slug, drawing)))
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
    .webp({ quality: 72, effort: 6, smartSubsample: true })
    .toBuffer();
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  writeFileSync(join(outDir, `${slug}.webp`), bytes);
  total += bytes.length;
  entries.push(
    `  '${slug}': {\n    hash: '${hash}',\n    width: ${IMAGE_WIDTH},\n    height: ${IMAGE_HEIGHT},\n    bytes: ${bytes.length},\n    alt: ${JSON.stringify(drawing.alt)},\n  },`,
  );
}

const manifest = join(here, 'imageFiles.ts');
const source = `// Written by demo/content/drawImages.ts: do not edit. Each demo image's source file
// (images/<slug>.webp), its dimensions, its size, its alt text, and the first 10 hex digits of
// its SHA-256, which names it in URLs (<slug>.<hash>.webp): a changed drawing gets a new URL.
export const demoImageFiles = {
${entries.join('\n')}
} as const;

export type DemoImageSlug = keyof typeof demoImageFiles;
`;
// Written as the formatter would write it, so a run changes only what was redrawn.
const options = await resolveConfig(manifest);
writeFileSync(manifest, await format(source, { ...options, filepath: manifest }));
console.log(`${entries.length} images, ${(total / 1024).toFixed(1)} KB in ${outDir}`);
