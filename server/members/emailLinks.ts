import { hashToken, newOpaqueToken } from '../auth/secret';
import type { AppContext } from '../context';
import {
  apiMessages,
  EMAIL_TOKEN_HOURS,
  RESTORE_LINK_DAYS,
  type EmailTokenPurpose,
} from '../contract';
import type { EmailTokenRow } from '../db/account';
import type { Repositories } from '../db/repositories';
import { badRequest } from '../errors';
import { emailChangeMail, verificationMail } from '../mail/accountTemplates';

// The single-use links about the account's address (issue 23), shaped as the password reset's:
// a random token e-mailed once, only its SHA-256 stored, used once, expiring after
// EMAIL_TOKEN_HOURS; the notice's "This wasn't me" link (issue 38 §4) after RESTORE_LINK_DAYS.

const SCREEN: Record<EmailTokenPurpose, string> = {
  verify: 'verify-email',
  change: 'confirm-email',
  restore: 'restore-email',
};

const HOURS: Record<EmailTokenPurpose, number> = {
  verify: EMAIL_TOKEN_HOURS,
  change: EMAIL_TOKEN_HOURS,
  restore: RESTORE_LINK_DAYS * 24,
};

/**
 * Writes a link of `purpose` for `email`, in the caller's transaction; answers the URL to e-mail
 * (the only place the token is ever seen) and when it expires.
 */
export async function issueEmailLink(
  ctx: AppContext,
  tx: Repositories,
  purpose: EmailTokenPurpose,
  userId: number,
  email: string,
): Promise<{ link: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + HOURS[purpose] * 3600_000);
  await tx.account.insertEmailToken({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  return { link: `${ctx.config.publicBaseUrl}/${SCREEN[purpose]}/${token}`, expiresAt };
}

/**
 * Writes a link for `email` and queues its e-mail, in the caller's transaction; answers the
 * outbox id (delivered after commit) and when the link expires.
 */
export async function queueEmailLink(
  ctx: AppContext,
  tx: Repositories,
  purpose: 'verify' | 'change',
  user: { id: number; firstName: string },
  email: string,
): Promise<{ mailId: number; expiresAt: Date }> {
  const { link, expiresAt } = await issueEmailLink(ctx, tx, purpose, user.id, email);
  const mail = { to: email, firstName: user.firstName, link, hours: EMAIL_TOKEN_HOURS };
  const mailId = await tx.outbox.queue(
    purpose === 'verify' ? verificationMail(mail) : emailChangeMail(mail),
  );
  return { mailId, expiresAt };
}

/**
 * The unused, unexpired link of `purpose` named by `token`, without using it (a page that shows
 * what the link will do); refused with the message that says why (not ours, already used, too
 * late).
 */
export async function readEmailLink(
  ctx: AppContext,
  tx: Repositories,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<EmailTokenRow> {
  const row = await tx.account.findEmailToken(hashToken(token));
  if (!row || row.purpose !== purpose) throw badRequest(apiMessages.emailLinkInvalid);
  if (row.usedAt) throw badRequest(apiMessages.emailLinkUsed);
  if (row.expiresAt.getTime() <= ctx.now().getTime()) {
    throw badRequest(apiMessages.emailLinkExpired);
  }
  return row;
}

/**
 * Uses the link of `purpose` named by `token`, or refuses it as readEmailLink does. Inside the
 * caller's transaction: a use that the transaction rolls back leaves the link unused.
 */
export async function claimEmailLink(
  ctx: AppContext,
  tx: Repositories,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<EmailTokenRow> {
  const row = await readEmailLink(ctx, tx, purpose, token);
  // Of two uses at once, the second finds it used.
  if (!(await tx.account.claimEmailToken(row.id, ctx.now()))) {
    throw badRequest(apiMessages.emailLinkUsed);
  }
  return row;
}
