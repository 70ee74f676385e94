import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, messages, type ImageContentType, type UploadResponse } from '../contract';
import { badRequest } from '../errors';
import type { ImageVariant } from './images';
import { createS3Client, incomingKey, s3PresignedPost, type S3Settings } from './s3';
import { signUploadFields } from './signing';

/** Immutable: a new upload always gets a new key, so a variant's URL never changes bytes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where an upload's served variants live: DATA_DIR/uploads, or the S3 bucket. */
export interface ImageStore {
  /** The presigned POST the browser sends the file with: to the server, or to the bucket. */
  presign(
    key: string,
    contentType: ImageContentType,
    now: Date,
    expiresAt: Date,
  ): Promise<UploadResponse>;
  put(variants: ImageVariant[]): Promise<void>;
  /** Deletes an upload's variants (and, with S3, its original if it is still there). */
  remove(key: string, paths: string[]): Promise<void>;
  /**
   * S3 only: the file a presigned POST put in the bucket (at `incoming/{key}`), or null when
   * nothing arrived; 400 (the image message) when it is 8,000,000 bytes or more. The local
   * endpoint renders on receipt and never keeps the original.
   */
  readIncoming(key: string): Promise<Buffer | null>;
}

export function localImageStore(dir: string, uploadsSecret: Buffer): ImageStore {
  return {
    async presign(key, contentType, _now, expiresAt) {
      return {
        // Relative, so the SPA posts to whichever origin served it (dev proxy included).
        url: '/api/uploads',
        fields: { ...signUploadFields(uploadsSecret, key, contentType, expiresAt) },
        key,
      };
    },
    async put(variants) {
      for (const variant of variants) {
        const path = join(dir, variant.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, variant.body);
      }
    },
    async remove(key) {
      // Keys are minted as '{kind}/{name}' (checked by the contract's pattern), so this
      // stays inside the uploads folder.
      await rm(join(dir, key), { recursive: true, force: true });
    },
    readIncoming: async () => null,
  };
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The request's answer, or null when the object is not there. */
const unlessNotFound = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });

export function s3ImageStore(s3: S3Settings): ImageStore {
  const client = createS3Client(s3);
  const Bucket = s3.bucket;
  const tooLarge = () => badRequest(messages.image);
  return {
    presign: (key, contentType, now, expiresAt) =>
      s3PresignedPost(
        client,
        s3,
        key,
        contentType,
        Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
      ),
    async put(variants) {
      await Promise.all(
        variants.map((variant) =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: variant.path,
              Body: variant.body,
              ContentType: variant.contentType,
              CacheControl: IMAGE_CACHE_CONTROL,
            }),
          ),
        ),
      );
    },
    async remove(key, paths) {
      // One DELETE per object: every S3-compatible store has it (not all have DeleteObjects).
      await Promise.all(
        [incomingKey(key), ...paths].map((Key) =>
          client.send(new DeleteObjectCommand({ Bucket, Key })),
        ),
      );
    },
    async readIncoming(key) {
      const Key = incomingKey(key);
      // Whether it arrived, and how large it is, before a byte is read.
      const head = await unlessNotFound(client.send(new HeadObjectCommand({ Bucket, Key })));
      if (!head) return null;
      // The POST policy caps the size; a bucket written some other way is not trusted.
      if ((head.ContentLength ?? 0) >= IMAGE_MAX_BYTES) throw tooLarge();
      const object = await unlessNotFound(client.send(new GetObjectCommand({ Bucket, Key })));
      if (!object?.Body) return null;
      if ((object.ContentLength ?? 0) >= IMAGE_MAX_BYTES) throw tooLarge();
      return Buffer.from(await object.Body.transformToByteArray());
    },
  };
}

export const createImageStore = (
  s3: S3Settings | null,
  localDir: string,
  uploadsSecret: Buffer,
): ImageStore => (s3 ? s3ImageStore(s3) : localImageStore(localDir, uploadsSecret));
