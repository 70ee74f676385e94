import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiMessages, emailRestoredSchema, emailRestorePreviewSchema } from '@/contract';
import { accountEmails, emailTokens, sessions } from '@server/db/schema';
import type { Member } from './client';
import { TEST_CLIENT } from './harness';
import { describeServer } from './suite';

// Issue 38 §4, "A way back from takeover": the notice to the old address carries a link that,
// for seven days and once, restores that address whatever changed since, cancels pending
// changes, ends every session and e-mails a password reset to the restored address.

const DAY = 24 * 3600_000;

describeServer('email restore', ({ api, t }) => {
  const mailsTo = async (email: string) =>
    (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body as {
      subject: string;
      text: string;
      links: string[];
    }[];
  const tokenIn = async (email: string, screen: string) => {
    const link = (await mailsTo(email)).flatMap((m) => m.links).find((l) => l.includes(screen));
    if (!link) throw new Error(`no ${screen} link to ${email}`);
    return link.slice(link.lastIndexOf('/') + 1);
  };
  const later = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
    const { ctx } = t.app;
    const real = ctx.now;
    ctx.now = () => new Date(real().getTime() + ms);
    try {
      return await work();
    } finally {
      ctx.now = real;
    }
  };
  /** Changes the member's address to `to` through both steps, as the member (or a taker). */
  const changeTo = async (member: Member, to: string) => {
    const started = await api.call('POST', '/api/v1/user/email', {
      token: member.token,
      body: { email: to, password: member.password },
    });
    expect(started.status).toBe(202);
    const confirmed = await api.call(
      'POST',
      `/api/v1/user/email/${await tokenIn(to, '/confirm-email/')}`,
    );
    expect(confirmed.status).toBe(200);
  };
  const preview = (token: string) => api.call('GET', `/api/v1/user/email/restore/${token}`);
  const restore = (token: string) => api.call('POST', `/api/v1/user/email/restore/${token}`);
  const emailOf = async (id: number) => (await t.app.ctx.repos.users.get(id)).email;

  it('the notice to the old address links to the restore page, not to /forgot-password', async () => {
    const member = await api.signup();
    const taken = `taken.${member.email}`;
    await changeTo(member, taken);
    const [notice] = await mailsTo(member.email);
    expect(notice!.subject).toMatch(/was changed/);
    expect(notice!.text).toContain("This wasn't me");
    expect(notice!.text).toContain('7 days');
    expect(notice!.links).toHaveLength(1);
    expect(notice!.links[0]).toMatch(
      /^http:\/\/guildhall\.test\/restore-email\/[A-Za-z0-9_-]{43}$/,
    );
    expect(notice!.text).not.toContain('/forgot-password');
    // Stored hashed: the token in the mail is nowhere in the table.
    const token = await tokenIn(member.email, '/restore-email/');
    const rows = await t.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, member.id), eq(emailTokens.purpose, 'restore')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(member.email);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(7 * DAY);
  });

  it('opening the link changes nothing; the button restores, after a second change, ending every session', async () => {
    const member = await api.signup();
    const original = member.email;
    const first = `first.${original}`;
    const second = `second.${original}`;
    await changeTo(member, first);
    const token = await tokenIn(original, '/restore-email/');
    // The taker changes it again, and starts a third change.
    await changeTo(member, second);
    await api.call('POST', '/api/v1/user/email', {
      token: member.token,
      body: { email: `third.${original}`, password: member.password },
    });
    const pending = await tokenIn(`third.${original}`, '/confirm-email/');
    const other = await api.login(second, member.password);
    expect(other.status).toBe(200);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(emailRestorePreviewSchema.parse(shown.body).email).toBe(original);
    // Twice: a preview uses nothing.
    expect((await preview(token)).status).toBe(200);
    expect(await emailOf(member.id)).toBe(second);

    const restored = await restore(token);
    expect(restored.status).toBe(200);
    expect(emailRestoredSchema.parse(restored.body)).toEqual({
      email: original,
      emailVerified: true,
      sessionsEnded: true,
      passwordResetSent: true,
    });
    expect(await emailOf(member.id)).toBe(original);

    // Every session ended: the access tokens and the refresh tokens of before.
    expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(401);
    expect(
      (await api.call('GET', '/api/v1/user', { token: other.body.accessToken as string })).status,
    ).toBe(401);
    const refreshed = await api.call('POST', '/api/v1/oauth/token', {
      body: { grantType: 'refresh_token', ...TEST_CLIENT, refreshToken: member.refreshToken },
    });
    // A spent refresh token (docs/api.md "Errors").
    expect(refreshed.status).toBe(400);
    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    // The pending change is cancelled.
    const late = await api.call('POST', `/api/v1/user/email/${pending}`);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(apiMessages.emailLinkUsed);
    expect(await emailOf(member.id)).toBe(original);

    // A reset went to the restored address; it sets a password that signs in there.
    const [reset] = await mailsTo(original);
    expect(reset!.subject).toMatch(/reset your/i);
    const link = new URL(reset!.links[0]!);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('username')).toBe(original);
    expect(await mailsTo(second)).not.toContainEqual(
      expect.objectContaining({ subject: reset!.subject }),
    );
    const chosen = await api.call('POST', '/api/v1/users/password', {
      body: {
        ...TEST_CLIENT,
        token: link.searchParams.get('token'),
        password: 'a-brand-new-password',
      },
    });
    expect(chosen.status).toBe(204);
    expect((await api.login(original, 'a-brand-new-password')).status).toBe(200);
    expect((await api.login(second, member.password)).status).toBe(401);

    // Every address the account had is recorded, once.
    const recorded = await t.database.db
      .select({ email: accountEmails.email })
      .from(accountEmails)
      .where(eq(accountEmails.userId, member.id));
    expect(recorded.map((row) => row.email).sort()).toEqual([first, original, second].sort());
  });

  it('works once; the taker’s own restore link dies with it', async () => {
    const member = await api.signup();
    const original = member.email;
    const taker = `taker.${original}`;
    await changeTo(member, taker);
    const token = await tokenIn(original, '/restore-email/');
    await changeTo(member, `again.${original}`);
    const takersLink = await tokenIn(taker, '/restore-email/');
    expect((await restore(token)).status).toBe(200);

    const twice = await restore(token);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ code: 'InvalidRequest', message: apiMessages.emailLinkUsed });
    expect((await preview(token)).body.message).toBe(apiMessages.emailLinkUsed);
    const back = await restore(takersLink);
    expect(back.body.message).toBe(apiMessages.emailLinkUsed);
    expect(await emailOf(member.id)).toBe(original);
  });

  it('refuses a late link, another purpose, and a forged one with the other links’ messages', async () => {
    const member = await api.signup();
    const original = member.email;
    const next = `next.${original}`;
    await api.call('POST', '/api/v1/user/email', {
      token: member.token,
      body: { email: next, password: member.password },
    });
    const change = await tokenIn(next, '/confirm-email/');
    // A change link is not a restore link, and opening it as one uses nothing.
    const wrong = await restore(change);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(apiMessages.emailLinkInvalid);
    expect((await preview(change)).body.message).toBe(apiMessages.emailLinkInvalid);
    expect((await api.call('POST', `/api/v1/user/email/${change}`)).status).toBe(200);

    const token = await tokenIn(original, '/restore-email/');
    // A restore link is not a change or verification link either.
    expect((await api.call('POST', `/api/v1/user/email/${token}`)).body.message).toBe(
      apiMessages.emailLinkInvalid,
    );
    expect((await api.call('POST', `/api/v1/user/verification/${token}`)).status).toBe(400);
    const late = await later(7 * DAY + 1000, () => restore(token));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(apiMessages.emailLinkExpired);
    expect((await later(7 * DAY + 1000, () => preview(token))).body.message).toBe(
      apiMessages.emailLinkExpired,
    );
    expect((await restore('x'.repeat(43))).body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.emailLinkInvalid,
    });
    expect((await restore('not%20a%20token')).status).toBe(400);
    expect(await emailOf(member.id)).toBe(next);
    // Still in time a moment before the seventh day ends.
    expect((await later(7 * DAY - 60_000, () => restore(token))).status).toBe(200);
    expect(await emailOf(member.id)).toBe(original);
  });

  it('answers 409 and changes nothing when the address is another account’s now', async () => {
    const member = await api.signup();
    const original = member.email;
    await changeTo(member, `moved.${original}`);
    const token = await tokenIn(original, '/restore-email/');
    // Someone signs up with the freed address meanwhile.
    const newcomer = await api.signup({ email: original });
    const refused = await restore(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'ResourceConflict',
      message: apiMessages.restoreEmailTaken,
    });
    expect(await emailOf(member.id)).toBe(`moved.${original}`);
    expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(200);
    expect((await api.call('GET', '/api/v1/user', { token: newcomer.token })).status).toBe(200);
    // The link is still unused: it works once the address is free again.
    await api.call('POST', '/api/v1/user/deletion', {
      token: newcomer.token,
      body: { password: newcomer.password },
    });
    expect((await restore(token)).status).toBe(200);
    expect(await emailOf(member.id)).toBe(original);
  });

  it('a restore to the address the account still has ends the sessions and mails a reset', async () => {
    const member = await api.signup();
    const original = member.email;
    await changeTo(member, `brief.${original}`);
    const token = await tokenIn(original, '/restore-email/');
    // The member changes back by themselves; the notice's link still ends the taker's sessions.
    await changeTo(member, original);
    expect((await restore(token)).status).toBe(200);
    expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(401);
    expect((await mailsTo(original))[0]!.subject).toMatch(/reset your/i);
  });

  it('records the sign-up address', async () => {
    const member = await api.signup();
    expect(await t.app.ctx.repos.accountEmails.of(member.id)).toEqual([member.email]);
  });
});
