import type { ImageFormat } from '../../src/contract/images';

// Where the drawn files live below demo/faces/ (written by ./drawFaces.ts).

/** Member number `index`'s portrait: `portraits/07.webp`. */
export const portraitFile = (index: number): string =>
  `portraits/${String(index).padStart(2, '0')}.webp`;

/** One variant of cover scene `scene`, as the pipeline names it: `covers/03/1200.webp`. */
export const coverFile = (scene: number, width: number, format: ImageFormat): string =>
  `covers/${String(scene).padStart(2, '0')}/${width}.${format}`;
