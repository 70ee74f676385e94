import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../contract';
import type { Executor } from './client';
import { users } from './schema';

// Operators (docs/architecture.md "Operators and vetting"): the members who hold the reviewer or
// admin role. A role is granted and removed from the command line only (npm run operator,
// server/operators/); no HTTP path writes it. Every request reads it afresh (server/http/route.ts).

const OPERATOR_ROLES: Role[] = ['reviewer', 'admin'];

export interface RoleHolder {
  id: number;
  email: string;
  role: Role;
}

export interface Operator {
  id: number;
  email: string;
  firstName: string;
  role: Role;
}

export function createOperatorsRepository(db: Executor) {
  return {
    /**
     * The account with this (lower-case) e-mail and its role, its row locked until the
     * transaction ends, so two role changes of one account take turns; undefined when none.
     */
    async lockByEmail(email: string): Promise<RoleHolder | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.email, email))
        .for('update');
      return row && { ...row, role: row.role as Role };
    },

    async setRole(id: number, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    /** Reviewers and admins who can act now (not suspended), in the order they joined. */
    async active(): Promise<Operator[]> {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
        })
        .from(users)
        .where(and(inArray(users.role, OPERATOR_ROLES), isNull(users.suspendedAt)))
        .orderBy(asc(users.id));
      return rows.map((row) => ({ ...row, role: row.role as Role }));
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
