import type { Role } from '../contract';
import type { UserRow } from '../db/users';
import type { Repositories } from '../db/repositories';
import { accountDeletedMail } from '../mail/accountTemplates';

// Deleting an account (issue 23): one transaction that withdraws the open background-check
// review, writes the audit entry, erases the member's mail, deletes the account (its foreign keys
// erase or detach every row that names it) and queues the confirmation. Every table with a member
// key is listed below, erased or kept with the reason; tests/server/account-schema.test.ts fails
// on a table in neither list, and tests/server/account.test.ts checks that the erased ones hold
// nothing of the member afterwards.

/** Erased with the account: the foreign key cascades (or, for other members' rows, detaches). */
export const ERASED_ON_DELETION: Record<string, string> = {
  sessions: 'every session ends (the access and refresh tokens stop working at once)',
  reset_tokens: 'password-reset links',
  email_tokens: 'verification and change-of-address links',
  uploads: 'avatar and cover: the rows go, and the files are removed after commit',
  certifications: 'career records',
  educations: 'career records',
  positions: 'career records',
  testimonials:
    'testimonials the member received go with them (those they wrote for others through a link stay with those members: they hold no member key)',
  team_relations: "the member's team and their place in other members' teams",
  watch_entries: "the member's watch list and their place in other members' watch lists",
  contact_views: 'views of their contact details and the views they made',
  saved_searches: "the member's saved searches",
  saved_search_matches:
    'the member as a match of anyone’s saved search, and their searches’ matches',
  notifications:
    'the member’s notifications; in others’ notifications the member as actor becomes null',
  notification_preferences: 'their e-mail choices',
  member_changes: 'the history of their eligibility answers',
  background_checks:
    'the SSN digits go; the review stays, withdrawn, without them (see reviews in KEPT)',
  peer_invitations: 'invitations they sent',
  dashboard_posts:
    'links they posted; as a reviewer, the posts they decided keep the decision with decided_by null',
  reports: 'reports they filed and reports about them; as a reviewer, resolved_by becomes null',
};

/** Kept after the deletion, and why. */
export const KEPT_ON_DELETION: Record<string, string> = {
  reviews:
    'an operator record of vetting decisions: the open review becomes withdrawn, user_id becomes null and the check (with the SSN digits) is erased',
  audit_log:
    'append-only (a trigger refuses deletes): entries stay, the subject shown as a deleted member, since no account answers to the id',
};

export interface DeletionOutcome {
  mailId: number;
  uploadKeys: string[];
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
  await tx.account.eraseMailTo(user.email);
  await tx.account.deleteUser(user.id);
  const mailId = await tx.outbox.queue(
    accountDeletedMail({ to: user.email, firstName: user.firstName }),
  );
  return { mailId, uploadKeys };
}
