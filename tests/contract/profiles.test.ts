import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  messages,
  profileContactSchema,
  profileSchema,
  profileSearchResultSchema,
  userSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 7 "Career records" and "Profiles": the three record lists, submit, search, one profile.
describeParity('profiles', ({ api, signUp, publishedMember }) => {
  describe('profiles', () => {
    it('POST /v1/profiles: incomplete is InvalidRequest, complete publishes, twice is a conflict', async () => {
      const newcomer = await signUp('incomplete@example.com');
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '1234' } }),
        'InvalidRequest',
        apiMessages.notEligible,
      );
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '12a4' } }),
        'InvalidRequest',
        messages.ssn,
      );
      const member = await publishedMember('published@example.com', 'Pat');
      expectShape(
        { status: 200, body: member.user.published && member.user.complete },
        200,
        z.literal(true),
      );
      expectError(
        await api('POST', '/v1/profiles', { token: member.token, body: { ssn: '1234' } }),
        'ResourceConflict',
        apiMessages.profileAlreadySubmitted,
      );
    });

    it('GET /v1/profiles/{id}: published to anyone, unpublished only to its owner', async () => {
      const member = await publishedMember('profile@example.com', 'Robin');
      const profile = expectShape(
        await api('GET', `/v1/profiles/${member.id}`),
        200,
        profileSchema,
      );
      expectShape({ status: 200, body: profile.positions.length }, 200, z.literal(1));
      const hidden = await signUp('hidden@example.com');
      expectError(
        await api('GET', `/v1/profiles/${hidden.id}`),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      expectShape(
        await api('GET', `/v1/profiles/${hidden.id}`, { token: hidden.token }),
        200,
        profileSchema,
      );
      expectError(
        await api('GET', '/v1/profiles/999999'),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      expectError(await api('GET', '/v1/profiles/abc'), 'InvalidRequest', messages.invalidPattern);
    });

    it('GET /v1/profiles/{id} carries no contact details; GET /v1/profiles/{id}/contact reveals them to a signed-in member', async () => {
      const member = await publishedMember('contact@example.com', 'Kim');
      const contact = {
        website: 'https://practice.example',
        contactEmail: 'kim@practice.example',
        contactPhone: '15551234567',
      };
      expectShape(
        await api('PATCH', '/v1/user', { token: member.token, body: contact }),
        200,
        userSchema,
      );
      const profile = await api('GET', `/v1/profiles/${member.id}`);
      expectShape(profile, 200, profileSchema);
      for (const key of ['website', 'contactEmail', 'contactPhone']) {
        expect(profile.body).not.toHaveProperty(key);
      }
      const viewer = await signUp('contact-viewer@example.com');
      const revealed = expectShape(
        await api('GET', `/v1/profiles/${member.id}/contact`, { token: viewer.token }),
        200,
        profileContactSchema.strict(),
      );
      expect(revealed).toEqual(contact);
      expectError(
        await api('GET', `/v1/profiles/${member.id}/contact`),
        'Unauthorized',
        apiMessages.signInRequired,
      );
      expectError(
        await api('GET', '/v1/profiles/999999/contact', { token: viewer.token }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      const hidden = await signUp('contact-hidden@example.com');
      expectError(
        await api('GET', `/v1/profiles/${hidden.id}/contact`, { token: viewer.token }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      expectError(
        await api('GET', '/v1/profiles/abc/contact', { token: viewer.token }),
        'InvalidRequest',
        messages.invalidPattern,
      );
    });

    it('GET /v1/profiles?{query}: published complete members; bad values are InvalidRequest', async () => {
      await publishedMember('search@example.com', 'Sam');
      const result = expectShape(
        await api('GET', '/v1/profiles?profession=finance&region=IL'),
        200,
        profileSearchResultSchema,
      );
      expectShape(
        {
          status: 200,
          body: result.total >= 1 && result.items.every((card) => card.profession === 'finance'),
        },
        200,
        z.literal(true),
      );
      const none = expectShape(
        await api('GET', '/v1/profiles?profession=legal'),
        200,
        profileSearchResultSchema,
      );
      expectShape({ status: 200, body: none.total }, 200, z.literal(0));
      expectError(
        await api('GET', '/v1/profiles?profession=astronaut'),
        'InvalidRequest',
        messages.select,
      );
      expectError(
        await api('GET', '/v1/profiles?profession=finance&expertise=tax'),
        'InvalidRequest',
        messages.select,
      );
    });
  });
});
