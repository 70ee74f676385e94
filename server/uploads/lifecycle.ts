import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadKind } from '../contract';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { renderVariants, variantPaths } from './images';
import { createImageStore, type ImageStore } from './store';

// An upload's life: a presigned row (key minted), stored (variants written, on receipt or,
// with S3, when the member confirms the key), in use as the member's avatar or cover, and
// gone (row and files) when replaced, when the presign expired unused, or when a stored
// upload was never put to use within a day.

const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
/** With S3 the file can arrive just before the POST expires and be confirmed a bit later. */
const S3_CONFIRM_GRACE_MS = 60 * 60 * 1000;

const stores = new WeakMap<AppContext, ImageStore>();

export const uploadsDir = (ctx: AppContext): string => join(ctx.config.dataDir, 'uploads');

export function imageStore(ctx: AppContext): ImageStore {
  let store = stores.get(ctx);
  if (!store) {
    store = createImageStore(ctx.config.s3, uploadsDir(ctx), ctx.keys.uploads);
    stores.set(ctx, store);
  }
  return store;
}

const kindOf = (key: string): UploadKind => (key.startsWith('avatars/') ? 'avatars' : 'covers');

/**
 * Renders an upload's variants and marks it stored. Throws 400 (the image message) when the
 * bytes are not an image; answers false when another request stored it first.
 */
export async function storeUpload(ctx: AppContext, key: string, bytes: Buffer): Promise<boolean> {
  const variants = await renderVariants(kindOf(key), key, bytes);
  // Claim the key (one upload per key, even for two concurrent posts), then write.
  const claimed = await ctx.repos.uploads.claim(key, bytes.length, ctx.now());
  if (claimed === undefined) return false;
  try {
    await imageStore(ctx).put(variants);
  } catch (error) {
    await ctx.repos.uploads.unclaim(claimed);
    throw error;
  }
  return true;
}

/**
 * PATCH /v1/user with an avatar or cover key: the key must be the member's own, of that kind,
 * and its file must have arrived. With S3 this is where the file is read from the bucket,
 * rendered, and its original deleted.
 */
export async function confirmImages(
  ctx: AppContext,
  userId: number,
  fields: { avatar?: string | null; cover?: string | null },
): Promise<void> {
  for (const field of ['avatar', 'cover'] as const) {
    const key = fields[field];
    if (!key) continue;
    const upload = await ctx.repos.uploads.findOwn(
      key,
      userId,
      field === 'avatar' ? 'avatars' : 'covers',
    );
    if (!upload) throw badRequest(`Unknown ${field} upload`);
    if (upload.storedAt) continue;
    const neverUploaded = badRequest(`The ${field} image was never uploaded`);
    const bytes = await imageStore(ctx).readIncoming(key);
    if (!bytes) throw neverUploaded;
    await storeUpload(ctx, key, bytes);
    // The original is never served; once drawn again it is no longer needed.
    await imageStore(ctx).remove(key, []);
  }
}

/** Stops serving uploads (rows first, so they 404 at once), then deletes their files. */
export async function discardUploads(
  ctx: AppContext,
  log: FastifyBaseLogger,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  await removeFiles(ctx, log, await ctx.repos.uploads.remove(keys));
}

/** Removes the files of uploads whose rows are already gone (a deleted account's). */
export const removeUploadFiles = (
  ctx: AppContext,
  log: FastifyBaseLogger,
  keys: string[],
): Promise<void> => removeFiles(ctx, log, keys);

async function removeFiles(ctx: AppContext, log: FastifyBaseLogger, keys: string[]): Promise<void> {
  const store = imageStore(ctx);
  const results = await Promise.allSettled(
    keys.map((key) => store.remove(key, variantPaths(kindOf(key), key))),
  );
  // The rows are gone, so nothing is served; a file left behind is only disk space.
  for (const result of results) {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason }, 'could not delete an upload’s files');
    }
  }
}

/**
 * Deletes presigned rows that expired unused, and stored uploads nobody put to use within a
 * day (with their files). Runs at presign time, so the table stays as small as its use.
 */
export async function purgeUploads(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const now = ctx.now().getTime();
  const ttlMs = ctx.config.uploadUrlTtlSeconds * 1000;
  const expiredBefore = new Date(now - ttlMs - (ctx.config.s3 ? S3_CONFIRM_GRACE_MS : 0));
  const purged = await ctx.repos.uploads.purge(expiredBefore, new Date(now - ORPHAN_AFTER_MS));
  // Unstored rows have no files here; with S3 their original may sit in the bucket.
  const withFiles = purged.filter((row) => row.storedAt || ctx.config.s3).map((row) => row.key);
  await removeFiles(ctx, log, withFiles);
}
