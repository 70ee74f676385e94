import { RESTORE_LINK_DAYS } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, findUser } from '../db';

// The notice's "This wasn't me" link (issue 38 §4) in a given state, for /restore-email stories
// and tests; fixed tokens so a story's route names them.

export const RESTORE_LINK_TOKENS = {
  ok: 'story-restore-ok-00000000',
  used: 'story-restore-used-000000',
  expired: 'story-restore-expired-000',
} as const;
export type RestoreLinkState = keyof typeof RESTORE_LINK_TOKENS;

/** The address the stories' link restores. */
export const RESTORED_EMAIL = 'old.address@guildhall.test';

const DAY = 24 * 3600_000;

/**
 * A restore link of the member to `email` (their address before a change), in `state`; with
 * `takenBy`, that address is another member's now.
 */
export function restoreLink(
  state: RestoreLinkState,
  { userId = DEMO_USER_ID, email = RESTORED_EMAIL, takenBy = null as number | null } = {},
): string {
  if (!findUser(userId)) throw new Error(`No mock member ${userId}`);
  if (takenBy !== null) {
    const holder = findUser(takenBy);
    if (!holder) throw new Error(`No mock member ${takenBy}`);
    holder.email = email;
  }
  const now = Date.now();
  const createdAt = state === 'expired' ? now - (RESTORE_LINK_DAYS + 1) * DAY : now - DAY;
  const token = RESTORE_LINK_TOKENS[state];
  db.emailTokens.push({
    token,
    userId,
    purpose: 'restore',
    email,
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(createdAt + RESTORE_LINK_DAYS * DAY).toISOString(),
    usedAt: state === 'used' ? new Date(createdAt + 60_000).toISOString() : null,
  });
  return token;
}
