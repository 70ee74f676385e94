import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_MAX_BYTES, type ImageContentType } from '../contract';

// The server's own presigned POST: like S3's, the fields carry the key, the content type and
// an expiry, and a signature over them, so the upload endpoint trusts nothing else the client
// sends. The fields are posted back as multipart form fields before the file.

export interface UploadFields {
  key: string;
  'Content-Type': ImageContentType;
  expires: string;
  signature: string;
}

const payload = (key: string, contentType: string, expires: string) =>
  `${key}\n${contentType}\n${expires}`;

const sign = (secret: Buffer, key: string, contentType: string, expires: string) =>
  createHmac('sha256', secret)
    .update(payload(key, contentType, expires))
    .digest('base64url');

export function signUploadFields(
  secret: Buffer,
  key: string,
  contentType: ImageContentType,
  expiresAt: Date,
): UploadFields {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return {
    key,
    'Content-Type': contentType,
    expires,
    signature: sign(secret, key, contentType, expires),
  };
}

/** True when the fields are ours, untampered, and not expired. */
export function verifyUploadFields(
  secret: Buffer,
  fields: Record<string, string | undefined>,
  now: Date,
): fields is Record<string, string> & UploadFields {
  const { key, expires, signature } = fields;
  const contentType = fields['Content-Type'];
  if (!key || !contentType || !expires || !signature) return false;
  const expected = Buffer.from(sign(secret, key, contentType, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  return Number(expires) * 1000 > now.getTime();
}

/** The image type by its first bytes (gif, jpeg, png, tiff), never by what the client says. */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  return null;
}

// Spec 5: "size under 8,000,000 bytes".
export const isAllowedSize = (size: number): boolean => size > 0 && size < IMAGE_MAX_BYTES;
