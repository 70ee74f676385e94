import type { Role } from '../contract';
import type { UserRow } from '../db/users';
import type { Repositories } from '../db/repositories';
import { accountDeletedMail } from '../mail/accountTemplates';
import { erasedByAddress } from './dataMap';

// Deleting an account (issues 23 and 38): one transaction that withdraws the open
// background-check review, writes the audit entry, erases the mail sent to every address the
// account has had, deletes the account (its foreign keys erase or detach every row that names
// it) and queues the confirmation. What each column naming a member becomes is
// members/dataMap.ts: the foreign keys do 'cascade' and 'set null', this erases the 'by address'
// columns, and 'kept' says why. Reports about the member stay for the reviewers (subject_id set
// null); those they filed go with the account.

export interface DeletionOutcome {
  mailId: number;
  uploadKeys: string[];
  /** The outbox rows erased: the route removes their files (DATA_DIR/outbox/) after commit. */
  erasedMailIds: number[];
}

/** In the caller's transaction; the route ends the sessions' caches and removes files after. */
export async function deleteAccount(
  tx: Repositories,
  user: UserRow,
  at: Date,
  requestId: string,
): Promise<DeletionOutcome> {
  await tx.reviews.lockMember(user.id);
  const withdrawn = await tx.account.withdrawOpenReviews(user.id, at);
  for (const reviewId of withdrawn) {
    await tx.audit.record({
      actor: { kind: 'member', id: user.id, role: user.role as Role },
      action: 'member.delete',
      subject: { kind: 'review', id: reviewId },
      memberId: user.id,
      reason: 'account_deleted',
      requestId,
      at,
    });
  }
  if (withdrawn.length === 0) {
    await tx.audit.record({
      actor: { kind: 'member', id: user.id, role: user.role as Role },
      action: 'member.delete',
      subject: { kind: 'member', id: user.id },
      memberId: user.id,
      reason: 'account_deleted',
      requestId,
      at,
    });
  }
  const uploadKeys = await tx.account.uploadKeys(user.id);
  const erasedMailIds: number[] = [];
  for (const { table, column } of erasedByAddress()) {
    const ids = await tx.account.eraseAddressed(table, column, user.id);
    if (table === 'email_outbox') erasedMailIds.push(...ids);
  }
  await tx.account.deleteUser(user.id);
  // The confirmation itself stays until the outbox's retention (jobs/outboxRetention.ts).
  const mailId = await tx.outbox.queue(
    accountDeletedMail({ to: user.email, firstName: user.firstName }),
  );
  return { mailId, uploadKeys, erasedMailIds };
}
