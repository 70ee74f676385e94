import { apiMessages, DAY_MS, RECIPIENT_DAILY_EMAILS } from '@/contract';
import { db, type MockUser } from '../db';
import { fail } from '../http';

// As server/mail/recipientCap.ts (issue 38): only a verified member makes Guildhall e-mail
// someone else, and one address gets at most RECIPIENT_DAILY_EMAILS such e-mails a day from
// every sender together.

/** Refuses a sender whose own address is not verified (403 EmailNotVerified). */
export const mockRequireVerifiedSender = (user: MockUser): void => {
  if (!user.emailVerified) fail('EmailNotVerified', apiMessages.verifyBeforeSending);
};

/** Counts one e-mail to `address`: false when it has had its e-mails today (nothing counted). */
export function mockTakeRecipient(address: string): boolean {
  const key = address.trim().toLowerCase();
  const since = Date.now() - DAY_MS;
  const today = db.recipientMail.filter((entry) => entry.address === key && entry.at > since);
  if (today.length >= RECIPIENT_DAILY_EMAILS) return false;
  db.recipientMail.push({ address: key, at: Date.now() });
  return true;
}

/** Counts one e-mail to `address`, or refuses the request (429) before anything is stored. */
export const mockTakeRecipientOrRefuse = (address: string): void => {
  if (!mockTakeRecipient(address)) fail('RequestThrottled', apiMessages.recipientDailyLimit);
};
