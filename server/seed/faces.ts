import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath } from '../contract';
import type { Executor } from '../db/client';
import { uploads, users } from '../db/schema';
import { projectRoot } from '../paths';
import { contentTypes, renderVariants, type ImageVariant } from '../uploads/images';
import type { ImageStore } from '../uploads/store';
import {
  coverFile,
  demoCoverFiles,
  demoFaceOf,
  demoPortraitFiles,
  type DemoFaceFile,
} from '../../demo/faces/index';

// The demo members' faces and covers (demo/faces/), stored as a member's upload is: variants
// written by the image store (DATA_DIR/uploads or the S3 bucket), a stored row in `uploads`
// owned by the member, and the key in users.avatar / users.cover, so GET /api/uploads/{key}/…
// serves them like any member's picture. Portraits go through the pipeline's renderVariants
// (decoded and drawn again in every avatar size); covers are the variants demo/faces/drawFaces.ts
// already drew with the pipeline's settings, copied as they are (drawing 2400-pixel covers for
// 70 members would make every fresh start take a minute).

export const DEMO_FACES_DIR = join(projectRoot, 'demo', 'faces');
/** Portraits drawn at once: sharp works on its own threads, two keep them busy. */
const CONCURRENCY = 4;

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** A committed file, checked against the hash its upload key carries. */
async function readFaceFile(file: string, expected: DemoFaceFile): Promise<Buffer> {
  const bytes = await readFile(join(DEMO_FACES_DIR, file));
  if (hashOf(bytes) !== expected.hash) {
    throw new Error(`demo/faces/${file} differs from demo/faces/faceFiles.ts`);
  }
  return bytes;
}

/** A cover scene's variants (`{width}.{format}` → bytes), read once per seeding. */
type CoverScenes = Map<number, Promise<Map<string, Buffer>>>;

function readCoverScene(scenes: CoverScenes, scene: number): Promise<Map<string, Buffer>> {
  let reading = scenes.get(scene);
  if (!reading) {
    const files = demoCoverFiles[scene]!.variants;
    reading = Promise.all(
      IMAGE_WIDTHS.covers.flatMap((width) =>
        IMAGE_FORMATS.map(async (format) => {
          const variant = `${width}.${format}`;
          const file = coverFile(scene, width, format);
          return [variant, await readFaceFile(file, files[variant]!)] as const;
        }),
      ),
    ).then((entries) => new Map(entries));
    scenes.set(scene, reading);
  }
  return reading;
}

/** Every variant of a cover scene, at the paths of `key`. */
async function coverVariants(
  scenes: CoverScenes,
  scene: number,
  key: string,
): Promise<ImageVariant[]> {
  const bodies = await readCoverScene(scenes, scene);
  return IMAGE_WIDTHS.covers.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      path: imageVariantPath(key, width, format),
      contentType: contentTypes[format],
      body: bodies.get(`${width}.${format}`)!,
    })),
  );
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(items.slice(i, i + CONCURRENCY).map(run));
  }
}

/**
 * Gives the demo members (by index, stored with `memberIds`) their faces and covers: writes the
 * variants, then the stored upload rows and the members' avatar and cover keys. Returns how
 * many members got one.
 */
export async function insertDemoFaces(
  db: Executor,
  images: Pick<ImageStore, 'put'>,
  memberIds: number[],
  storedAt: Date,
): Promise<number> {
  const faces = memberIds.flatMap((userId, index) => {
    const face = demoFaceOf(index, userId);
    return face ? [{ userId, index, face }] : [];
  });
  const sizes = new Map<string, number>();
  const scenes: CoverScenes = new Map();
  await inBatches(faces, async ({ index, face }) => {
    const portrait = await readFaceFile(face.portrait, demoPortraitFiles[index]!);
    // As an upload: PNG is a type the pipeline takes (it refuses WebP), then drawn again.
    const png = await sharp(portrait).png({ compressionLevel: 0 }).toBuffer();
    const avatar = await renderVariants('avatars', face.avatar, png);
    const cover = await coverVariants(scenes, face.coverScene, face.cover);
    await images.put([...avatar, ...cover]);
    sizes.set(face.avatar, png.length);
    sizes.set(face.cover, demoCoverFiles[face.coverScene]!.variants['2400.jpg']!.bytes);
  });
  if (faces.length === 0) return 0;
  await db.insert(uploads).values(
    faces.flatMap(({ userId, face }) =>
      (['avatar', 'cover'] as const).map((field) => ({
        key: face[field],
        userId,
        kind: field === 'avatar' ? 'avatars' : 'covers',
        contentType: field === 'avatar' ? 'image/png' : 'image/jpeg',
        size: sizes.get(face[field]) ?? null,
        createdAt: storedAt,
        storedAt,
      })),
    ),
  );
  for (const { userId, face } of faces) {
    await db
      .update(users)
      .set({ avatar: face.avatar, cover: face.cover })
      .where(eq(users.id, userId));
  }
  return faces.length;
}
