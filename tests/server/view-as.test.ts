import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiMessages, profileContactSchema, profileSchema } from '@/contract';
import { contactViews } from '@server/db/schema';
import type { Member } from './client';
import { testConfig } from './harness';
import { describeServer } from './suite';

// Issue 39 §8 "View my profile as": the owner gets, with ?viewAs=, the very answers a visitor,
// a member outside the team and a team-mate get (profile and contact reveal), records no view
// and uses none of the contact limit; nobody else may ask, and an unpublished profile is not
// found by any viewer.

const DETAILS = {
  contactEmail: 'desk@practice.example',
  contactPhone: '15550001111',
  website: 'https://practice.example',
};

describeServer(
  'view my profile as',
  ({ api, t }) => {
    let owner: Member;
    let outsider: Member;
    let teamMate: Member;

    const profileAs = (token: string | undefined, query = '') =>
      api.call('GET', `/api/v1/profiles/${owner.id}${query}`, { token });
    const contactAs = (token: string, query = '') =>
      api.call('GET', `/api/v1/profiles/${owner.id}/contact${query}`, { token });
    const views = async () => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(contactViews)
        .where(eq(contactViews.memberId, owner.id));
      return row!.n;
    };

    beforeAll(async () => {
      owner = await api.signup();
      await api.completeProfile(owner, { publish: true });
      outsider = await api.signup();
      await api.completeProfile(outsider, { publish: true });
      teamMate = await api.signup();
      await api.completeProfile(teamMate, { publish: true });
      const relation = await api.call('PUT', `/api/v1/user/team/${teamMate.id}`, {
        token: owner.token,
      });
      expect(relation.status).toBe(201);
      const accepted = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: teamMate.token,
        body: { id: relation.body.id, memberId: teamMate.id, status: 'accepted' },
      });
      expect(accepted.body.status).toBe('accepted');
      // The phone for the team only, the e-mail for members, the website for nobody.
      const patch = await api.call('PATCH', '/api/v1/user', {
        token: owner.token,
        body: {
          ...DETAILS,
          contactVisibility: { contactEmail: 'members', contactPhone: 'team', website: 'nobody' },
        },
      });
      expect(patch.status).toBe(200);
    });

    it('answers the profile each viewer gets', async () => {
      const cases: Array<[string, string | undefined]> = [
        ['visitor', undefined],
        ['member', outsider.token],
        ['team', teamMate.token],
      ];
      for (const [viewAs, token] of cases) {
        const preview = await profileAs(owner.token, `?viewAs=${viewAs}`);
        const real = await profileAs(token);
        expect(preview.status).toBe(200);
        expect(profileSchema.strict().parse(preview.body)).toEqual(real.body);
      }
    });

    it('reveals what a member and a team-mate find, recording no view, using no limit', async () => {
      const before = await views();
      // More previews than the contact limit of this suite (3 an account).
      for (let round = 0; round < 3; round += 1) {
        const asMember = await contactAs(owner.token, '?viewAs=member');
        expect(profileContactSchema.strict().parse(asMember.body)).toEqual({
          contactEmail: DETAILS.contactEmail,
          contactPhone: null,
          website: null,
        });
        const asTeam = await contactAs(owner.token, '?viewAs=team');
        expect(asTeam.body).toEqual({
          contactEmail: DETAILS.contactEmail,
          contactPhone: DETAILS.contactPhone,
          website: null,
        });
      }
      expect(await views()).toBe(before);
      // The same answers the viewers themselves get (their reveals are recorded).
      expect((await contactAs(outsider.token)).body).toEqual(
        (await contactAs(owner.token, '?viewAs=member')).body,
      );
      expect((await contactAs(teamMate.token)).body).toEqual(
        (await contactAs(owner.token, '?viewAs=team')).body,
      );
      expect(await views()).toBe(before + 2);
    });

    it("refuses another member's profile, an unknown viewer and a visitor's reveal", async () => {
      const others = await profileAs(outsider.token, '?viewAs=member');
      expect(others.status).toBe(400);
      expect(others.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.viewAsOwnOnly,
        field: 'viewAs',
      });
      expect((await profileAs(undefined, '?viewAs=visitor')).body.message).toBe(
        apiMessages.viewAsOwnOnly,
      );
      expect((await contactAs(outsider.token, '?viewAs=team')).body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.viewAsOwnOnly,
        field: 'viewAs',
      });
      expect((await profileAs(owner.token, '?viewAs=everyone')).body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.unknownViewer,
        field: 'viewAs',
      });
      expect((await contactAs(owner.token, '?viewAs=visitor')).body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.visitorHasNoContact,
        field: 'viewAs',
      });
    });

    it('finds no unpublished profile as any viewer, while its owner still sees it', async () => {
      const hidden = await api.signup();
      const own = await api.call('GET', `/api/v1/profiles/${hidden.id}`, { token: hidden.token });
      expect(own.status).toBe(200);
      for (const viewAs of ['visitor', 'member', 'team']) {
        const preview = await api.call('GET', `/api/v1/profiles/${hidden.id}?viewAs=${viewAs}`, {
          token: hidden.token,
        });
        expect(preview.status).toBe(404);
        expect(preview.body.message).toBe(apiMessages.profileNotFound);
      }
      const reveal = await api.call('GET', `/api/v1/profiles/${hidden.id}/contact?viewAs=team`, {
        token: hidden.token,
      });
      expect(reveal.status).toBe(404);
    });
  },
  {
    rateLimits: {
      ...testConfig().rateLimits,
      contact: { perIp: 100, perAccount: 3, windowSeconds: 60 },
    },
  },
);
