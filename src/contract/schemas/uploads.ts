import { z } from 'zod';
import type { UploadKind } from '../enums';
import { imageContentTypeSchema, uploadKeySchema, uploadKindSchema } from './common';

// POST /v1/uploads/{kind}: ask for a presigned POST; then the file goes to `url` as multipart
// form data with `fields` plus the file, and `key` is stored on the user (avatar or cover).
export const uploadParamsSchema = z.strictObject({ kind: uploadKindSchema });
export const uploadRequestBodySchema = z.strictObject({ contentType: imageContentTypeSchema });
export type UploadRequestBody = z.infer<typeof uploadRequestBodySchema>;

export const uploadResponseSchema = z.object({
  url: z.string().min(1).max(2048),
  fields: z.record(z.string().max(100), z.string().max(4096)),
  key: uploadKeySchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// The server never serves an upload as sent: it decodes it, drops its metadata and serves
// these sizes (width in px; avatars square, covers 1.91:1 as link previews use), each as WebP
// and as a JPEG fallback, at /api/uploads/{key}/{width}.{format}. A new upload is a new key,
// so a URL's bytes never change and can be cached for a year.
export const IMAGE_WIDTHS = { avatars: [96, 192, 384], covers: [1200, 2400] } as const;
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageWidth<K extends UploadKind = UploadKind> = (typeof IMAGE_WIDTHS)[K][number];

/** An image variant's path below /api/uploads, by the upload key. */
export const imageVariantPath = (key: string, width: number, format: ImageFormat): string =>
  `${key}/${width}.${format}`;
