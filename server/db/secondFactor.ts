import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from './client';
import { operatorFactors, operatorRecoveryCodes, sessions } from './schema';

// The operators' second factor (issue 38 §6): one TOTP factor per operator (its secret sealed,
// confirmed by a first code, the last time step accepted), single-use recovery codes stored as
// digests, and the session's mark once it passed. The rules are server/operators/secondFactor.ts.

export type FactorRow = typeof operatorFactors.$inferSelect;

export function createSecondFactorRepository(db: Executor) {
  return {
    async factor(userId: number): Promise<FactorRow | undefined> {
      const [row] = await db
        .select()
        .from(operatorFactors)
        .where(eq(operatorFactors.userId, userId));
      return row;
    },

    /** The factor, its row locked until the transaction ends (two confirmations take turns). */
    async lockFactor(userId: number): Promise<FactorRow | undefined> {
      const [row] = await db
        .select()
        .from(operatorFactors)
        .where(eq(operatorFactors.userId, userId))
        .for('update');
      return row;
    },

    /** Whether the operator has a confirmed factor (the guard's choice of enrol or challenge). */
    async isEnrolled(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ confirmedAt: operatorFactors.confirmedAt })
        .from(operatorFactors)
        .where(eq(operatorFactors.userId, userId));
      return Boolean(row?.confirmedAt);
    },

    /** A new, unconfirmed factor; answers false when one exists already (it is kept). */
    async insertFactor(userId: number, secretEncrypted: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(operatorFactors)
        .values({ userId, secretEncrypted, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: operatorFactors.userId });
      return inserted.length > 0;
    },

    /**
     * Accepts time step `step` if it is later than every step accepted before, and confirms the
     * factor if it was not yet; false when the step was used already (a replayed code, or a
     * concurrent use of the same one: the condition is part of the update).
     */
    async acceptStep(userId: number, step: number, now: Date): Promise<boolean> {
      const [factor] = await db
        .select({ confirmedAt: operatorFactors.confirmedAt })
        .from(operatorFactors)
        .where(eq(operatorFactors.userId, userId));
      const accepted = await db
        .update(operatorFactors)
        .set({ lastStep: step, confirmedAt: factor?.confirmedAt ?? now })
        .where(
          and(
            eq(operatorFactors.userId, userId),
            or(isNull(operatorFactors.lastStep), lt(operatorFactors.lastStep, step)),
          ),
        )
        .returning({ userId: operatorFactors.userId });
      return accepted.length > 0;
    },

    async insertRecoveryCodes(userId: number, hashes: string[], now: Date): Promise<void> {
      await db
        .insert(operatorRecoveryCodes)
        .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    /** Uses the recovery code if it is the operator's and unused; true exactly once. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.userId, userId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return used.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    async markSessionPassed(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
    },

    /**
     * Removes the factor and its recovery codes, and the mark of every session that passed it
     * (the operator enrols again, from their next request); false when there was no factor.
     */
    async reset(userId: number): Promise<boolean> {
      const removed = await db
        .delete(operatorFactors)
        .where(eq(operatorFactors.userId, userId))
        .returning({ userId: operatorFactors.userId });
      await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
      await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
      return removed.length > 0;
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
