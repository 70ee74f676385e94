import type { AuthInfo } from '../../auth/types';
import { apiMessages, isOperator, type ApiErrorCode, type Role } from '../../contract';
import type { AppContext } from '../../context';
import type { AuditEntryInput } from '../../db/audit';
import type { Repositories } from '../../db/repositories';
import { badRequest, conflict, forbidden, notFound } from '../../errors';

// What the moderation queues' routes (posts, reports) share: their errors, and a decision on
// one item as one transaction with its audit entry (docs/architecture.md "Operators and
// vetting").

/** A queue's list: what it answers besides its page. */
export const QUEUE_ERRORS: ApiErrorCode[] = [
  'InvalidRequest',
  'Unauthorized',
  'InvalidCredentials',
  'Forbidden',
];

/** A decision on one item: the list's errors, an unknown item, and one decided already. */
export const DECISION_ERRORS: ApiErrorCode[] = [
  ...QUEUE_ERRORS,
  'ResourceNotFound',
  'ResourceConflict',
];

/**
 * Who may act on a member (issue 38): an operator never on their own account (400), and only an
 * admin on another operator, a reviewer or an admin (403). `member` is the account as the
 * decision's transaction reads it; undefined for a deleted member.
 */
export function ensureMayActOn(
  auth: AuthInfo,
  member: { id: number; role: string } | undefined,
): void {
  if (!member) return;
  if (member.id === auth.userId) throw badRequest(apiMessages.operatorsCannotActOnThemselves);
  if (isOperator(member.role as Role) && auth.user.role !== 'admin') {
    throw forbidden(apiMessages.operatorNeedsAdmin);
  }
}

export interface QueueDecision<Found, Decided> {
  /** The item as the transaction reads it; undefined when there is none (404 `notFound`). */
  find: (tx: Repositories) => Promise<Found | undefined>;
  notFound: string;
  /**
   * The member the item is about (null: a deleted member): never the deciding operator (400),
   * and an operator only when an admin decides (403).
   */
  memberOf: (found: Found) => number | null;
  /** Changes the item while it is still open; undefined when it no longer is (409 `notOpen`). */
  decide: (tx: Repositories, at: Date) => Promise<Decided | undefined>;
  notOpen: string;
  /** What the audit entry says of the decision (the operator and the request are added). */
  audit: (decided: Decided) => Omit<AuditEntryInput, 'actor' | 'requestId' | 'at'>;
  /** What else the decision writes in its transaction (the member's notification). */
  also?: (tx: Repositories, decided: Decided, at: Date) => Promise<unknown>;
}

/**
 * An operator's decision on a queue item, in one transaction: only an open item changes, so of
 * two operators deciding at once one wins and the other gets the 409.
 */
export async function decideInQueue<Found, Decided>(
  ctx: AppContext,
  auth: AuthInfo,
  requestId: string,
  decision: QueueDecision<Found, Decided>,
): Promise<void> {
  await ctx.transaction(async (tx) => {
    const found = await decision.find(tx);
    if (!found) throw notFound(decision.notFound);
    const memberId = decision.memberOf(found);
    ensureMayActOn(auth, memberId === null ? undefined : await tx.users.find(memberId));
    const at = ctx.now();
    const decided = await decision.decide(tx, at);
    if (!decided) throw conflict(decision.notOpen);
    await tx.audit.record({
      actor: { kind: 'member', id: auth.userId, role: auth.user.role as Role },
      ...decision.audit(decided),
      requestId,
      at,
    });
    await decision.also?.(tx, decided, at);
  });
}
