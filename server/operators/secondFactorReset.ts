import type { Repositories } from '../db/repositories';

/** What a reset needs of the app: its transactions and its clock (requests.ts's context). */
export interface SecondFactorResetContext {
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  now(): Date;
}

// `npm run operator -- reset-2fa <email>` (issue 38 §6): an operator who lost their
// authenticator and their recovery codes enrols again. The factor, its recovery codes and the
// mark of every session that passed it go, in one transaction with the audit entry (actor
// `cli`); the operator's next admin request asks for a new enrolment.

export type SecondFactorResetOutcome =
  | { result: 'unknown'; email: string }
  /** The factor was removed: the operator enrols again on their next visit to /admin. */
  | { result: 'factor-reset'; email: string; memberId: number }
  /** Nothing to remove: the account has no second factor. */
  | { result: 'no-factor'; email: string; memberId: number };

export function applySecondFactorReset(
  ctx: SecondFactorResetContext,
  email: string,
): Promise<SecondFactorResetOutcome> {
  return ctx.transaction(async (tx) => {
    const account = await tx.operators.lockByEmail(email);
    if (!account) return { result: 'unknown', email };
    if (!(await tx.secondFactor.reset(account.id))) {
      return { result: 'no-factor', email, memberId: account.id };
    }
    await tx.audit.record({
      actor: { kind: 'cli', id: null, role: null },
      action: 'operator.reset_second_factor',
      subject: { kind: 'member', id: account.id },
      memberId: account.id,
      at: ctx.now(),
    });
    return { result: 'factor-reset', email, memberId: account.id };
  });
}

/** The sentence the command prints for a reset (unknown e-mails are describeOutcome's). */
export function describeSecondFactorReset(
  outcome: Exclude<SecondFactorResetOutcome, { result: 'unknown' }>,
): { ok: boolean; message: string } {
  return outcome.result === 'factor-reset'
    ? {
        ok: true,
        message: `${outcome.email} has no second factor now: they set up a new one the next time they open /admin.`,
      }
    : { ok: true, message: `${outcome.email} has no second factor: nothing to reset.` };
}
