import { and, eq, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import type { UploadKind } from '../contract';
import type { Executor } from './client';
import { uploads, users } from './schema';

// Upload rows (uploads/lifecycle.ts tells an upload's life): a row is minted with its key,
// marked stored once its variants are written, and deleted when the picture is replaced or
// was never put to use. Only a stored row's images are served.

export function createUploadsRepository(db: Executor) {
  return {
    async insert(upload: {
      key: string;
      userId: number;
      kind: UploadKind;
      contentType: string;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(uploads).values(upload);
    },

    async isStored(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.key, key), isNotNull(uploads.storedAt)));
      return row !== undefined;
    },

    /** The member's upload of that kind, stored or not; undefined when there is none. */
    async findOwn(key: string, userId: number, kind: UploadKind) {
      const [row] = await db
        .select({ storedAt: uploads.storedAt })
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId), eq(uploads.kind, kind)));
      return row;
    },

    /**
     * Marks the key stored if it is not yet (one upload per key, even for two concurrent
     * posts): its row id, or undefined when another request stored it first.
     */
    async claim(key: string, size: number, now: Date): Promise<number | undefined> {
      const [claimed] = await db
        .update(uploads)
        .set({ storedAt: now, size })
        .where(and(eq(uploads.key, key), isNull(uploads.storedAt)))
        .returning({ id: uploads.id });
      return claimed?.id;
    },

    /** Gives a claim back (its files could not be written). */
    async unclaim(id: number): Promise<void> {
      await db.update(uploads).set({ storedAt: null, size: null }).where(eq(uploads.id, id));
    },

    /** Deletes the rows of these keys; answers the keys that had one. */
    async remove(keys: string[]): Promise<string[]> {
      const removed = await db
        .delete(uploads)
        .where(inArray(uploads.key, keys))
        .returning({ key: uploads.key });
      return removed.map((row) => row.key);
    },

    /**
     * Deletes rows presigned before `expiredBefore` and never stored, and rows stored but
     * created before `orphanedBefore` that no member uses as avatar or cover.
     */
    purge(expiredBefore: Date, orphanedBefore: Date) {
      const inUse = db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.avatar, uploads.key), eq(users.cover, uploads.key)));
      return db
        .delete(uploads)
        .where(
          or(
            and(isNull(uploads.storedAt), lt(uploads.createdAt, expiredBefore)),
            and(
              isNotNull(uploads.storedAt),
              lt(uploads.createdAt, orphanedBefore),
              notExists(inUse),
            ),
          ),
        )
        .returning({ key: uploads.key, storedAt: uploads.storedAt });
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
