import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  messages,
  uploadParamsSchema,
  uploadRequestBodySchema,
  uploadResponseSchema,
} from '../contract';
import { uploads } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { route } from '../http/route';
import { s3Endpoint, s3PresignedPost } from '../uploads/s3';
import {
  isAllowedSize,
  signUploadFields,
  sniffImageType,
  verifyUploadFields,
} from '../uploads/signing';

const extensions = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tiff',
} as const;

const tooLarge = () => new HttpError(413, 'InvalidRequest', messages.image);
const fileParamsSchema = z.strictObject({
  kind: z.enum(['covers', 'avatars']),
  name: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
});

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const uploadsDir = join(ctx.config.dataDir, 'uploads');

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
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ params, body, auth }) => {
      // Keys are minted here, never chosen by the client.
      const key = `${params.kind}/${auth.userId}-${randomUUID()}.${extensions[body.contentType]}`;
      const expiresAt = new Date(ctx.now().getTime() + ctx.config.uploadUrlTtlSeconds * 1000);
      await ctx.db.insert(uploads).values({
        key,
        userId: auth.userId,
        kind: params.kind,
        contentType: body.contentType,
        createdAt: ctx.now(),
      });
      if (ctx.config.s3) {
        return s3PresignedPost(ctx.config.s3, key, body.contentType, ctx.now(), expiresAt);
      }
      return {
        // Relative, so the SPA posts to whichever origin served it (dev proxy included).
        url: '/api/uploads',
        fields: { ...signUploadFields(ctx.keys.uploads, key, body.contentType, expiresAt) },
        key,
      };
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
          throw new HttpError(415, 'InvalidRequest', 'Expected multipart/form-data');
        const fields: Record<string, string> = {};
        let file: Buffer | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          // As with S3, the fields must come first: they decide whether the file is wanted.
          if (!verifyUploadFields(ctx.keys.uploads, fields, ctx.now())) {
            throw badRequest('The upload fields are invalid or expired');
          }
          try {
            file = await part.toBuffer();
          } catch {
            throw tooLarge();
          }
        }
        if (!verifyUploadFields(ctx.keys.uploads, fields, ctx.now())) {
          throw badRequest('The upload fields are invalid or expired');
        }
        if (!file) throw badRequest('No file was sent');
        if (!isAllowedSize(file.length)) throw tooLarge();
        const type = sniffImageType(file);
        if (!type || type !== fields['Content-Type']) throw badRequest(messages.image);
        const key = fields.key;
        // Claim the key first (one upload per key, even for two concurrent posts), then write.
        const [claimed] = await ctx.db
          .update(uploads)
          .set({ storedAt: ctx.now(), size: file.length })
          .where(and(eq(uploads.key, key), isNull(uploads.storedAt)))
          .returning({ id: uploads.id });
        if (!claimed) throw badRequest('This upload was already used');
        const path = join(uploadsDir, key);
        try {
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, file);
        } catch (error) {
          await ctx.db
            .update(uploads)
            .set({ storedAt: null, size: null })
            .where(eq(uploads.id, claimed.id));
          throw error;
        }
      },
    );
  });

  route(
    app,
    {
      method: 'GET',
      url: '/uploads/:kind/:name',
      summary: 'An uploaded image by its key (/api/uploads/{key})',
      tag: 'uploads',
      auth: 'none',
      params: fileParamsSchema,
      errors: ['ResourceNotFound'],
    },
    async ({ params, reply }) => {
      const key = `${params.kind}/${params.name}`;
      const { s3 } = ctx.config;
      // With S3 the file lives in the bucket: the same path keeps working, as a redirect.
      if (s3)
        return reply.redirect(`${(s3.publicUrl ?? s3Endpoint(s3)).replace(/\/+$/, '')}/${key}`);
      const [row] = await ctx.db
        .select({ contentType: uploads.contentType, storedAt: uploads.storedAt })
        .from(uploads)
        .where(eq(uploads.key, key));
      const path = join(uploadsDir, key);
      if (!row?.storedAt || !existsSync(path)) throw notFound('Image not found');
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
}
