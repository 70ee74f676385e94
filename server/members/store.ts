import { eq } from 'drizzle-orm';
import { apiMessages, completionReport, type CompletionUser } from '../contract';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { certifications, educations, positions, users } from '../db/schema';
import { notFound } from '../errors';
import { toUser } from './serialize';

export { cardColumns } from '../db/columns';

export async function findUserRow(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * A member's profile as a viewer may see it (GET /v1/profiles/{id}, link previews): anyone
 * once it is published, the member always; otherwise undefined, as for an unknown id.
 */
export async function findVisibleProfile(db: Executor, id: number, viewerId?: number) {
  const row = await findUserRow(db, id);
  return row && (row.published || row.id === viewerId) ? row : undefined;
}

export async function getUserRow(db: Executor, id: number) {
  const row = await findUserRow(db, id);
  if (!row) throw notFound(apiMessages.memberNotFound);
  return row;
}

/**
 * Recomputes the stored `complete` flag with the shared rule (src/contract/completion.ts).
 * Called in the same transaction as every write that can change it.
 */
export async function refreshCompletion(db: Executor, userId: number, now: Date) {
  const row = await getUserRow(db, userId);
  // One after another: inside a transaction they share one connection.
  const certs = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(eq(certifications.userId, userId));
  const edus = await db
    .select({ id: educations.id })
    .from(educations)
    .where(eq(educations.userId, userId));
  const pos = await db
    .select({ startDate: positions.startDate, endDate: positions.endDate })
    .from(positions)
    .where(eq(positions.userId, userId));
  const user = toUser(row);
  const report = completionReport(
    { user: user as CompletionUser, certifications: certs, educations: edus, positions: pos },
    now,
  );
  if (report.complete === row.complete) return { ...user, report };
  const [updated] = await db
    .update(users)
    .set({ complete: report.complete })
    .where(eq(users.id, userId))
    .returning();
  return { ...toUser(updated!), report };
}

/**
 * A transaction that can change who community search lists (profile fields, completion,
 * publishing): after it commits, the cached search totals are dropped.
 */
export async function listingWrite<T>(
  ctx: Pick<AppContext, 'db' | 'queries'>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(work);
  ctx.queries.invalidateSearch();
  return result;
}
