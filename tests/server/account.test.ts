import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountExportSchema, apiMessages, DAY_MS, userSchema } from '@/contract';
import { outboxRetention, pruneOutbox } from '@server/jobs/outboxRetention';
import {
  accountEmails,
  auditLog,
  backgroundChecks,
  emailOutbox,
  reports,
  reviews,
  savedSearches,
} from '@server/db/schema';
import { DATA_MAP } from '@server/members/dataMap';
import { LINK_LEFT_OUT } from '@server/members/export';
import { signupOperator } from './admin-helpers';
import type { Member } from './client';
import { describeServer } from './suite';

// The account is the member's (issue 23): verification, change of address, export, deletion.

const HOUR = 3600_000;

describeServer('account', ({ api, t }) => {
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
  const me = async (member: Member) =>
    userSchema.parse((await api.call('GET', '/api/v1/user', { token: member.token })).body);
  /** Runs `work` with the app's clock moved by `ms`. */
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

  describe('verification', () => {
    it('e-mails a link at sign-up; unverified members cannot submit the check until they follow it', async () => {
      const member = await api.signup({}, { verify: false });
      expect((await me(member)).emailVerified).toBe(false);
      const [mail] = await mailsTo(member.email);
      expect(mail!.subject).toMatch(/confirm your e-mail/i);
      expect(mail!.links[0]).toMatch(/^http:\/\/guildhall\.test\/verify-email\/[A-Za-z0-9_-]{43}$/);

      // Signs in and completes the profile, but the check waits for the address.
      const submit = async () =>
        api.call('POST', '/api/v1/profiles', { token: member.token, body: { ssn: '1234' } });
      await api.completeProfile(member);
      const refused = await submit();
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.emailNotVerified,
      });
      expect((await me(member)).published).toBe(false);

      const token = await tokenIn(member.email, '/verify-email/');
      const confirmed = await api.call('POST', `/api/v1/user/verification/${token}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ email: member.email, emailVerified: true });
      expect((await me(member)).emailVerified).toBe(true);
      expect((await submit()).status).toBe(200);

      // Single use.
      const again = await api.call('POST', `/api/v1/user/verification/${token}`);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(apiMessages.emailLinkUsed);
    });

    it('refuses a late link, and one that is not ours, with a clear message', async () => {
      const member = await api.signup({}, { verify: false });
      const token = await tokenIn(member.email, '/verify-email/');
      const late = await later(24 * HOUR + 1000, () =>
        api.call('POST', `/api/v1/user/verification/${token}`),
      );
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(apiMessages.emailLinkExpired);
      expect((await me(member)).emailVerified).toBe(false);
      // Still in time a moment before.
      const forged = await api.call('POST', `/api/v1/user/verification/${'x'.repeat(43)}`);
      expect(forged.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.emailLinkInvalid,
      });
      const malformed = await api.call('POST', '/api/v1/user/verification/not%20a%20token');
      expect(malformed.status).toBe(400);
      const inTime = await later(23 * HOUR, () =>
        api.call('POST', `/api/v1/user/verification/${token}`),
      );
      expect(inTime.status).toBe(200);
    });

    it('resends at most once a minute and five times a day; not once verified', async () => {
      const member = await api.signup({}, { verify: false });
      const resend = () => api.call('POST', '/api/v1/user/verification', { token: member.token });
      // The sign-up's own e-mail went out this minute.
      const soon = await resend();
      expect(soon.status).toBe(429);
      expect(soon.body).toEqual({
        code: 'RequestThrottled',
        message: apiMessages.verificationThrottled,
      });
      for (const minutes of [2, 4, 6, 8]) {
        const sent = await later(minutes * 60_000, resend);
        expect(sent.status).toBe(200);
        expect(sent.body.email).toBe(member.email);
      }
      expect((await mailsTo(member.email)).length).toBe(5);
      expect((await later(10 * 60_000, resend)).status).toBe(429);
      // A day later (signed in again: the access token of then has expired).
      const nextDay = await later(25 * HOUR, async () => {
        const { accessToken } = (await api.login(member.email, member.password)).body;
        const answer = await api.call('POST', '/api/v1/user/verification', { token: accessToken });
        return { accessToken: accessToken as string, status: answer.status };
      });
      expect(nextDay.status).toBe(200);
      // Every link sent works (the newest one here).
      const token = await tokenIn(member.email, '/verify-email/');
      expect((await api.call('POST', `/api/v1/user/verification/${token}`)).status).toBe(200);
      const verified = await api.call('POST', '/api/v1/user/verification', { token: member.token });
      expect(verified.status).toBe(409);
      expect(verified.body.message).toBe(apiMessages.emailAlreadyVerified);
      expect((await api.call('POST', '/api/v1/user/verification')).status).toBe(401);
    });
  });

  describe('change of address', () => {
    it('confirms the new address by a link, tells the old one, and keeps the session', async () => {
      const member = await api.signup();
      const other = await api.signup();
      const newEmail = `new.${member.email}`;
      const start = (body: unknown) =>
        api.call('POST', '/api/v1/user/email', { token: member.token, body });

      const wrong = await start({ email: newEmail, password: 'not-the-password' });
      expect(wrong.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.passwordIncorrect,
      });
      const taken = await start({ email: other.email, password: member.password });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(apiMessages.emailTaken);
      const same = await start({ email: member.email, password: member.password });
      expect(same.body.message).toBe(apiMessages.emailUnchanged);
      expect((await start({ email: 'nope', password: member.password })).status).toBe(400);
      expect((await start({ email: newEmail })).status).toBe(400);
      expect(await mailsTo(newEmail)).toEqual([]);

      const started = await start({ email: newEmail.toUpperCase(), password: member.password });
      expect(started.status).toBe(202);
      expect(started.body.pendingEmail).toBe(newEmail);
      // Nothing changes until the link is followed.
      expect((await me(member)).email).toBe(member.email);
      const token = await tokenIn(newEmail, '/confirm-email/');
      // A verification link is not a change link.
      expect((await api.call('POST', `/api/v1/user/verification/${token}`)).status).toBe(400);

      const confirmed = await api.call('POST', `/api/v1/user/email/${token}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ email: newEmail, emailVerified: true });
      const notice = (await mailsTo(member.email))[0]!;
      expect(notice.subject).toMatch(/was changed/);
      expect(notice.text).toContain(newEmail);
      expect(notice.text).not.toMatch(/unsubscribe/i);

      // The session survives; the new address signs in, the old one no longer does.
      const now = await me(member);
      expect(now).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await api.login(newEmail, member.password)).status).toBe(200);
      expect((await api.login(member.email, member.password)).status).toBe(401);

      const twice = await api.call('POST', `/api/v1/user/email/${token}`);
      expect(twice.body.message).toBe(apiMessages.emailLinkUsed);
    });

    it('refuses a late change link and a new address taken meanwhile', async () => {
      const member = await api.signup();
      const target = `taken.${member.email}`;
      await api.call('POST', '/api/v1/user/email', {
        token: member.token,
        body: { email: target, password: member.password },
      });
      const token = await tokenIn(target, '/confirm-email/');
      const late = await later(25 * HOUR, () => api.call('POST', `/api/v1/user/email/${token}`));
      expect(late.body.message).toBe(apiMessages.emailLinkExpired);

      await api.call('POST', '/api/v1/user/email', {
        token: member.token,
        body: { email: target, password: member.password },
      });
      const fresh = (await mailsTo(target)).find((m) => !m.links[0]!.endsWith(token))!;
      await api.signup({ email: target });
      const conflict = await api.call(
        'POST',
        `/api/v1/user/email/${fresh.links[0]!.slice(fresh.links[0]!.lastIndexOf('/') + 1)}`,
      );
      expect(conflict.status).toBe(409);
      expect((await me(member)).email).toBe(member.email);
    });
  });

  describe('export', () => {
    it('holds what the product holds about the member, and nothing of others’', async () => {
      const member = await api.signup({ firstName: 'Ezra', lastName: 'Export' });
      await api.completeProfile(member);
      await api.call('POST', '/api/v1/profiles', { token: member.token, body: { ssn: '8642' } });
      const other = await api.signup({ firstName: 'Olga', lastName: 'Other' });
      await api.completeProfile(other, { publish: true });
      const reviewer = await signupOperator({ api, t }, 'reviewer', { firstName: 'Rhea' });

      // Relations in both directions, a testimonial each way, a report, a contact view.
      await api.call('PUT', `/api/v1/user/team/${other.id}`, { token: member.token });
      await api.call('PUT', `/api/v1/user/watching/${other.id}`, { token: member.token });
      await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: other.token });
      // A reveal that shows something is recorded (issue 24 §4): the member has a website.
      await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: { website: 'https://ezra.example' },
      });
      await api.call('GET', `/api/v1/profiles/${member.id}/contact`, { token: other.token });
      await api.call('POST', `/api/v1/profiles/${other.id}/reports`, {
        token: member.token,
        body: { reason: 'misrepresentation', note: 'Not the same person' },
      });
      const request = await api.call('POST', '/api/v1/testimonials', {
        token: other.token,
        body: { name: 'Ezra', email: member.email },
      });
      await api.call('PUT', `/api/v1/testimonials/uuid/${request.body.uuid}`, {
        body: {
          company: 'Acme',
          position: 'CFO',
          content: 'Olga is precise.',
          relationship: 'client',
          periodFrom: 2020,
          periodTo: null,
          paid: false,
          conflict: '',
        },
      });
      await api.call('POST', '/api/v1/testimonials', {
        token: member.token,
        body: { name: 'Wendy Writer', email: 'wendy@example.com' },
      });
      await t.database.db.insert(savedSearches).values({
        userId: member.id,
        name: 'Texas accountants',
        query: { profession: 'accounting', region: 'TX' },
        createdAt: new Date(),
        openedAt: new Date(),
      });
      const [review] = await t.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, member.id));
      await api.call('POST', `/api/v1/admin/reviews/${review!.id}/start`, {
        token: reviewer.token,
      });

      const answer = await api.call('GET', '/api/v1/user/export', { token: member.token });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="guildhall-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = accountExportSchema.parse(answer.body);
      expect(data.account).toMatchObject({ id: member.id, email: member.email });
      expect(data.profile).toMatchObject({ firstName: 'Ezra', profession: 'accounting' });
      expect(data.positions).toHaveLength(1);
      expect(data.educations).toHaveLength(1);
      expect(data.testimonialsReceived).toEqual([
        expect.objectContaining({ writerName: 'Wendy Writer', status: 'pending' }),
      ]);
      expect(data.testimonialsWritten).toEqual([
        expect.objectContaining({
          forMember: 'Olga Other',
          content: 'Olga is precise.',
          relationship: 'client',
          periodFrom: 2020,
          paid: false,
        }),
      ]);
      expect(data.team).toEqual([
        expect.objectContaining({ role: 'owner', otherMemberId: other.id, status: 'pending' }),
      ]);
      expect(data.watchList).toEqual([expect.objectContaining({ memberId: other.id })]);
      expect(data.contactViews).toEqual([
        expect.objectContaining({ direction: 'of my profile', memberId: other.id }),
      ]);
      expect(data.reportsFiled).toEqual([
        expect.objectContaining({ memberId: other.id, reason: 'misrepresentation' }),
      ]);
      expect(data.savedSearches).toEqual([expect.objectContaining({ name: 'Texas accountants' })]);
      expect(data.backgroundChecks).toHaveLength(1);
      expect(data.reviews).toEqual([expect.objectContaining({ state: 'in_review' })]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.audit).toEqual([
        expect.objectContaining({ actor: 'reviewer', action: 'review.start' }),
      ]);

      // No secret, no SSN digits, no operator or other member's identity or address.
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('8642');
      expect(text).not.toMatch(/passwordHash|password_hash|ssn/i);
      expect(text).not.toContain(reviewer.email);
      expect(text).not.toContain('Rhea');
      expect(text).not.toContain(reviewer.id === other.id ? '' : `"reviewerId"`);
      expect(text).not.toContain(other.email);
      expect(text).not.toContain('wendy@example.com');

      // The other member's export holds none of the member's rows but theirs in common.
      const theirs = accountExportSchema.parse(
        (await api.call('GET', '/api/v1/user/export', { token: other.token })).body,
      );
      expect(theirs.account.id).toBe(other.id);
      expect(theirs.savedSearches).toEqual([]);
      expect(theirs.reportsFiled).toEqual([]);
      expect(JSON.stringify(theirs)).not.toContain('Not the same person');
      expect((await api.call('GET', '/api/v1/user/export')).status).toBe(401);
    });
  });

  describe('deletion', () => {
    it('asks for the password, then erases the member at once and keeps what it says', async () => {
      const member = await api.signup({ firstName: 'Dora', lastName: 'Deleted' });
      await api.completeProfile(member, { publish: true });
      const owner = await api.signup();
      await api.completeProfile(owner, { publish: true });
      const secondSession = (await api.login(member.email, member.password)).body.accessToken;
      // Another member's team and watch list point at the member; the member's point back.
      await api.call('PUT', `/api/v1/user/team/${member.id}`, { token: owner.token });
      await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: owner.token });
      await api.call('PUT', `/api/v1/user/watching/${owner.id}`, { token: member.token });
      await api.call('POST', '/api/v1/testimonials', {
        token: member.token,
        body: { name: 'Wendy', email: 'wendy.d@example.com' },
      });
      const listed = async () =>
        ((await api.call('GET', '/api/v1/profiles?limit=100')).body.items as { id: number }[]).some(
          (card) => card.id === member.id,
        );
      expect(await listed()).toBe(true);

      const wrong = await api.call('POST', '/api/v1/user/deletion', {
        token: member.token,
        body: { password: 'not-the-password' },
      });
      expect(wrong.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.passwordIncorrect,
      });
      expect((await me(member)).id).toBe(member.id);
      expect(
        (await api.call('POST', '/api/v1/user/deletion', { token: member.token, body: {} })).status,
      ).toBe(400);

      const deleted = await api.call('POST', '/api/v1/user/deletion', {
        token: member.token,
        body: { password: member.password },
      });
      expect(deleted.status).toBe(204);

      // Every session ends; the account cannot sign in.
      expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(401);
      expect((await api.call('GET', '/api/v1/user', { token: secondSession })).status).toBe(401);
      expect((await api.login(member.email, member.password)).status).toBe(401);
      // Gone from search, the profile, teams and watch lists at once.
      expect(await listed()).toBe(false);
      expect((await api.call('GET', `/api/v1/profiles/${member.id}`)).status).toBe(404);
      const team = await api.call('GET', '/api/v1/user/team', { token: owner.token });
      expect(team.body).toEqual([]);
      const watching = await api.call('GET', '/api/v1/user/watching', { token: owner.token });
      expect(watching.body).toEqual([]);

      // Erased: no column the data map says the deletion cascades or empties names the member.
      const { db } = t.database;
      for (const [table, columns] of Object.entries(DATA_MAP)) {
        for (const [column, entry] of Object.entries(columns)) {
          if (entry === 'neither' || entry.holds !== 'member id') continue;
          if (entry.deletion !== 'cascade' && entry.deletion !== 'set null') continue;
          const result = await db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${member.id}`,
          );
          const rows = (result as unknown as { rows: { n: number }[] }).rows ?? result;
          expect([table, column, (rows as { n: number }[])[0]!.n]).toEqual([table, column, 0]);
        }
      }
      expect(
        await db.select().from(backgroundChecks).where(eq(backgroundChecks.userId, member.id)),
      ).toEqual([]);
      // Kept: the review, withdrawn and detached; the audit entries, naming a deleted member.
      const kept = await db
        .select()
        .from(reviews)
        .where(sql`${reviews.userId} is null`);
      expect(kept.map((r) => r.state)).toContain('withdrawn');
      const entries = await db.select().from(auditLog).where(eq(auditLog.memberId, member.id));
      expect(entries.map((e) => e.action)).toContain('member.delete');

      // The confirmation, transactional: no unsubscribe.
      const mails = await mailsTo(member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/account was deleted/);
      expect(mails[0]!.text).not.toMatch(/unsubscribe/i);

      // The address is free again.
      const again = await api.call('POST', '/api/v1/users', {
        body: {
          email: member.email,
          password: 'correct-horse-battery',
          firstName: 'Dora',
          lastName: 'New',
        },
      });
      expect(again.body).toMatchObject({ email: member.email, emailVerified: false });
    });
  });
  // Issue 38 §3: the mail is the member's too, at every address, and no longer than it must be.
  describe('mail, reports and addresses', () => {
    const outboxFile = (id: number) =>
      join(t.config.dataDir, 'outbox', `${String(id).padStart(6, '0')}.txt`);
    /** Delivery runs after the answer: waits until the files of `ids` are written. */
    const filesWritten = async (ids: number[]) => {
      for (let tries = 0; !ids.every((id) => existsSync(outboxFile(id))); tries += 1) {
        if (tries > 200) throw new Error(`outbox files not written: ${ids.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const idsTo = async (...addresses: string[]) =>
      (
        await t.database.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(inArray(emailOutbox.to, addresses))
      ).map((row) => row.id);
    const exportOf = async (member: Member) =>
      accountExportSchema.parse(
        (await api.call('GET', '/api/v1/user/export', { token: member.token })).body,
      );

    it('deletion erases the mail to every address the account had, rows and files', async () => {
      const { db } = t.database;
      const member = await api.signup({ firstName: 'Olive', lastName: 'Moved' });
      const first = member.email;
      const moved = `moved.${member.email}`;
      await api.call('POST', '/api/v1/user/email', {
        token: member.token,
        body: { email: moved, password: member.password },
      });
      const token = await tokenIn(moved, '/confirm-email/');
      expect((await api.call('POST', `/api/v1/user/email/${token}`)).status).toBe(200);
      // An address of long ago, as the record of addresses keeps it, and a mail sent to it.
      const older = `older.${member.email}`;
      await db.insert(accountEmails).values({
        userId: member.id,
        email: older,
        firstUsedAt: new Date(Date.now() - 90 * DAY_MS),
      });
      const [olderMail] = await db
        .insert(emailOutbox)
        .values({ to: older, subject: 'Long ago', text: 'An old notice.', links: [] })
        .returning({ id: emailOutbox.id });
      await t.app.ctx.mailer.deliver([olderMail!.id]);
      // Another member's mail stays.
      const other = await api.signup();
      const ids = await idsTo(first, moved, older);
      const others = await idsTo(other.email);
      expect(ids.length).toBeGreaterThanOrEqual(4);
      await filesWritten([...ids, ...others]);

      const deleted = await api.call('POST', '/api/v1/user/deletion', {
        token: member.token,
        body: { password: member.password },
      });
      expect(deleted.status).toBe(204);

      // Only the confirmation of the deletion, to the current address, is left.
      const left = await db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.to, [first, moved, older]));
      expect(left.map((m) => [m.to, m.subject])).toEqual([
        [moved, expect.stringMatching(/account was deleted/)],
      ]);
      expect(ids.filter((id) => existsSync(outboxFile(id)))).toEqual([]);
      expect(ids.filter((id) => existsSync(outboxFile(id).replace(/txt$/, 'html')))).toEqual([]);
      expect(await idsTo(other.email)).toEqual(others);
      expect(others.every((id) => existsSync(outboxFile(id)))).toBe(true);
    });

    it('deletion leaves the mail of an address another account took up since', async () => {
      const { db } = t.database;
      const member = await api.signup();
      const first = member.email;
      const moved = `moved.${member.email}`;
      await api.call('POST', '/api/v1/user/email', {
        token: member.token,
        body: { email: moved, password: member.password },
      });
      await api.call('POST', `/api/v1/user/email/${await tokenIn(moved, '/confirm-email/')}`);
      const before = await idsTo(first);
      // All that an hour ago (a newcomer holds an address from a minute before its first use).
      const hourAgo = sql`- interval '1 hour'`;
      await db.execute(
        sql`update users set created_at = created_at ${hourAgo} where id = ${member.id}`,
      );
      for (const table of ['account_emails', 'email_tokens']) {
        const column = table === 'account_emails' ? 'first_used_at' : 'created_at';
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} ${hourAgo} where user_id = ${member.id}`,
        );
      }
      await db
        .update(emailOutbox)
        .set({ createdAt: sql`${emailOutbox.createdAt} ${hourAgo}` })
        .where(inArray(emailOutbox.id, before));
      // The old address is free: someone else signs up with it, and gets mail there.
      const newcomer = await api.signup({ email: first });
      const theirs = (await idsTo(first)).filter((id) => !before.includes(id));
      expect(theirs.length).toBeGreaterThanOrEqual(1);
      // Each export holds its own account's mail to the address, none of the other's.
      expect((await exportOf(newcomer)).mail).toHaveLength(theirs.length);
      const earlier = (await exportOf(member)).mail.filter((m) => m.to === first);
      expect(earlier).toHaveLength(before.length);

      await api.call('POST', '/api/v1/user/deletion', {
        token: member.token,
        body: { password: member.password },
      });
      expect(await idsTo(first)).toEqual(theirs);
      expect(
        await db.select().from(accountEmails).where(eq(accountEmails.userId, member.id)),
      ).toEqual([]);
    });

    it('export holds the mail to the member without its links, and testimonials written from a verified address only', async () => {
      const member = await api.signup({ firstName: 'Wren', lastName: 'Writer' }, { verify: false });
      const praised = await api.signup({ firstName: 'Pia', lastName: 'Praised' });
      await api.completeProfile(praised, { publish: true });
      const request = await api.call('POST', '/api/v1/testimonials', {
        token: praised.token,
        body: { name: 'Wren', email: member.email },
      });
      expect(request.status).toBe(201);
      const written = await api.call('PUT', `/api/v1/testimonials/uuid/${request.body.uuid}`, {
        body: {
          company: 'Acme',
          position: 'CFO',
          content: 'Pia is thorough.',
          relationship: 'client',
          periodFrom: 2021,
          periodTo: null,
          paid: false,
          conflict: '',
        },
      });
      expect(written.status).toBeLessThan(300);

      const unverified = await exportOf(member);
      expect(unverified.testimonialsWritten).toEqual([]);
      expect(unverified.mail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            to: member.email,
            subject: expect.stringMatching(/confirm your e-mail/i),
            text: expect.stringContaining(LINK_LEFT_OUT),
            createdAt: expect.any(String),
          }),
        ]),
      );
      const mailText = JSON.stringify(unverified.mail);
      expect(mailText).not.toContain('/verify-email/');
      expect(mailText).not.toContain(request.body.uuid);
      expect(mailText).not.toContain(praised.email);

      await api.verifyEmail(member.email);
      const verified = await exportOf(member);
      expect(verified.testimonialsWritten).toEqual([
        expect.objectContaining({ forMember: 'Pia Praised', content: 'Pia is thorough.' }),
      ]);
      expect(verified.mail.length).toBeGreaterThan(unverified.mail.length - 1);
    });

    it('keeps the reports about a deleted member, the subject null; those they filed go', async () => {
      const { db } = t.database;
      const leaving = await api.signup();
      await api.completeProfile(leaving, { publish: true });
      const reporter = await api.signup();
      await api.completeProfile(reporter, { publish: true });
      const about = await api.call('POST', `/api/v1/profiles/${leaving.id}/reports`, {
        token: reporter.token,
        body: { reason: 'misrepresentation', note: 'Claims a licence they lack' },
      });
      expect(about.status).toBeLessThan(300);
      const filed = await api.call('POST', `/api/v1/profiles/${reporter.id}/reports`, {
        token: leaving.token,
        body: { reason: 'misrepresentation', note: 'A report of theirs' },
      });
      expect(filed.status).toBeLessThan(300);

      await api.call('POST', '/api/v1/user/deletion', {
        token: leaving.token,
        body: { password: leaving.password },
      });
      const kept = await db.select().from(reports).where(eq(reports.reporterId, reporter.id));
      expect(kept).toEqual([
        expect.objectContaining({
          subjectId: null,
          state: 'open',
          note: 'Claims a licence they lack',
        }),
      ]);
      expect(await db.select().from(reports).where(eq(reports.reporterId, leaving.id))).toEqual([]);
    });

    it('prunes mail older than the retention for everyone, rows and files, and keeps newer mail', async () => {
      const { db } = t.database;
      const { ctx } = t.app;
      expect(t.config.outboxRetentionDays).toBe(30);
      const now = ctx.now().getTime();
      const [old, recent] = await db
        .insert(emailOutbox)
        .values([
          {
            to: 'old@example.com',
            subject: 'Old',
            text: 'old',
            links: [],
            html: '<p>old</p>',
            createdAt: new Date(now - 31 * DAY_MS),
          },
          {
            to: 'recent@example.com',
            subject: 'Recent',
            text: 'recent',
            links: [],
            createdAt: new Date(now - 29 * DAY_MS),
          },
        ])
        .returning({ id: emailOutbox.id });
      await ctx.mailer.deliver([old!.id, recent!.id]);
      await filesWritten([old!.id, recent!.id]);
      // A file whose message is gone some other way (a restore, a failed removal).
      const orphan = outboxFile(999_999);
      await writeFile(orphan, 'To: someone@example.com\n');

      const pruned = await pruneOutbox(ctx);
      expect(pruned.deleted).toBeGreaterThanOrEqual(1);
      expect(pruned.orphaned).toBeGreaterThanOrEqual(1);
      expect(await idsTo('old@example.com')).toEqual([]);
      expect(existsSync(outboxFile(old!.id))).toBe(false);
      expect(existsSync(outboxFile(old!.id).replace(/txt$/, 'html'))).toBe(false);
      expect(existsSync(orphan)).toBe(false);
      expect(await idsTo('recent@example.com')).toEqual([recent!.id]);
      expect(existsSync(outboxFile(recent!.id))).toBe(true);

      // Two days on by the app's clock, the other one's time has come too.
      const line = await later(2 * DAY_MS, () => outboxRetention.run(ctx, null));
      expect(line).toMatch(/^outbox mail older than 30 days deleted: [1-9]/);
      expect(await idsTo('recent@example.com')).toEqual([]);
      expect(existsSync(outboxFile(recent!.id))).toBe(false);
    });
  });
});
