import { z } from 'zod';
import { imageContentTypeSchema, text, uploadKeySchema, uploadKindSchema } from './common';

// POST /v1/uploads/{kind}: ask for a presigned POST; then the file goes to `url` as multipart
// form data with `fields` plus the file, and `key` is stored on the user (avatar or cover).
export const uploadParamsSchema = z.strictObject({ kind: uploadKindSchema });
export const uploadRequestBodySchema = z.strictObject({ contentType: imageContentTypeSchema });
export type UploadRequestBody = z.infer<typeof uploadRequestBodySchema>;

export const uploadResponseSchema = z.object({
  url: text().min(1).max(2048),
  fields: z.record(text().max(100), text().max(4096)),
  key: uploadKeySchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// Image sizes and paths live in ../images.ts (no zod there: every page builds image URLs).
export * from '../images';
