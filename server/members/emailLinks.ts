import { hashToken, newOpaqueToken } from '../auth/secret';
import type { AppContext } from '../context';
import { apiMessages, EMAIL_TOKEN_HOURS, type EmailTokenPurpose } from '../contract';
import type { EmailTokenRow } from '../db/account';
import type { Repositories } from '../db/repositories';
import { badRequest } from '../errors';
import { emailChangeMail, verificationMail } from '../mail/accountTemplates';

// The single-use links that confirm an address (issue 23), shaped as the password reset's: a
// random token e-mailed once, only its SHA-256 stored, used once, expiring after
// EMAIL_TOKEN_HOURS.

const SCREEN: Record<EmailTokenPurpose, string> = {
  verify: 'verify-email',
  change: 'confirm-email',
};

/**
 * Writes a link for `email` and queues its e-mail, in the caller's transaction; answers the
 * outbox id (delivered after commit) and when the link expires.
 */
export async function queueEmailLink(
  ctx: AppContext,
  tx: Repositories,
  purpose: EmailTokenPurpose,
  user: { id: number; firstName: string },
  email: string,
): Promise<{ mailId: number; expiresAt: Date }> {
  const token = newOpaqueToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EMAIL_TOKEN_HOURS * 3600_000);
  await tx.account.insertEmailToken({
    userId: user.id,
    purpose,
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  const link = `${ctx.config.publicBaseUrl}/${SCREEN[purpose]}/${token}`;
  const mail = { to: email, firstName: user.firstName, link, hours: EMAIL_TOKEN_HOURS };
  const mailId = await tx.outbox.queue(
    purpose === 'verify' ? verificationMail(mail) : emailChangeMail(mail),
  );
  return { mailId, expiresAt };
}

/**
 * Uses the link of `purpose` named by `token`, or refuses it with the message that says why
 * (not ours, already used, too late). Inside the caller's transaction.
 */
export async function claimEmailLink(
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
  // Of two uses at once, the second finds it used.
  if (!(await tx.account.claimEmailToken(row.id, ctx.now()))) {
    throw badRequest(apiMessages.emailLinkUsed);
  }
  return row;
}
