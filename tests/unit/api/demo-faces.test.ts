import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, uploadKeySchema } from '@/contract';
import { DEMO_MEMBER_COUNT, demoCommunity } from '@demo/community';
import {
  coverFile,
  demoCoverFiles,
  demoCoverVariantFile,
  demoFaceByKey,
  demoFaceOf,
  demoPortraitFiles,
  portraitFile,
} from '@demo/faces/index';
import { db } from '@mocks/db';

// The demo members' drawn faces and covers (demo/faces/, drawn by demo/faces/drawFaces.ts):
// every member has both, every file is there with the hash its upload key carries, the covers
// are the pipeline's sizes, and the mocks give the members the keys the server's seed gives
// (served there: tests/server/seed.test.ts).

const facesDir = fileURLToPath(new URL('../../../demo/faces/', import.meta.url));
const read = (file: string) => readFileSync(`${facesDir}${file}`);
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const { members } = demoCommunity();

describe('demo faces', () => {
  it('gives every demo member a portrait and a cover, under valid upload keys of their own', () => {
    expect(members).toHaveLength(DEMO_MEMBER_COUNT);
    const keys = new Set<string>();
    members.forEach((_, index) => {
      const face = demoFaceOf(index, index + 1);
      expect(face, `member ${index}`).not.toBeNull();
      for (const key of [face!.avatar, face!.cover]) {
        expect(uploadKeySchema.safeParse(key).success, key).toBe(true);
        expect(key).toMatch(new RegExp(`^(avatars|covers)/${index + 1}-demo-`));
        keys.add(key);
      }
      expect(face!.avatar.startsWith('avatars/')).toBe(true);
      expect(face!.cover.startsWith('covers/')).toBe(true);
    });
    expect(keys.size).toBe(DEMO_MEMBER_COUNT * 2);
    expect(demoFaceOf(DEMO_MEMBER_COUNT, DEMO_MEMBER_COUNT + 1)).toBeNull();
  });

  it('has every portrait on disk as recorded: its hash and size, 384 × 384 WebP, no two alike', async () => {
    expect(demoPortraitFiles).toHaveLength(DEMO_MEMBER_COUNT);
    for (const [index, recorded] of demoPortraitFiles.entries()) {
      const bytes = read(portraitFile(index));
      expect(hashOf(bytes), portraitFile(index)).toBe(recorded.hash);
      expect(bytes.length).toBe(recorded.bytes);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 384,
        height: 384,
      });
    }
    expect(new Set(demoPortraitFiles.map((file) => file.hash)).size).toBe(DEMO_MEMBER_COUNT);
  });

  it('has every cover scene in every size and format the pipeline stores, as recorded', async () => {
    expect(demoCoverFiles.length).toBeGreaterThanOrEqual(8);
    for (const [scene, cover] of demoCoverFiles.entries()) {
      const expected = IMAGE_WIDTHS.covers.flatMap((width) =>
        IMAGE_FORMATS.map((format) => `${width}.${format}`),
      );
      expect(Object.keys(cover.variants).sort()).toEqual([...expected].sort());
      for (const width of IMAGE_WIDTHS.covers) {
        for (const format of IMAGE_FORMATS) {
          const file = coverFile(scene, width, format);
          const bytes = read(file);
          const recorded = cover.variants[`${width}.${format}`]!;
          expect(hashOf(bytes), file).toBe(recorded.hash);
          expect(bytes.length).toBe(recorded.bytes);
          expect(await sharp(bytes).metadata()).toMatchObject({
            format: format === 'webp' ? 'webp' : 'jpeg',
            width,
            height: Math.round((width * 630) / 1200),
          });
        }
      }
      const variantHashes = expected.map((variant) => cover.variants[variant]!.hash);
      expect(createHash('sha256').update(variantHashes.join()).digest('hex').slice(0, 10)).toBe(
        cover.hash,
      );
    }
  });

  it('keeps the committed set small', () => {
    const files = [
      ...demoPortraitFiles.map((_, index) => portraitFile(index)),
      ...demoCoverFiles.flatMap((_, scene) =>
        IMAGE_WIDTHS.covers.flatMap((width) =>
          IMAGE_FORMATS.map((format) => coverFile(scene, width, format)),
        ),
      ),
    ];
    const total = files.reduce((sum, file) => sum + statSync(`${facesDir}${file}`).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('finds a demo face by its key, and nothing by any other key', () => {
    const face = demoFaceOf(7, 8)!;
    expect(demoFaceByKey(face.avatar)).toEqual({
      kind: 'avatars',
      index: 7,
      coverScene: face.coverScene,
    });
    expect(demoFaceByKey(face.cover)).toMatchObject({ kind: 'covers', index: 7 });
    expect(demoCoverVariantFile(face.coverScene, '1200.webp')).toBe(
      coverFile(face.coverScene, 1200, 'webp'),
    );
    expect(demoCoverVariantFile(face.coverScene, '96.webp')).toBeUndefined();
    // Another member's hash, a made-up hash, a member past the drawn ones, a real upload's key.
    const other = demoFaceOf(8, 9)!;
    expect(demoFaceByKey(other.avatar.replace('avatars/9-', 'avatars/8-'))).toBeNull();
    expect(demoFaceByKey('avatars/8-demo-0000000000')).toBeNull();
    expect(demoFaceByKey(`avatars/${DEMO_MEMBER_COUNT + 1}-demo-0000000000`)).toBeNull();
    expect(demoFaceByKey('avatars/8-3f1c2b7e-2a4d-4c1e-9f00-1a2b3c4d5e6f')).toBeNull();
  });

  it('gives the mock members the same keys as the seed, as stored uploads', () => {
    members.forEach((_, index) => {
      const face = demoFaceOf(index, index + 1)!;
      const user = db.users.find((u) => u.id === index + 1);
      expect(user).toMatchObject({ avatar: face.avatar, cover: face.cover });
      for (const key of [face.avatar, face.cover]) {
        expect(db.uploads.find((upload) => upload.key === key)).toMatchObject({ stored: true });
      }
    });
    // The newcomer has no picture yet.
    expect(db.users.find((u) => u.id === DEMO_MEMBER_COUNT + 1)).toMatchObject({
      avatar: null,
      cover: null,
    });
  });
});
