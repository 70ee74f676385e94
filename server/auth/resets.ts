import type { AppContext } from '../context';
import type { Repositories } from '../db/repositories';
import { passwordResetMail } from '../mail/templates';
import { hashToken, newOpaqueToken } from './secret';

/**
 * Writes a single-use password-reset link for the account and queues its e-mail to `email`, in
 * the caller's transaction (the "forgot password" request, and a restored address, issue 38 §4);
 * answers the outbox id, delivered after commit. Only the token's hash is stored.
 */
export async function queuePasswordReset(
  ctx: AppContext,
  tx: Repositories,
  user: { id: number; email: string },
  { restored = false } = {},
): Promise<number> {
  const token = newOpaqueToken();
  const ttl = ctx.config.resetTokenTtlSeconds;
  const query = new URLSearchParams({ token, username: user.email });
  const link = `${ctx.config.publicBaseUrl}/reset-password?${query.toString()}`;
  await tx.auth.insertResetToken({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: ctx.now(),
    expiresAt: new Date(ctx.now().getTime() + ttl * 1000),
  });
  return tx.outbox.queue(
    passwordResetMail({
      to: user.email,
      link,
      hours: Math.max(1, Math.round(ttl / 3600)),
      restored,
    }),
  );
}
