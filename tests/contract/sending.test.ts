import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  RECIPIENT_DAILY_EMAILS,
  teamInvitationListSchema,
  teamInvitedSchema,
  teamRelationLookupSchema,
  testimonialSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Issue 38 "Nobody floods anybody": what a member makes Guildhall e-mail to someone else (team
// invitations, peer invitations, testimonial requests) needs a verified sender, and one address
// gets at most RECIPIENT_DAILY_EMAILS of them a day from every sender together.
describeParity('sending to others', ({ api, signUp, publishedMember }) => {
  describe('an unverified sender', () => {
    it('is refused all three with 403 EmailNotVerified, and nothing is stored', async () => {
      const target = await publishedMember('sought@example.com', 'Sage');
      const { token } = await signUp('fresh@example.com', 'Fresh', 'Sender', { verify: false });

      expectError(
        await api('PUT', `/v1/user/team/${target.id}`, { token }),
        'EmailNotVerified',
        apiMessages.verifyBeforeSending,
      );
      expectError(
        await api('POST', '/v1/user/invitations', { token, body: { email: 'peer@example.com' } }),
        'EmailNotVerified',
        apiMessages.verifyBeforeSending,
      );
      expectError(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Wendy Writer', email: 'writer@example.com' },
        }),
        'EmailNotVerified',
        apiMessages.verifyBeforeSending,
      );

      expectShape(
        await api('GET', `/v1/user/team/${target.id}`, { token }),
        200,
        teamRelationLookupSchema.and(z.null()),
      );
      expectShape(await api('GET', '/v1/testimonials', { token }), 200, z.array(z.never()));
      expectShape(
        await api('GET', '/v1/user/otherTeam', { token: target.token }),
        200,
        teamInvitationListSchema.length(0),
      );
    });
  });

  describe('one recipient', () => {
    it(`gets at most ${RECIPIENT_DAILY_EMAILS} a day from all senders; the next is refused`, async () => {
      const ann = await signUp('ann.sender@example.com', 'Ann');
      const ben = await signUp('ben.sender@example.com', 'Ben');
      // The same address in any case: 3 peer invitations from Ann, 2 testimonial requests from Ben.
      for (const email of ['flooded@example.com', 'Flooded@Example.com', 'FLOODED@example.com']) {
        expectShape(
          await api('POST', '/v1/user/invitations', { token: ann.token, body: { email } }),
          204,
        );
      }
      for (const name of ['Wendy One', 'Wendy Two']) {
        expectShape(
          await api('POST', '/v1/testimonials', {
            token: ben.token,
            body: { name, email: 'flooded@example.com' },
          }),
          201,
          testimonialSchema,
        );
      }

      expectError(
        await api('POST', '/v1/testimonials', {
          token: ben.token,
          body: { name: 'Wendy Three', email: 'flooded@example.com' },
        }),
        'RequestThrottled',
        apiMessages.recipientDailyLimit,
      );
      expectError(
        await api('POST', '/v1/user/invitations', {
          token: ann.token,
          body: { email: 'Flooded@example.com' },
        }),
        'RequestThrottled',
        apiMessages.recipientDailyLimit,
      );
      // Nothing stored for the refused request; another address is free.
      const listed = expectShape(
        await api('GET', '/v1/testimonials', { token: ben.token }),
        200,
        z.array(testimonialSchema),
      );
      expect(listed.map((row) => row.name).sort()).toEqual(['Wendy One', 'Wendy Two']);
      expectShape(
        await api('POST', '/v1/user/invitations', {
          token: ann.token,
          body: { email: 'someone.else@example.com' },
        }),
        204,
      );
    });

    it('a member past the cap still gets the team invitation, without its e-mail', async () => {
      const member = await publishedMember('popular@example.com', 'Penny');
      const owner = await publishedMember('owner.capped@example.com', 'Otto');
      const other = await signUp('other.sender@example.com', 'Oren');
      for (let sent = 0; sent < RECIPIENT_DAILY_EMAILS; sent += 1) {
        expectShape(
          await api('POST', '/v1/user/invitations', {
            token: other.token,
            body: { email: 'popular@example.com' },
          }),
          204,
        );
      }

      const invited = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        201,
        teamInvitedSchema,
      );
      expect(invited).toMatchObject({ status: 'pending', emailSkipped: true });
      const received = expectShape(
        await api('GET', '/v1/user/otherTeam', { token: member.token }),
        200,
        teamInvitationListSchema.length(1),
      );
      expect(received[0]?.ownerUserId).toBe(owner.id);
    });

    it('an invitation under the cap answers without emailSkipped', async () => {
      const member = await publishedMember('quiet@example.com', 'Quinn');
      const owner = await publishedMember('owner.quiet@example.com', 'Omar');
      const invited = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        201,
        teamInvitedSchema,
      );
      expect(invited.emailSkipped).toBeUndefined();
    });
  });
});
