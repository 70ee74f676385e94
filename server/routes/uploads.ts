import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiMessages,
  IMAGE_MAX_BYTES,
  messages,
  uploadParamsSchema,
  uploadRequestBodySchema,
  uploadResponseSchema,
} from '../contract';
import { HttpError, badRequest, notFound } from '../errors';
import { route } from '../http/route';
import { contentTypes, isVariantName } from '../uploads/images';
import { imageStore, purgeUploads, storeUpload, uploadsDir } from '../uploads/lifecycle';
import { s3PublicUrl } from '../uploads/s3';
import { isAllowedSize, verifyUploadFields } from '../uploads/signing';
import { IMAGE_CACHE_CONTROL } from '../uploads/store';

const tooLarge = () => new HttpError(413, 'InvalidRequest', messages.image);
const fileName = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
const variantParamsSchema = z.strictObject({
  kind: z.enum(['covers', 'avatars']),
  name: fileName,
  variant: fileName,
});

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const dir = uploadsDir(ctx);

  route(
    app,
    {
      method: 'POST',
      url: '/v1/uploads/:kind',
      summary: 'Ask for a presigned POST (kind: covers or avatars); answers { url, fields, key }',
      tag: 'uploads',
      auth: 'required',
      params: uploadParamsSchema,
      body: uploadRequestBodySchema,
      response: uploadResponseSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'RequestThrottled'],
    },
    async ({ params, body, auth, request }) => {
      await ctx.throttle.hit('uploads', request.ip, String(auth.userId));
      await purgeUploads(ctx, request.log);
      // Keys are minted here, never chosen by the client, and never reused: a new picture
      // is a new URL, so caches may keep every URL for a year.
      const key = `${params.kind}/${auth.userId}-${randomUUID()}`;
      const expiresAt = new Date(ctx.now().getTime() + ctx.config.uploadUrlTtlSeconds * 1000);
      await ctx.repos.uploads.insert({
        key,
        userId: auth.userId,
        kind: params.kind,
        contentType: body.contentType,
        createdAt: ctx.now(),
      });
      return imageStore(ctx).presign(key, body.contentType, ctx.now(), expiresAt);
    },
  );

  // The receiving end of the presigned POST, in its own scope so multipart parsing applies
  // here only. Like S3 it answers 204 and needs no bearer token: the signature is the grant.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES - 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    route(
      scope,
      {
        method: 'POST',
        url: '/uploads',
        summary: 'Receive an upload: the presigned fields, then the file (multipart/form-data)',
        tag: 'uploads',
        auth: 'none',
        status: 204,
        bodyMediaType: 'multipart/form-data',
        errors: ['InvalidRequest'],
      },
      async ({ request }) => {
        if (!request.isMultipart())
          throw new HttpError(415, 'InvalidRequest', apiMessages.expectedMultipart);
        const fields: Record<string, string> = {};
        let file: Buffer | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          // As with S3, the fields must come first: they decide whether the file is wanted.
          if (!verifyUploadFields(ctx.keys.uploads, fields, ctx.now())) {
            throw badRequest(apiMessages.uploadFieldsInvalid);
          }
          try {
            file = await part.toBuffer();
          } catch (error) {
            // Over the size limit is the member's 413; a part cut short is a malformed body,
            // which the error handler answers as a 400.
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
            throw error;
          }
        }
        if (!verifyUploadFields(ctx.keys.uploads, fields, ctx.now())) {
          throw badRequest(apiMessages.uploadFieldsInvalid);
        }
        if (!file) throw badRequest(apiMessages.noFileSent);
        if (!isAllowedSize(file.length)) throw tooLarge();
        // Decoded and drawn again (metadata dropped) before it is stored; the file as sent
        // is never written. Its type is what the bytes decode as, whatever was claimed.
        if (!(await storeUpload(ctx, fields.key, file))) {
          throw badRequest(apiMessages.uploadUsed);
        }
      },
    );
  });

  route(
    app,
    {
      method: 'GET',
      url: '/uploads/:kind/:name/:variant',
      summary:
        'An uploaded image in one size and format (/api/uploads/{key}/{width}.{webp|jpg}); the file as sent is never served',
      tag: 'uploads',
      auth: 'none',
      params: variantParamsSchema,
      errors: ['ResourceNotFound'],
    },
    async ({ params, reply }) => {
      const key = `${params.kind}/${params.name}`;
      if (!isVariantName(params.kind, params.variant)) throw notFound(apiMessages.imageNotFound);
      // Only a stored upload is served: a replaced or purged one has no row, and answers 404
      // even where its files could not be deleted.
      if (!(await ctx.repos.uploads.isStored(key))) throw notFound(apiMessages.imageNotFound);
      const path = `${key}/${params.variant}`;
      const { s3 } = ctx.config;
      // With S3 the variants live in the bucket: the same path keeps working, as a redirect.
      if (s3) return reply.redirect(`${s3PublicUrl(s3)}/${path}`);
      const file = join(dir, path);
      if (!existsSync(file)) throw notFound(apiMessages.imageNotFound);
      const format = params.variant.endsWith('.webp') ? 'webp' : 'jpg';
      return reply
        .header('content-type', contentTypes[format])
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
}
