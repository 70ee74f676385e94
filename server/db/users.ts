import { and, eq } from 'drizzle-orm';
import { apiMessages } from '../contract';
import { notFound } from '../errors';
import type { Executor } from './client';
import { users } from './schema';

// Member accounts: sign-up, the account's own fields, the login lookup.

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

export function createUsersRepository(db: Executor) {
  async function find(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  return {
    find,

    /** The member, or the catalogue's 404 (an id taken from a valid session or a relation). */
    async get(id: number): Promise<UserRow> {
      const row = await find(id);
      if (!row) throw notFound(apiMessages.memberNotFound);
      return row;
    },

    /** What logging in and starting a password reset need of the account. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          complete: users.complete,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.email, email));
      return row;
    },

    /** Undefined when the e-mail is taken: the unique index decides, so two sign-ups cannot race. */
    async insert(account: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      createdAt: Date;
    }): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(account)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    /**
     * Replaces a hash with a stronger one of the same password, unless it changed meanwhile (a
     * reset or a change of password between the sign-in's check and now wins).
     */
    async replacePasswordHash(id: number, from: string, to: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: to })
        .where(and(eq(users.id, id), eq(users.passwordHash, from)));
    },

    async update(id: number, changes: UserChanges): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
