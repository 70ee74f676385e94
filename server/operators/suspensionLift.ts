import type { MemberStanding } from '../db/members';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/users';

// `npm run operator -- lift <email>` (issue 38): lifts an account's suspension from the command
// line, as "Lift suspension" on the member's page does over HTTP (routes/admin/members.ts), in
// one transaction: the member's row locked, the standing restored, one audit entry by the
// command line (actor kind `cli`, action member.unsuspend). It is the way back when the
// suspended account is the only admin's. Asked of a running server the same way as a role
// change (requests.ts).

/** The standing a lifted suspension restores: listed again only if it was when suspended. */
export const liftedStanding = (row: Pick<UserRow, 'suspendedWhilePublished'>): MemberStanding => ({
  suspendedAt: null,
  suspendedWhilePublished: false,
  published: row.suspendedWhilePublished,
});

export type SuspensionLiftOutcome =
  | { result: 'unknown'; email: string }
  /** Lifted; `listed`: the profile is published again (it was when suspended). */
  | { result: 'lifted'; email: string; memberId: number; listed: boolean }
  | { result: 'not-suspended'; email: string; memberId: number };

interface LiftContext {
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  now(): Date;
}

export function applySuspensionLift(
  ctx: LiftContext,
  email: string,
): Promise<SuspensionLiftOutcome> {
  return ctx.transaction(async (tx) => {
    // The same row lock an operator's action on the member takes: the two take turns.
    const account = await tx.operators.lockByEmail(email);
    if (!account) return { result: 'unknown', email };
    const row = await tx.users.find(account.id);
    if (!row || row.suspendedAt === null) {
      return { result: 'not-suspended', email, memberId: account.id };
    }
    const now = ctx.now();
    const standing = liftedStanding(row);
    await tx.members.setStanding(row.id, standing);
    await tx.audit.record({
      actor: { kind: 'cli', id: null, role: null },
      action: 'member.unsuspend',
      subject: { kind: 'member', id: row.id },
      memberId: row.id,
      note: 'Lifted from the command line',
      at: now,
    });
    return { result: 'lifted', email, memberId: row.id, listed: standing.published === true };
  });
}

/** The sentence the command prints, and whether it succeeded (an unknown e-mail fails). */
export function describeSuspensionLift(outcome: SuspensionLiftOutcome): {
  ok: boolean;
  message: string;
} {
  switch (outcome.result) {
    case 'unknown':
      return { ok: false, message: `No account with the e-mail ${outcome.email}.` };
    case 'not-suspended':
      return { ok: true, message: `${outcome.email} is not suspended: nothing changed.` };
    case 'lifted':
      return {
        ok: true,
        message: `${outcome.email} is no longer suspended and can sign in again${
          outcome.listed ? '; the profile is listed again, as it was' : ''
        }.`,
      };
  }
}
