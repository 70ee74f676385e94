import { describe, expect, it } from 'vitest';
import {
  accountExportSchema,
  apiMessages,
  emailChangeStartedSchema,
  emailConfirmedSchema,
  userSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity, PASSWORD } from './harness';

// Issue 23: the account's address, its export and its deletion answer alike on both sides.
describeParity('account', ({ api, signUp, publishedMember, emailLink, login }) => {
  describe('verification', () => {
    it('a new account is unverified until its link is followed, once', async () => {
      const member = await signUp('verify@example.com', 'Vera', 'Verify', { verify: false });
      const user = expectShape(
        await api('GET', '/v1/user', { token: member.token }),
        200,
        userSchema,
      );
      expect(user.emailVerified).toBe(false);
      expectError(
        await api('POST', '/v1/user/verification', { token: member.token }),
        'RequestThrottled',
        apiMessages.verificationThrottled,
      );
      const token = await emailLink('verify@example.com', 'verify-email');
      expect(token).toBeDefined();
      const confirmed = expectShape(
        await api('POST', `/v1/user/verification/${token}`),
        200,
        emailConfirmedSchema,
      );
      expect(confirmed).toEqual({ email: 'verify@example.com', emailVerified: true });
      expectError(
        await api('POST', `/v1/user/verification/${token}`),
        'InvalidRequest',
        apiMessages.emailLinkUsed,
      );
      expectError(
        await api('POST', `/v1/user/verification/${'q'.repeat(43)}`),
        'InvalidRequest',
        apiMessages.emailLinkInvalid,
      );
      expectError(
        await api('POST', '/v1/user/verification', { token: member.token }),
        'ResourceConflict',
        apiMessages.emailAlreadyVerified,
      );
    });

    it('the background check waits for a verified address', async () => {
      const member = await signUp('unverified@example.com', 'Una', 'Unverified', {
        verify: false,
      });
      const token = member.token;
      await api('PATCH', '/v1/user', {
        token,
        body: {
          employmentStatus: 'independent',
          independentStatus: 'advanced',
          profession: 'finance',
          experienceYears: 13,
          city: 'Chicago',
          region: 'IL',
          postalCode: '60601',
          expertises: ['fpa'],
          locations: ['IL'],
        },
      });
      await api('POST', '/v1/educations', {
        token,
        body: { organization: 'State University', degree: 'BSc', issuedYear: 2005 },
      });
      await api('POST', '/v1/positions', {
        token,
        body: { title: 'Advisor', company: 'Own Practice', startDate: '2010-01-01' },
      });
      expectError(
        await api('POST', '/v1/profiles', { token, body: { ssn: '1234' } }),
        'InvalidRequest',
        apiMessages.emailNotVerified,
      );
    });
  });

  describe('change of address', () => {
    it('starts with the password, confirms by the link to the new address', async () => {
      const member = await signUp('old@example.com', 'Olly', 'Old');
      await signUp('taken@example.com', 'Tara', 'Taken');
      expectError(
        await api('POST', '/v1/user/email', {
          token: member.token,
          body: { email: 'new@example.com', password: 'wrong-password' },
        }),
        'InvalidRequest',
        apiMessages.passwordIncorrect,
      );
      expectError(
        await api('POST', '/v1/user/email', {
          token: member.token,
          body: { email: 'taken@example.com', password: PASSWORD },
        }),
        'ResourceConflict',
        apiMessages.emailTaken,
      );
      const started = expectShape(
        await api('POST', '/v1/user/email', {
          token: member.token,
          body: { email: 'new@example.com', password: PASSWORD },
        }),
        202,
        emailChangeStartedSchema,
      );
      expect(started.pendingEmail).toBe('new@example.com');
      const token = await emailLink('new@example.com', 'confirm-email');
      expectShape(await api('POST', `/v1/user/email/${token}`), 200, emailConfirmedSchema);
      const user = expectShape(
        await api('GET', '/v1/user', { token: member.token }),
        200,
        userSchema,
      );
      expect(user).toMatchObject({ email: 'new@example.com', emailVerified: true });
      await login('new@example.com');
      expectError(
        await api('POST', `/v1/user/email/${token}`),
        'InvalidRequest',
        apiMessages.emailLinkUsed,
      );
    });
  });

  describe('export and deletion', () => {
    it('exports the member, then deletes them with the password', async () => {
      const member = await publishedMember('leaving@example.com', 'Lee');
      const watcher = await publishedMember('watcher@example.com', 'Walt');
      await api('PUT', `/v1/user/watching/${member.id}`, { token: watcher.token });
      await api('PATCH', '/v1/user', {
        token: member.token,
        body: { contactVisibility: { contactPhone: 'team', website: 'nobody' } },
      });

      const data = expectShape(
        await api('GET', '/v1/user/export', { token: member.token }),
        200,
        accountExportSchema,
      );
      expect(data.account).toMatchObject({ id: member.id, email: 'leaving@example.com' });
      expect(data.positions).toHaveLength(1);
      // The contact choices (issue 24 §4), as the server's columns name them.
      expect(data.profile).toMatchObject({
        contactEmailVisibility: 'members',
        contactPhoneVisibility: 'team',
        websiteVisibility: 'nobody',
      });
      expect(data.profile).not.toHaveProperty('contactVisibility');
      expect(JSON.stringify(data)).not.toContain('1234');
      expectError(await api('GET', '/v1/user/export'), 'Unauthorized', apiMessages.signInRequired);

      expectError(
        await api('POST', '/v1/user/deletion', {
          token: member.token,
          body: { password: 'wrong-password' },
        }),
        'InvalidRequest',
        apiMessages.passwordIncorrect,
      );
      const done = await api('POST', '/v1/user/deletion', {
        token: member.token,
        body: { password: PASSWORD },
      });
      expect(done.status).toBe(204);
      expect((await api('GET', '/v1/user', { token: member.token })).status).toBe(401);
      const watching = await api('GET', '/v1/user/watching', { token: watcher.token });
      expect(watching.body).toEqual([]);
      expect((await api('GET', `/v1/profiles/${member.id}`)).status).toBe(404);
    });
  });
});
