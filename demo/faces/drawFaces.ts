// Draws the demo members' faces and covers: a DiceBear Lorelei portrait per member, rendered by
// sharp into demo/faces/portraits/<index>.webp, and COVER_SCENES abstract cover scenes, written
// as the very variants the upload pipeline stores for a cover (server/uploads/images.ts: every
// width of IMAGE_WIDTHS.covers, WebP at quality 80 and progressive JPEG at quality 82) under
// demo/faces/covers/<scene>/. Then writes demo/faces/faceFiles.ts (each file's size and the
// first 10 hex digits of its SHA-256). Deterministic: the same script, DiceBear and sharp
// versions draw the same pixels. Run after changing a drawing:
//
//   npx tsx demo/faces/drawFaces.ts
//
// Portraits are re-encoded into the avatar sizes by the server's seed, through the pipeline
// (fast at 384 px); covers are stored pre-encoded, since drawing 2400-pixel covers for every
// member would make the demo seed take a minute.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../src/contract/images';
import { demoCommunity } from '../community';
import { COVER_HEIGHT, COVER_SCENES, COVER_WIDTH, coverSvg, portraitOptions } from './drawings';
import { coverFile, portraitFile } from './paths';

const here = dirname(fileURLToPath(import.meta.url));
for (const dir of ['portraits', 'covers'])
  rmSync(join(here, dir), { recursive: true, force: true });

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const write = (file: string, bytes: Buffer) => {
  const path = join(here, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return { hash: hashOf(bytes), bytes: bytes.length };
};
let total = 0;

const portraits: string[] = [];
const { members } = demoCommunity();
for (const [index, member] of members.entries()) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the style's option type is a union per feature
  const svg = createAvatar(lorelei, portraitOptions(index, member) as any).toString();
  const bytes = await sharp(Buffer.from(svg))
    .webp({ quality: 70, effort: 6, smartSubsample: true })
    .toBuffer();
  const file = write(portraitFile(index), bytes);
  total += file.bytes;
  portraits.push(`  { hash: '${file.hash}', bytes: ${file.bytes} },`);
}

const covers: string[] = [];
for (let scene = 0; scene < COVER_SCENES; scene += 1) {
  // As the pipeline does: drawn once at the largest size, every width scaled from it.
  const base = await sharp(Buffer.from(coverSvg(scene)))
    .resize(COVER_WIDTH, COVER_HEIGHT)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const variants: string[] = [];
  const hashes: string[] = [];
  for (const target of IMAGE_WIDTHS.covers) {
    for (const imageFormat of IMAGE_FORMATS) {
      const drawn = sharp(base.data, { raw: { width, height, channels } }).resize(
        target,
        Math.round((target * 630) / 1200),
        { fit: 'cover' },
      );
      const bytes = await (imageFormat === 'webp'
        ? drawn.webp({ quality: 80 }).toBuffer()
        : drawn
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 82, progressive: true })
            .toBuffer());
      const file = write(coverFile(scene, target, imageFormat), bytes);
      total += file.bytes;
      hashes.push(file.hash);
      variants.push(`'${target}.${imageFormat}': { hash: '${file.hash}', bytes: ${file.bytes} },`);
    }
  }
  const hash = createHash('sha256').update(hashes.join()).digest('hex').slice(0, 10);
  covers.push(`  { hash: '${hash}', variants: { ${variants.join(' ')} } },`);
}

const manifest = join(here, 'faceFiles.ts');
const source = `// Written by demo/faces/drawFaces.ts: do not edit. Each demo member's portrait
// (portraits/<index>.webp, by member number) and each cover scene's variants
// (covers/<scene>/<width>.<format>), with their sizes and the first 10 hex digits of their
// SHA-256; a cover's hash is that of its variants' hashes. Hashes name the upload keys, so a
// redrawn picture gets a new URL.
export interface DemoFaceFile {
  hash: string;
  bytes: number;
}

export const demoPortraitFiles: readonly DemoFaceFile[] = [
${portraits.join('\n')}
];

export const demoCoverFiles: readonly {
  hash: string;
  variants: Readonly<Record<string, DemoFaceFile>>;
}[] = [
${covers.join('\n')}
];
`;
// Written as the formatter would write it, so a run changes only what was redrawn.
const options = await resolveConfig(manifest);
writeFileSync(manifest, await format(source, { ...options, filepath: manifest }));
console.log(
  `${portraits.length} portraits, ${covers.length} cover scenes, ${(total / 1024).toFixed(1)} KB in ${here}`,
);
