import { createHmac } from 'node:crypto';
import { IMAGE_MAX_BYTES, type ImageContentType, type UploadResponse } from '../contract';

// A real S3 presigned POST (AWS Signature Version 4 over a POST policy), with node:crypto
// only. S3 itself then enforces the key, the content type, the size and the expiry.

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** Upload endpoint; default https://{bucket}.s3.{region}.amazonaws.com */
  endpoint?: string;
  /** Where uploaded files are read from; default the endpoint. */
  publicUrl?: string;
}

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** The SigV4 signing key for a day, region and service (AWS's documented derivation). */
export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const s3Endpoint = (s3: S3Settings) =>
  (s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`).replace(/\/+$/, '');

/**
 * The bucket key a presigned POST writes to: a prefix the public URL need not serve. The server
 * reads the file from there when the member confirms the key, and deletes it.
 */
export const incomingKey = (key: string): string => `incoming/${key}`;

export function s3PresignedPost(
  s3: S3Settings,
  key: string,
  contentType: ImageContentType,
  now: Date,
  expiresAt: Date,
): UploadResponse {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const credential = `${s3.accessKeyId}/${day}/${s3.region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    key: incomingKey(key),
    'Content-Type': contentType,
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': date,
    ...(s3.sessionToken ? { 'x-amz-security-token': s3.sessionToken } : {}),
  };
  const policy = {
    expiration: expiresAt.toISOString(),
    conditions: [
      { bucket: s3.bucket },
      // Spec 5: under 8,000,000 bytes.
      ['content-length-range', 1, IMAGE_MAX_BYTES - 1],
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = hmac(signingKey(s3.secretAccessKey, day, s3.region, 's3'), encoded).toString(
    'hex',
  );
  return {
    url: s3Endpoint(s3),
    fields: { ...fields, Policy: encoded, 'X-Amz-Signature': signature },
    key,
  };
}
