import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, RECIPIENT_DAILY_EMAILS } from '@/contract';
import { loadConfig } from '@server/config';
import {
  emailOutbox,
  notifications,
  peerInvitations,
  teamRelations,
  testimonials,
} from '@server/db/schema';
import { type Member, uniqueEmail } from './client';
import { describeServer } from './suite';

// Issue 38 "Nobody floods anybody": a verified sender only; at most RECIPIENT_DAILY_EMAILS
// member-sent e-mails a day to one address, from every sender together; sign-ups per IP an hour
// from SIGNUPS_PER_IP_PER_HOUR.

describeServer('sending to others', ({ api, t }) => {
  const published = async (): Promise<Member> => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    return m;
  };
  const rows = async (table: typeof peerInvitations | typeof testimonials | typeof teamRelations) =>
    (await t.app.ctx.db.select({ n: count() }).from(table))[0]!.n;
  const mailsTo = async (address: string) =>
    (
      await t.app.ctx.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, address))
    )[0]!.n;

  describe('an unverified sender', () => {
    it('is refused team invitations, peer invitations and testimonial requests; nothing is stored or sent', async () => {
      const target = await published();
      const fresh = await api.signup({}, { verify: false });
      const before = {
        invitations: await rows(peerInvitations),
        testimonials: await rows(testimonials),
        team: await rows(teamRelations),
        // The target's own verification mail from sign-up.
        toTarget: await mailsTo(target.email),
      };
      const refused = { code: 'EmailNotVerified', message: apiMessages.verifyBeforeSending };

      const team = await api.call('PUT', `/api/v1/user/team/${target.id}`, { token: fresh.token });
      expect([team.status, team.body]).toEqual([403, refused]);
      const peer = await api.call('POST', '/api/v1/user/invitations', {
        token: fresh.token,
        body: { email: 'peer.unverified@example.com' },
      });
      expect([peer.status, peer.body]).toEqual([403, refused]);
      const request = await api.call('POST', '/api/v1/testimonials', {
        token: fresh.token,
        body: { name: 'Wendy Writer', email: 'writer.unverified@example.com' },
      });
      expect([request.status, request.body]).toEqual([403, refused]);

      expect({
        invitations: await rows(peerInvitations),
        testimonials: await rows(testimonials),
        team: await rows(teamRelations),
        toTarget: await mailsTo(target.email),
      }).toEqual(before);
      expect(await mailsTo('peer.unverified@example.com')).toBe(0);
      expect(await mailsTo('writer.unverified@example.com')).toBe(0);
      // The account still works otherwise: its own record, its (empty) lists.
      expect((await api.call('GET', '/api/v1/user', { token: fresh.token })).status).toBe(200);

      // Once verified, the same invitation goes through.
      await api.verifyEmail(fresh.email);
      const again = await api.call('PUT', `/api/v1/user/team/${target.id}`, { token: fresh.token });
      expect(again.status).toBe(201);
    });
  });

  describe('one recipient', () => {
    it(`gets at most ${RECIPIENT_DAILY_EMAILS} a day from two senders; the 6th is refused and stores nothing`, async () => {
      const ann = await api.signup();
      const ben = await api.signup();
      const address = uniqueEmail('flooded');
      for (let sent = 0; sent < 3; sent += 1) {
        const answer = await api.call('POST', '/api/v1/user/invitations', {
          token: ann.token,
          body: { email: sent === 1 ? address.toUpperCase() : address },
        });
        expect(answer.status).toBe(204);
      }
      for (const name of ['Wendy One', 'Wendy Two']) {
        const answer = await api.call('POST', '/api/v1/testimonials', {
          token: ben.token,
          body: { name, email: address },
        });
        expect(answer.status).toBe(201);
      }
      expect(await t.app.ctx.recipientCap.used(address)).toBe(RECIPIENT_DAILY_EMAILS);
      const before = {
        invitations: await rows(peerInvitations),
        testimonials: await rows(testimonials),
      };

      const sixth = await api.call('POST', '/api/v1/testimonials', {
        token: ben.token,
        body: { name: 'Wendy Three', email: address },
      });
      expect([sixth.status, sixth.body]).toEqual([
        429,
        { code: 'RequestThrottled', message: apiMessages.recipientDailyLimit },
      ]);
      const seventh = await api.call('POST', '/api/v1/user/invitations', {
        token: ann.token,
        body: { email: address },
      });
      expect([seventh.status, seventh.body]).toEqual([
        429,
        { code: 'RequestThrottled', message: apiMessages.recipientDailyLimit },
      ]);
      expect({
        invitations: await rows(peerInvitations),
        testimonials: await rows(testimonials),
      }).toEqual(before);
    });

    it('a member past the cap still sees the team invitation in the app; only the e-mail is skipped', async () => {
      const member = await published();
      const owner = await published();
      const other = await api.signup();
      for (let sent = 0; sent < RECIPIENT_DAILY_EMAILS; sent += 1) {
        const answer = await api.call('POST', '/api/v1/user/invitations', {
          token: other.token,
          body: { email: member.email },
        });
        expect(answer.status).toBe(204);
      }
      const mailed = await mailsTo(member.email);

      const invited = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({
        memberId: member.id,
        status: 'pending',
        emailSkipped: true,
      });
      expect(await mailsTo(member.email)).toBe(mailed);

      const received = await api.call('GET', '/api/v1/user/otherTeam', { token: member.token });
      expect(received.body.map((row: { ownerUserId: number }) => row.ownerUserId)).toEqual([
        owner.id,
      ]);
      const [notice] = await t.app.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.id));
      expect(notice).toMatchObject({ kind: 'team_invitation', actorId: owner.id });
      const bell = await api.call('GET', '/api/v1/notifications', { token: member.token });
      expect(bell.status).toBe(200);
      expect(JSON.stringify(bell.body)).toContain('team_invitation');
    });

    it('an invitation under the cap is e-mailed and answers no emailSkipped', async () => {
      const member = await published();
      const owner = await published();
      const mailed = await mailsTo(member.email);
      const invited = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      expect(invited.status).toBe(201);
      expect(invited.body).not.toHaveProperty('emailSkipped');
      expect(await mailsTo(member.email)).toBe(mailed + 1);
      expect(await t.app.ctx.recipientCap.used(member.email.toUpperCase())).toBe(1);
    });
  });
});

describeServer(
  'sign-ups per IP from SIGNUPS_PER_IP_PER_HOUR',
  ({ api }) => {
    it('accepts 3 sign-ups from one address in the hour and refuses the 4th with 429', async () => {
      for (let n = 0; n < 3; n += 1) await api.signup({}, { verify: false });
      const fourth = await api.call('POST', '/api/v1/users', {
        body: {
          email: uniqueEmail(),
          password: 'correct-horse-battery',
          firstName: 'Test',
          lastName: 'Member',
        },
      });
      expect([fourth.status, fourth.body]).toEqual([
        429,
        { code: 'RequestThrottled', message: apiMessages.requestThrottled },
      ]);
    });
  },
  () => ({ rateLimits: loadConfig({ NODE_ENV: 'test', SIGNUPS_PER_IP_PER_HOUR: '3' }).rateLimits }),
);

describe('SIGNUPS_PER_IP_PER_HOUR', () => {
  it('defaults to 30 an hour, and refuses a value that is not a whole number', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits.signup).toMatchObject({
      perIp: 30,
      windowSeconds: 3600,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', SIGNUPS_PER_IP_PER_HOUR: 'many' })).toThrow(
      /SIGNUPS_PER_IP_PER_HOUR must be a whole number/,
    );
  });
});
