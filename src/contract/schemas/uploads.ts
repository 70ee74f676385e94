import { z } from 'zod';
import type { ImageContentType } from '../enums';
import { IMAGE_CONTENT_TYPES } from '../enums';
import { IMAGE_MAX_BYTES } from '../limits';
import { messages } from '../messages';
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

// The check before asking for an upload; null when fine, else the toast text (spec 5).
// Takes the two properties a File has, so it runs in the browser, the mocks and the server.
export const imageFileProblem = (file: { type: string; size: number }): string | null =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type) &&
  file.size > 0 &&
  file.size < IMAGE_MAX_BYTES
    ? null
    : messages.image;

export const isImageContentType = (value: string): value is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);
