import { EMAIL_TOKEN_HOURS } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, findUser, type MockEmailToken } from '../db';

// The account's e-mailed links in a given state (issue 23), for /verify-email and
// /confirm-email stories and tests; fixed tokens so a story's route names them.

export const EMAIL_LINK_TOKENS = {
  ok: 'story-link-ok-0000000000',
  used: 'story-link-used-00000000',
  expired: 'story-link-expired-00000',
} as const;
export type EmailLinkState = keyof typeof EMAIL_LINK_TOKENS;

const HOUR = 3600_000;

/**
 * A link of `purpose` to the member, in `state` (ok, used, expired); a change link points at
 * `newEmail`. The member starts unverified for a verification link.
 */
export function emailLink(
  purpose: MockEmailToken['purpose'],
  state: EmailLinkState,
  { userId = DEMO_USER_ID, newEmail = 'new.address@guildhall.test' } = {},
): string {
  const user = findUser(userId);
  if (!user) throw new Error(`No mock member ${userId}`);
  if (purpose === 'verify') user.emailVerified = false;
  const now = Date.now();
  const createdAt = state === 'expired' ? now - 2 * EMAIL_TOKEN_HOURS * HOUR : now - HOUR;
  const token = EMAIL_LINK_TOKENS[state];
  db.emailTokens.push({
    token,
    userId,
    purpose,
    email: purpose === 'verify' ? user.email : newEmail,
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(createdAt + EMAIL_TOKEN_HOURS * HOUR).toISOString(),
    usedAt: state === 'used' ? new Date(createdAt + 60_000).toISOString() : null,
  });
  return token;
}

/**
 * The member is unverified; with `sentJustNow`, a verification e-mail went out this minute, so
 * a resend is throttled.
 */
export function unverifiedMember(userId = DEMO_USER_ID, { sentJustNow = false } = {}) {
  const user = findUser(userId);
  if (!user) throw new Error(`No mock member ${userId}`);
  user.emailVerified = false;
  if (sentJustNow) {
    const now = Date.now();
    db.emailTokens.push({
      token: `story-link-recent-${userId}-0000`,
      userId,
      purpose: 'verify',
      email: user.email,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + EMAIL_TOKEN_HOURS * HOUR).toISOString(),
      usedAt: null,
    });
  }
}
