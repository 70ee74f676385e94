import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  emailTokenParamsSchema,
  RESTORE_LINK_DAYS,
  type EmailRestored,
} from '@/contract';
import { db, findUserByEmail, nextId, nextUuid, type MockEmailToken, type MockUser } from '../db';
import { api, fail, failValidation } from '../http';

// The way back from a takeover (issue 38 §4), as server/routes/account.ts answers it: the
// notice to the old address carries a link that shows what it will restore (GET) and restores
// it (POST): the address, no pending change, no session, and a password reset mailed there.

const DAY = 24 * 3600_000;

/** Writes the notice's restore link for `email` (the old address); answers its token. */
export function issueRestoreToken(user: Pick<MockUser, 'id'>, email: string): string {
  const now = Date.now();
  const row: MockEmailToken = {
    token: nextUuid(),
    userId: user.id,
    purpose: 'restore',
    email,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESTORE_LINK_DAYS * DAY).toISOString(),
    usedAt: null,
  };
  db.emailTokens.push(row);
  return row.token;
}

/** The unused, unexpired restore link, or the refusal the other links give. */
function readLink(params: unknown): MockEmailToken {
  const parsed = emailTokenParamsSchema.safeParse(params);
  if (!parsed.success) return failValidation(parsed.error);
  const row = db.emailTokens.find((t) => t.token === parsed.data.token);
  if (!row || row.purpose !== 'restore')
    return fail('InvalidRequest', apiMessages.emailLinkInvalid);
  if (row.usedAt) return fail('InvalidRequest', apiMessages.emailLinkUsed);
  if (Date.parse(row.expiresAt) <= Date.now()) {
    return fail('InvalidRequest', apiMessages.emailLinkExpired);
  }
  return row;
}

export const emailRestoreHandlers = [
  http.get(api('/v1/user/email/restore/:token'), ({ params }) => {
    const row = readLink(params);
    return HttpResponse.json({ email: row.email, expiresAt: row.expiresAt });
  }),

  http.post(api('/v1/user/email/restore/:token'), ({ params }) => {
    const row = readLink(params);
    const user = db.users.find((u) => u.id === row.userId);
    if (!user) return fail('InvalidRequest', apiMessages.emailLinkInvalid);
    const holder = findUserByEmail(row.email);
    if (holder && holder.id !== user.id) {
      return fail('ResourceConflict', apiMessages.restoreEmailTaken);
    }
    const now = new Date().toISOString();
    row.usedAt = now;
    user.email = row.email;
    user.emailVerified = true;
    for (const token of db.emailTokens) {
      if (token.userId === user.id && !token.usedAt) token.usedAt = now;
    }
    db.sessions = db.sessions.filter((s) => s.userId !== user.id);
    db.resetTokens = db.resetTokens.filter((r) => r.userId !== user.id);
    const reset = `mock-reset-${nextId()}`;
    db.resetTokens.push({ token: reset, userId: user.id });
    const query = new URLSearchParams({ token: reset, username: user.email });
    db.outbox.push({ to: user.email, kind: 'passwordReset', link: `/reset-password?${query}` });
    const answer: EmailRestored = {
      email: user.email,
      emailVerified: true,
      sessionsEnded: true,
      passwordResetSent: true,
    };
    return HttpResponse.json(answer);
  }),
];
