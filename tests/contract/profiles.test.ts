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
import { expectError, expectFieldError, expectShape } from './call';
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

    it('GET /v1/profiles/{id}?viewAs=: the owner gets what that viewer gets; nobody else asks', async () => {
      const owner = await publishedMember('view-as@example.com', 'Vera');
      const other = await publishedMember('view-as-other@example.com', 'Otto');
      const own = (path: string) => api('GET', path, { token: owner.token });
      const asMember = expectShape(
        await own(`/v1/profiles/${owner.id}?viewAs=member`),
        200,
        profileSchema,
      );
      expect(asMember).toEqual(
        expectShape(
          await api('GET', `/v1/profiles/${owner.id}`, { token: other.token }),
          200,
          profileSchema,
        ),
      );
      expect(
        expectShape(await own(`/v1/profiles/${owner.id}?viewAs=visitor`), 200, profileSchema),
      ).toEqual(expectShape(await api('GET', `/v1/profiles/${owner.id}`), 200, profileSchema));
      expectShape(
        await own(`/v1/profiles/${owner.id}/contact?viewAs=team`),
        200,
        profileContactSchema,
      );
      expectFieldError(
        await api('GET', `/v1/profiles/${owner.id}?viewAs=member`, { token: other.token }),
        'viewAs',
        apiMessages.viewAsOwnOnly,
      );
      expectFieldError(
        await own(`/v1/profiles/${owner.id}/contact?viewAs=visitor`),
        'viewAs',
        apiMessages.visitorHasNoContact,
      );
      expectFieldError(
        await own(`/v1/profiles/${owner.id}?viewAs=everyone`),
        'viewAs',
        apiMessages.unknownViewer,
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

    it("contact details follow the member's choice per field: members, my team, only me (issue 24 §4)", async () => {
      const member = await publishedMember('chooser@example.com', 'Lee');
      const mate = await publishedMember('chooser-mate@example.com', 'Mo');
      const viewer = await signUp('chooser-viewer@example.com');
      const contact = {
        website: 'https://lee.example',
        contactEmail: 'lee@lee.example',
        contactPhone: '15551230000',
      };
      const chosen = expectShape(
        await api('PATCH', '/v1/user', {
          token: member.token,
          body: {
            ...contact,
            contactVisibility: { contactEmail: 'team', contactPhone: 'nobody', website: 'members' },
          },
        }),
        200,
        userSchema,
      );
      expect(chosen.contactVisibility).toEqual({
        contactEmail: 'team',
        contactPhone: 'nobody',
        website: 'members',
      });
      // The member's team-mate: invited by the member, accepted.
      const invite = await api('PUT', `/v1/user/team/${mate.id}`, { token: member.token });
      await api('PATCH', `/v1/user/otherTeam/${member.id}`, {
        token: mate.token,
        body: { id: (invite.body as { id: number }).id, memberId: mate.id, status: 'accepted' },
      });
      const reveal = async (token: string) =>
        expectShape(
          await api('GET', `/v1/profiles/${member.id}/contact`, { token }),
          200,
          profileContactSchema.strict(),
        );
      expect(await reveal(viewer.token)).toEqual({
        website: contact.website,
        contactEmail: null,
        contactPhone: null,
      });
      expect(await reveal(mate.token)).toEqual({ ...contact, contactPhone: null });
      expect(await reveal(member.token)).toEqual(contact);
      const profile = await api('GET', `/v1/profiles/${member.id}`, { token: viewer.token });
      expect(profile.body).not.toHaveProperty('contactVisibility');
      expect(expectShape(profile, 200, profileSchema).hasContact).toBe(true);

      // Only the member: Contact Info has nothing for anyone else, signed out included.
      await api('PATCH', '/v1/user', {
        token: member.token,
        body: { contactVisibility: { contactEmail: 'nobody', website: 'nobody' } },
      });
      for (const token of [undefined, viewer.token, mate.token]) {
        const hidden = await api('GET', `/v1/profiles/${member.id}`, { token });
        expect(expectShape(hidden, 200, profileSchema).hasContact).toBe(false);
      }
      expect(await reveal(mate.token)).toEqual({
        website: null,
        contactEmail: null,
        contactPhone: null,
      });
      const own = await api('GET', `/v1/profiles/${member.id}`, { token: member.token });
      expect(expectShape(own, 200, profileSchema).hasContact).toBe(true);
      expectError(
        await api('PATCH', '/v1/user', {
          token: member.token,
          body: { contactVisibility: { website: 'everyone' } },
        }),
        'InvalidRequest',
        messages.select,
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
