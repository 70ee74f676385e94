import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES } from '../contract';
import type { ImageVariant } from './images';
import { incomingKey, s3Endpoint, type S3Settings } from './s3';

/** Immutable: a new upload always gets a new key, so a variant's URL never changes bytes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where an upload's served variants live: DATA_DIR/uploads, or the S3 bucket. */
export interface ImageStore {
  put(variants: ImageVariant[]): Promise<void>;
  /** Deletes an upload's variants (and, with S3, its original if it is still there). */
  remove(key: string, paths: string[]): Promise<void>;
  /**
   * S3 only: the file a presigned POST put in the bucket (at `incoming/{key}`), or null when
   * nothing arrived. The local endpoint renders on receipt and never keeps the original.
   */
  readIncoming(key: string): Promise<Buffer | null>;
}

export function localImageStore(dir: string): ImageStore {
  return {
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

export function s3ImageStore(s3: S3Settings): ImageStore {
  // The configured endpoint addresses the bucket itself (virtual-hosted or path style), which
  // is what the presigned POST needs; `bucketEndpoint` makes the SDK use it as it is.
  const bucket = s3Endpoint(s3);
  const client = new S3Client({
    region: s3.region,
    credentials: {
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      sessionToken: s3.sessionToken,
    },
    bucketEndpoint: true,
    maxAttempts: 3,
  });
  return {
    async put(variants) {
      await Promise.all(
        variants.map((variant) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
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
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key })),
        ),
      );
    },
    async readIncoming(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: incomingKey(key) }),
        );
        // The POST policy caps the size; a bucket written some other way is not trusted.
        if (!object.Body || (object.ContentLength ?? 0) >= IMAGE_MAX_BYTES) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
  };
}

export const createImageStore = (s3: S3Settings | null, localDir: string): ImageStore =>
  s3 ? s3ImageStore(s3) : localImageStore(localDir);
