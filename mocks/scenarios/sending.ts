import { RECIPIENT_DAILY_EMAILS } from '@/contract';
import { db } from '../db';

// Issue 38's cap on member-sent e-mail (server/mail/recipientCap.ts) in its states. Db
// scenarios: run them in a story's withMockDb or a test's set-up.

/** `address` has had its RECIPIENT_DAILY_EMAILS member-sent e-mails today: the next is refused. */
export function recipientCapped(address: string): void {
  const key = address.trim().toLowerCase();
  for (let sent = 0; sent < RECIPIENT_DAILY_EMAILS; sent += 1) {
    db.recipientMail.push({ address: key, at: Date.now() });
  }
}
