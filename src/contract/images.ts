import type { UploadKind } from './enums';
import { API_BASE_PATH } from './limits';

// The server never serves an upload as sent: it decodes it, drops its metadata and serves
// these sizes (width in px; avatars square, covers 1.91:1 as link previews use), each as WebP
// and as a JPEG fallback, at /api/uploads/{key}/{width}.{format}. A new upload is a new key,
// so a URL's bytes never change and can be cached for a year.
// Kept apart from the zod schemas: every page builds image URLs (the avatar in the top
// navigation), and importing a schema module would put zod in the initial bundle (+24 KB gzip).
export const IMAGE_WIDTHS = { avatars: [96, 192, 384], covers: [1200, 2400] } as const;
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageWidth<K extends UploadKind = UploadKind> = (typeof IMAGE_WIDTHS)[K][number];

/** An image variant's path below /api/uploads, by the upload key. */
export const imageVariantPath = (key: string, width: number, format: ImageFormat): string =>
  `${key}/${width}.${format}`;

/**
 * Where one size of an uploaded image is served, by its upload key (the server stores only
 * these re-encoded sizes, never the file as sent).
 */
export function imageUrl<K extends UploadKind>(
  kind: K,
  key: string | null | undefined,
  width: ImageWidth<K>,
  format: ImageFormat = 'webp',
): string | undefined {
  return key ? `${API_BASE_PATH}/uploads/${imageVariantPath(key, width, format)}` : undefined;
}

/** Every size of an image as an `<img srcSet>` value (`url 96w, url 192w, …`). */
export function imageSrcSet(
  kind: UploadKind,
  key: string | null | undefined,
  format: ImageFormat = 'webp',
): string | undefined {
  if (!key) return undefined;
  return IMAGE_WIDTHS[kind]
    .map((width) => `${imageUrl(kind, key, width, format)} ${width}w`)
    .join(', ');
}

/**
 * How wide a member's cover shows on their profile, as `sizes`: the page's width up to its
 * 72rem column. The profile's `<picture>` and the page's preload of it (server/previews.ts)
 * both use it, so the browser picks the same file for both and downloads it once.
 */
export const COVER_SIZES = '(min-width: 72rem) 72rem, 100vw';
