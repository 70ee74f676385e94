import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { IMAGE_MAX_BYTES, type ImageContentType, type UploadResponse } from '../contract';

// Uploads on S3 through the AWS SDK: the browser POSTs the file straight to the bucket with a
// presigned POST whose policy S3 enforces (key, content type, size, expiry); the server reads
// it back when the member confirms the key (see store.ts).

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /**
   * The service endpoint, as every S3 SDK takes it (`http://minio:9000`, an R2 account URL),
   * without the bucket; unset: AWS's endpoint for the region.
   */
  endpoint?: string;
  /** Address the bucket as `{endpoint}/{bucket}` (MinIO-style stores), not `{bucket}.{host}`. */
  forcePathStyle: boolean;
  /** Where the processed files are read from (a CDN, say); default the bucket's URL. */
  publicUrl?: string;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** The bucket's own URL: where the browser posts, and where the files are read by default. */
export function s3BucketUrl(s3: S3Settings): string {
  const service = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const path = trimSlashes(service.pathname);
  return s3.forcePathStyle
    ? `${service.origin}${path}/${s3.bucket}`
    : `${service.protocol}//${s3.bucket}.${service.host}${path}`;
}

/** The base of a processed file's public URL: `{base}/{key}/{width}.{format}`. */
export const s3PublicUrl = (s3: S3Settings): string => trimSlashes(s3.publicUrl ?? s3BucketUrl(s3));

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: {
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      sessionToken: s3.sessionToken,
    },
    maxAttempts: 3,
    // The SDK's default checksum headers (since 3.729) are refused by several S3-compatible
    // stores; AWS itself keeps them.
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/**
 * The bucket key a presigned POST writes to: a prefix the public URL need not serve. The server
 * reads the file from there when the member confirms the key, and deletes it.
 */
export const incomingKey = (key: string): string => `incoming/${key}`;

export async function s3PresignedPost(
  client: S3Client,
  s3: S3Settings,
  key: string,
  contentType: ImageContentType,
  expiresInSeconds: number,
): Promise<UploadResponse> {
  const { url, fields } = await createPresignedPost(client, {
    Bucket: s3.bucket,
    Key: incomingKey(key),
    // Spec 5: under 8,000,000 bytes. Every field is a condition too (the SDK adds the bucket,
    // the key and the Content-Type as exact matches), so S3 refuses any other type.
    Conditions: [['content-length-range', 1, IMAGE_MAX_BYTES - 1]],
    Fields: { 'Content-Type': contentType },
    Expires: expiresInSeconds,
  });
  return { url: trimSlashes(url), fields, key };
}
