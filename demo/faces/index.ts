import { demoCoverFiles, demoPortraitFiles } from './faceFiles';
import { coverFile, portraitFile } from './paths';

// The demo members' faces and covers (issue 25): drawn once by ./drawFaces.ts into committed
// files, stored by the server's seed through the upload pipeline (server/seed/faces.ts) and
// served by the MSW handlers (mocks/handlers/uploads.ts), under the same upload keys, so
// `npm start`, `dev:mock` and Storybook show the same pictures.

export { demoCoverFiles, demoPortraitFiles, type DemoFaceFile } from './faceFiles';
export { coverFile, portraitFile } from './paths';

export interface DemoFace {
  /** The avatar's upload key: `avatars/{userId}-demo-{hash}`. */
  avatar: string;
  /** The cover's upload key: `covers/{userId}-demo-{hash}`. */
  cover: string;
  /** The portrait below demo/faces/ (the avatar's source, 384 × 384 WebP). */
  portrait: string;
  /** The cover scene whose stored variants the cover is. */
  coverScene: number;
}

/** Demo members have no more faces than this; a larger generated community has none. */
export const DEMO_FACE_COUNT = demoPortraitFiles.length;

/**
 * Member number `index`'s face and cover, for the member stored with id `userId`, or null past
 * the drawn ones. Keys are shaped like those POST /v1/uploads mints (`{kind}/{userId}-…`) and
 * carry the picture's hash: a redrawn picture gets a new key, so cached URLs never go stale.
 */
export function demoFaceOf(index: number, userId: number): DemoFace | null {
  const portrait = demoPortraitFiles[index];
  if (!portrait) return null;
  const coverScene = index % demoCoverFiles.length;
  const cover = demoCoverFiles[coverScene]!;
  return {
    avatar: `avatars/${userId}-demo-${portrait.hash}`,
    cover: `covers/${userId}-demo-${cover.hash}`,
    portrait: portraitFile(index),
    coverScene,
  };
}

/** The variant file below demo/faces/ of a demo cover (`{width}.{format}`), or undefined. */
export const demoCoverVariantFile = (coverScene: number, variant: string): string | undefined => {
  const match = /^(\d+)\.(webp|jpg)$/.exec(variant);
  if (!match || !demoCoverFiles[coverScene]?.variants[variant]) return undefined;
  return coverFile(coverScene, Number(match[1]), match[2] as 'webp' | 'jpg');
};

/**
 * The demo face an upload key names (`avatars/12-demo-0db61c0315`), or null when the key is
 * not a demo face's. Member number i is taken to have the id i + 1, as on a fresh database and
 * in the mock db.
 */
export function demoFaceByKey(
  key: string,
): { kind: 'avatars' | 'covers'; index: number; coverScene: number } | null {
  const match = /^(avatars|covers)\/(\d+)-demo-([0-9a-f]{10})$/.exec(key);
  if (!match) return null;
  const kind = match[1] as 'avatars' | 'covers';
  const index = Number(match[2]) - 1;
  const face = demoFaceOf(index, index + 1);
  if (!face || face[kind === 'avatars' ? 'avatar' : 'cover'] !== key) return null;
  return { kind, index, coverScene: face.coverScene };
}
