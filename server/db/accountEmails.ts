import { asc, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { accountEmails } from './schema';

// Every address an account has had (issue 38 §3, §4): the sign-up address, each confirmed
// change and each restored one, with when the account first used it. Deletion erases the mail
// sent to all of them; recording an address the account already had changes nothing.

export function createAccountEmailsRepository(db: Executor) {
  return {
    /** The account uses `email` from `at` on (once per address: a second use keeps the first). */
    async record(userId: number, email: string, at: Date): Promise<void> {
      await db
        .insert(accountEmails)
        .values({ userId, email, firstUsedAt: at })
        .onConflictDoNothing({ target: [accountEmails.userId, accountEmails.email] });
    },

    /** The account's addresses, the first one first. */
    async of(userId: number): Promise<string[]> {
      const rows = await db
        .select({ email: accountEmails.email })
        .from(accountEmails)
        .where(eq(accountEmails.userId, userId))
        .orderBy(asc(accountEmails.firstUsedAt), asc(accountEmails.id));
      return rows.map((row) => row.email);
    },
  };
}

export type AccountEmailsRepository = ReturnType<typeof createAccountEmailsRepository>;
