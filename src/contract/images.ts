import type { UploadKind } from './enums';

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
