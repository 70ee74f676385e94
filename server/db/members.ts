import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { MemberQuery } from '../contract';
import type { Executor } from './client';
import { users } from './schema';
import type { UserRow } from './users';

// Members as operators see them (docs/architecture.md "Operators and vetting"): the search by
// name or e-mail and the standing an operator changes (listed, suspended). Nothing here
// touches a member's own content. Their reviews are db/reviews.ts, reports db/reports.ts.

export type MemberStanding = Partial<
  Pick<UserRow, 'published' | 'suspendedAt' | 'suspendedWhilePublished'>
>;

/** `value` as a literal inside an ILIKE pattern (its %, _ and \ match themselves). */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createMembersRepository(db: Executor) {
  return {
    /** Members whose full name or account e-mail contains `q` (any case), in name order. */
    async search(query: MemberQuery): Promise<{ rows: UserRow[]; total: number }> {
      const pattern = `%${escapeLike(query.q)}%`;
      const where =
        query.q === ''
          ? undefined
          : or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
            );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Changes whether the member is listed or suspended; answers the member as stored. */
    async setStanding(id: number, standing: MemberStanding): Promise<UserRow> {
      const [row] = await db.update(users).set(standing).where(eq(users.id, id)).returning();
      return row!;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
