import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiMessages, secondFactorMessages } from '@/contract';
import { totpCode } from '@server/auth/totp';
import {
  auditLog,
  operatorFactors,
  operatorRecoveryCodes,
  sessions,
  users,
} from '@server/db/schema';
import { applyRoleCommand, describeOutcome } from '@server/operators/requests';
import type { Member } from './client';
import { testConfig } from './harness';
import { describeServer } from './suite';

// The operators' second factor (issue 38 §6): TOTP with recovery codes, required of a reviewer
// or an admin before /admin's API opens; enrolment on the first visit, a challenge in every
// later session; wrong and replayed codes count against the login throttle; `npm run operator
// -- reset-2fa` (the change the command runs) removes it, audited.

const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) => totpCode(secret, new Date(step * STEP_MS));

describeServer(
  'the operators’ second factor',
  ({ api, t }) => {
    const base = '/api/v1/admin/second-factor';
    // The app's clock stands at the start of a time step, so which codes are current does not
    // depend on how long a test takes.
    const clock = new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000);
    beforeAll(() => {
      t.app.ctx.now = () => clock;
    });
    const nowStep = () => Math.floor(clock.getTime() / STEP_MS);
    const adminRead = (member: Member) =>
      api.call('GET', '/api/v1/admin/audit', { token: member.token });
    const status = async (member: Member) =>
      (await api.call('GET', base, { token: member.token })).body;
    const challenge = (member: Member, code: string) =>
      api.call('POST', `${base}/challenge`, { token: member.token, body: { code } });
    const confirm = (member: Member, code: string) =>
      api.call('POST', `${base}/enrolment/confirm`, { token: member.token, body: { code } });

    async function operator(role: 'reviewer' | 'admin' = 'reviewer'): Promise<Member> {
      const member = await api.signup({ firstName: 'Tess', lastName: 'Factor' });
      await t.database.db.update(users).set({ role }).where(eq(users.id, member.id));
      return member;
    }

    /** A new session of the same operator (a later sign-in). */
    async function signInAgain(member: Member): Promise<Member> {
      const tokens = await api.login(member.email, member.password);
      expect(tokens.status).toBe(200);
      return { ...member, token: tokens.body.accessToken, refreshToken: tokens.body.refreshToken };
    }

    /** Enrolled and confirmed with the code of time step `step`: the secret and recovery codes. */
    async function enrolled(member: Member, step = nowStep()) {
      const started = await api.call('POST', `${base}/enrolment`, { token: member.token });
      expect(started.status).toBe(200);
      const confirmed = await confirm(member, codeAt(started.body.secret, step));
      expect(confirmed.status).toBe(200);
      return {
        secret: started.body.secret as string,
        codes: confirmed.body.recoveryCodes as string[],
      };
    }

    const auditOf = (memberId: number, action: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.memberId, memberId), eq(auditLog.action, action)));

    it('enrolment: the admin API waits for it, the secret stays until a first code confirms it', async () => {
      const reviewer = await operator();
      expect(await status(reviewer)).toEqual({ state: 'enrol' });
      expect(await adminRead(reviewer)).toMatchObject({
        status: 403,
        body: { code: 'Forbidden', message: secondFactorMessages.enrolmentRequired },
      });

      const started = await api.call('POST', `${base}/enrolment`, { token: reviewer.token });
      expect(started.status).toBe(200);
      const { secret, uri } = started.body as { secret: string; uri: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toContain(`secret=${secret}`);
      expect(uri).toContain(`otpauth://totp/Guildhall:${encodeURIComponent(reviewer.email)}`);
      // A reload of the page shows the same secret; the stored one is sealed.
      const again = await api.call('POST', `${base}/enrolment`, { token: reviewer.token });
      expect(again.body.secret).toBe(secret);
      const [row] = await t.database.db
        .select()
        .from(operatorFactors)
        .where(eq(operatorFactors.userId, reviewer.id));
      expect(row!.secretEncrypted).not.toContain(secret);
      expect(row!.confirmedAt).toBeNull();

      const wrong = codeAt(secret, nowStep() + 5);
      expect(await confirm(reviewer, wrong)).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message: secondFactorMessages.codeWrong },
      });
      expect(await adminRead(reviewer)).toMatchObject({ status: 403 });

      const confirmed = await confirm(reviewer, codeAt(secret, nowStep()));
      expect(confirmed.status).toBe(200);
      const codes = confirmed.body.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      // Only digests are kept.
      const stored = await t.database.db
        .select()
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.userId, reviewer.id));
      expect(stored).toHaveLength(10);
      for (const { codeHash } of stored) expect(codes).not.toContain(codeHash);

      expect(await status(reviewer)).toEqual({ state: 'passed' });
      expect((await adminRead(reviewer)).status).toBe(200);
      // Enrolled: the secret is never answered again, and a second confirmation is refused.
      expect(await api.call('POST', `${base}/enrolment`, { token: reviewer.token })).toMatchObject({
        status: 409,
        body: { code: 'ResourceConflict', message: secondFactorMessages.alreadyEnrolled },
      });
      expect(await confirm(reviewer, codeAt(secret, nowStep() + 1))).toMatchObject({
        status: 409,
      });
    });

    it('a later session is challenged; a code works once', async () => {
      const admin = await operator('admin');
      const { secret } = await enrolled(admin, nowStep() - 1);
      const later = await signInAgain(admin);
      expect(await status(later)).toEqual({ state: 'challenge' });
      expect(await adminRead(later)).toMatchObject({
        status: 403,
        body: { code: 'Forbidden', message: secondFactorMessages.challengeRequired },
      });
      // The step the enrolment used is spent (a replayed code), as is a code far from now.
      expect(await challenge(later, codeAt(secret, nowStep() - 1))).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message: secondFactorMessages.codeWrong },
      });
      expect((await challenge(later, codeAt(secret, nowStep() + 3))).status).toBe(400);
      const passed = await challenge(later, codeAt(secret, nowStep()));
      expect(passed).toMatchObject({ status: 200, body: { recoveryCodesLeft: 10 } });
      expect((await adminRead(later)).status).toBe(200);
      // The same code in a third session: replayed.
      const third = await signInAgain(admin);
      expect((await challenge(third, codeAt(secret, nowStep()))).status).toBe(400);
      expect((await adminRead(third)).status).toBe(403);
      // The first session keeps its pass; a refreshed token is the same session.
      const refreshed = await api.call('POST', '/api/v1/oauth/token', {
        body: {
          grantType: 'refresh_token',
          clientId: 'test-client',
          clientSecret: 'test-secret',
          refreshToken: later.refreshToken,
        },
      });
      expect(refreshed.status).toBe(200);
      expect(
        (await adminRead({ ...later, token: refreshed.body.accessToken as string })).status,
      ).toBe(200);
    });

    it('a recovery code opens one session, once, however it is typed', async () => {
      const reviewer = await operator();
      const { codes } = await enrolled(reviewer);
      const later = await signInAgain(reviewer);
      const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
      expect(await challenge(later, typed)).toMatchObject({
        status: 200,
        body: { recoveryCodesLeft: 9 },
      });
      expect((await adminRead(later)).status).toBe(200);
      const another = await signInAgain(reviewer);
      expect(await challenge(another, codes[3]!)).toMatchObject({
        status: 400,
        body: { message: secondFactorMessages.codeWrong },
      });
      const [used] = await t.database.db
        .select({ n: operatorRecoveryCodes.usedAt })
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.userId, reviewer.id));
      expect(used).toBeDefined();
    });

    it('wrong and replayed codes count against the login throttle; a right one is given back', async () => {
      const reviewer = await operator();
      const { secret } = await enrolled(reviewer, nowStep() - 1);
      const used = () => t.app.ctx.throttle.used('login', 'account', reviewer.email);
      const later = await signInAgain(reviewer);
      const before = await used();
      expect((await challenge(later, codeAt(secret, nowStep() + 4))).status).toBe(400);
      expect((await challenge(later, codeAt(secret, nowStep() - 1))).status).toBe(400);
      expect(await used()).toBe(before + 2);
      expect((await challenge(later, codeAt(secret, nowStep()))).status).toBe(200);
      expect(await used()).toBe(before + 2);
      // Past the account's limit (10 a window), even the right code is refused with 429.
      const third = await signInAgain(reviewer);
      for (let i = (await used()) ?? 0; i < 10; i += 1) {
        await challenge(third, codeAt(secret, nowStep() + 9));
      }
      expect(await challenge(third, codeAt(secret, nowStep() + 1))).toMatchObject({
        status: 429,
        body: { code: 'RequestThrottled', message: apiMessages.requestThrottled },
      });
    });

    it('bad input answers 400 and changes nothing; members and visitors are unaffected', async () => {
      const reviewer = await operator();
      expect(await challenge(reviewer, '12ab')).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message: secondFactorMessages.codeFormat },
      });
      expect(await confirm(reviewer, 'abcde-fghij')).toMatchObject({
        status: 400,
        body: { code: 'InvalidRequest', message: secondFactorMessages.confirmFormat },
      });
      expect(await confirm(reviewer, '123456')).toMatchObject({
        status: 400,
        body: { message: secondFactorMessages.notStarted },
      });
      expect(
        await api.call('POST', `${base}/challenge`, { token: reviewer.token, body: {} }),
      ).toMatchObject({ status: 400, body: { code: 'InvalidRequest' } });
      expect(await status(reviewer)).toEqual({ state: 'enrol' });

      const member = await api.signup();
      expect((await api.call('GET', '/api/v1/user', { token: member.token })).status).toBe(200);
      for (const answer of [
        await api.call('GET', base, { token: member.token }),
        await api.call('POST', `${base}/enrolment`, { token: member.token }),
        await adminRead(member),
      ]) {
        expect(answer).toMatchObject({
          status: 403,
          body: { code: 'Forbidden', message: apiMessages.operatorsOnly },
        });
      }
      expect(await api.call('GET', base)).toMatchObject({ status: 401 });
      expect(
        await api.call('POST', `${base}/challenge`, { body: { code: '123456' } }),
      ).toMatchObject({ status: 401 });
    });

    it('reset-2fa removes the factor, its codes and every session’s pass, audited as the command line', async () => {
      const admin = await operator('admin');
      await enrolled(admin);
      expect((await adminRead(admin)).status).toBe(200);
      const ctx = { transaction: t.app.ctx.transaction, now: () => t.app.ctx.now() };

      const reset = await applyRoleCommand(ctx, { action: 'reset-2fa', email: admin.email });
      expect(reset).toEqual({ result: 'factor-reset', email: admin.email, memberId: admin.id });
      expect(describeOutcome(reset)).toEqual({
        ok: true,
        message: `${admin.email} has no second factor now: they set up a new one the next time they open /admin.`,
      });
      expect(await adminRead(admin)).toMatchObject({
        status: 403,
        body: { message: secondFactorMessages.enrolmentRequired },
      });
      expect(await status(admin)).toEqual({ state: 'enrol' });
      const left = await t.database.db
        .select()
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.userId, admin.id));
      expect(left).toEqual([]);
      const marked = await t.database.db
        .select({ at: sessions.secondFactorAt })
        .from(sessions)
        .where(eq(sessions.userId, admin.id));
      expect(marked.every((row) => row.at === null)).toBe(true);
      expect(await auditOf(admin.id, 'operator.reset_second_factor')).toMatchObject([
        { actorKind: 'cli', actorId: null, subjectKind: 'member', subjectId: admin.id },
      ]);
      // The operator enrols again, with a new secret.
      await enrolled(admin, nowStep() + 1);
      expect((await adminRead(admin)).status).toBe(200);

      const none = await applyRoleCommand(ctx, {
        action: 'reset-2fa',
        email: 'nobody@example.com',
      });
      expect(none).toEqual({ result: 'unknown', email: 'nobody@example.com' });
      const member = await api.signup();
      const nothing = await applyRoleCommand(ctx, { action: 'reset-2fa', email: member.email });
      expect(nothing).toMatchObject({ result: 'no-factor' });
      expect(describeOutcome(nothing).message).toBe(
        `${member.email} has no second factor: nothing to reset.`,
      );
      expect(await auditOf(member.id, 'operator.reset_second_factor')).toEqual([]);
    });
  },
  // The login limit as production counts it per account (10 a window), the rest as generous as
  // every suite's.
  {
    rateLimits: {
      ...testConfig().rateLimits,
      login: { perIp: 1000, perAccount: 10, windowSeconds: 900 },
    },
  },
);
