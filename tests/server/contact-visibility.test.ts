import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, profileContactSchema, profileSchema, userSchema } from '@/contract';
import { contactViews } from '@server/db/schema';
import type { Member } from './client';
import { describeServer } from './suite';

// Issue 24 §4: each contact detail is seen by members, the member's team, or nobody but the
// member. The contact endpoint answers only what the viewer may see, records a view only when it
// showed something, the profile says whether Contact Info has anything for the viewer, and no
// other answer carries a contact detail at all.

type Visibility = 'members' | 'team' | 'nobody';
type Field = 'contactEmail' | 'contactPhone' | 'website';
const FIELDS: Field[] = ['contactEmail', 'contactPhone', 'website'];
const VISIBILITIES: Visibility[] = ['members', 'team', 'nobody'];

/** Who looks at the member's details; team-mates both ways, pending relations both ways. */
type Viewer =
  | 'self'
  | 'member'
  | 'teamOwned'
  | 'teamJoined'
  | 'pendingInvited'
  | 'pendingInviter'
  | 'anonymous';
const VIEWERS: Viewer[] = [
  'self',
  'member',
  'teamOwned',
  'teamJoined',
  'pendingInvited',
  'pendingInviter',
  'anonymous',
];

/** The rule, written out here on its own (not the contract's function it tests). */
const EXPECTED: Record<Visibility, Viewer[]> = {
  members: ['self', 'member', 'teamOwned', 'teamJoined', 'pendingInvited', 'pendingInviter'],
  team: ['self', 'teamOwned', 'teamJoined'],
  nobody: ['self'],
};

const VALUES: Record<Field, string> = {
  contactEmail: 'kept@practice.example',
  contactPhone: '15557654321',
  website: 'https://kept-practice.example',
};

describeServer('contact visibility', ({ api, t }) => {
  let owner: Member;
  const viewers = {} as Record<Exclude<Viewer, 'anonymous' | 'self'>, Member>;
  const tokenOf = (viewer: Viewer): string | undefined =>
    viewer === 'anonymous' ? undefined : viewer === 'self' ? owner.token : viewers[viewer].token;

  const published = async (): Promise<Member> => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    return m;
  };

  async function invite(from: Member, to: Member, accept: boolean): Promise<void> {
    const relation = await api.call('PUT', `/api/v1/user/team/${to.id}`, { token: from.token });
    expect(relation.status).toBe(201);
    if (!accept) return;
    const accepted = await api.call('PATCH', `/api/v1/user/otherTeam/${from.id}`, {
      token: to.token,
      body: { id: relation.body.id, memberId: to.id, status: 'accepted' },
    });
    expect(accepted.body.status).toBe('accepted');
  }

  async function setContact(
    values: Record<Field, string | null>,
    visibility: Record<Field, Visibility>,
  ): Promise<void> {
    const patch = await api.call('PATCH', '/api/v1/user', {
      token: owner.token,
      body: { ...values, contactVisibility: visibility },
    });
    expect(patch.status).toBe(200);
    expect(userSchema.parse(patch.body).contactVisibility).toEqual(visibility);
  }

  const viewsBy = async (viewer: Viewer): Promise<number> => {
    if (viewer === 'anonymous' || viewer === 'self') return 0;
    const [row] = await t.database.db
      .select({ n: count() })
      .from(contactViews)
      .where(
        and(eq(contactViews.viewerId, viewers[viewer].id), eq(contactViews.memberId, owner.id)),
      );
    return row!.n;
  };

  /** What one viewer is answered: the reveal (null signed out) and the profile's flag. */
  async function look(viewer: Viewer) {
    const token = tokenOf(viewer);
    const reveal = await api.call('GET', `/api/v1/profiles/${owner.id}/contact`, { token });
    const profile = await api.call('GET', `/api/v1/profiles/${owner.id}`, { token });
    expect(profile.status).toBe(200);
    if (viewer === 'anonymous') expect(reveal.status).toBe(401);
    else expect(reveal.status).toBe(200);
    return {
      contact: viewer === 'anonymous' ? null : profileContactSchema.strict().parse(reveal.body),
      raw: JSON.stringify([reveal.body, profile.body]),
      hasContact: profileSchema.parse(profile.body).hasContact,
    };
  }

  beforeAll(async () => {
    owner = await published();
    viewers.member = await published();
    viewers.teamOwned = await published();
    viewers.teamJoined = await published();
    viewers.pendingInvited = await published();
    viewers.pendingInviter = await published();
    await invite(owner, viewers.teamOwned, true);
    await invite(viewers.teamJoined, owner, true);
    await invite(owner, viewers.pendingInvited, false);
    await invite(viewers.pendingInviter, owner, false);
  });

  it('answers the three choices in GET /v1/user, members by default, and in the export', async () => {
    const fresh = await api.signup();
    const me = userSchema.parse(
      (await api.call('GET', '/api/v1/user', { token: fresh.token })).body,
    );
    expect(me.contactVisibility).toEqual({
      contactEmail: 'members',
      contactPhone: 'members',
      website: 'members',
    });
    // A choice left out of the patch stays as it was.
    await api.call('PATCH', '/api/v1/user', {
      token: fresh.token,
      body: { contactVisibility: { contactPhone: 'nobody' } },
    });
    const after = await api.call('PATCH', '/api/v1/user', {
      token: fresh.token,
      body: { contactVisibility: { website: 'team' } },
    });
    expect(after.body.contactVisibility).toEqual({
      contactEmail: 'members',
      contactPhone: 'nobody',
      website: 'team',
    });
    const exported = accountExportSchema.parse(
      (await api.call('GET', '/api/v1/user/export', { token: fresh.token })).body,
    );
    expect(exported.profile).toMatchObject({
      contactEmailVisibility: 'members',
      contactPhoneVisibility: 'nobody',
      websiteVisibility: 'team',
    });
  });

  it('refuses an unknown choice with the catalogue message and changes nothing', async () => {
    const answer = await api.call('PATCH', '/api/v1/user', {
      token: owner.token,
      body: { contactEmail: 'new@practice.example', contactVisibility: { website: 'everyone' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'InvalidRequest',
      message: 'Select a valid option.',
      field: 'contactVisibility.website',
    });
    const me = await api.call('GET', '/api/v1/user', { token: owner.token });
    expect(me.body.contactEmail).not.toBe('new@practice.example');
  });

  describe.each(VISIBILITIES)('every detail for %s', (visibility) => {
    beforeAll(async () => {
      await setContact(VALUES, {
        contactEmail: visibility,
        contactPhone: visibility,
        website: visibility,
      });
    });

    it.each(VIEWERS)('as %s', async (viewer) => {
      const allowed = EXPECTED[visibility].includes(viewer);
      const before = await viewsBy(viewer);
      const { contact, raw, hasContact } = await look(viewer);
      if (contact)
        expect(contact).toEqual(
          allowed ? VALUES : { contactEmail: null, contactPhone: null, website: null },
        );
      if (!allowed) for (const value of Object.values(VALUES)) expect(raw).not.toContain(value);
      // Signed out, the flag says what signing in as a member would show.
      const flagFor = viewer === 'anonymous' ? EXPECTED[visibility].includes('member') : allowed;
      expect(hasContact).toBe(flagFor);
      // A view is recorded for another member's reveal that showed something, and only then.
      const recorded = viewer !== 'self' && viewer !== 'anonymous' && allowed ? 1 : 0;
      expect((await viewsBy(viewer)) - before).toBe(recorded);
    });
  });

  it('mixes choices field by field, and an empty detail counts as nothing shown', async () => {
    await setContact(
      { contactEmail: VALUES.contactEmail, contactPhone: null, website: VALUES.website },
      { contactEmail: 'team', contactPhone: 'members', website: 'nobody' },
    );
    const member = await look('member');
    expect(member.contact).toEqual({ contactEmail: null, contactPhone: null, website: null });
    expect(member.hasContact).toBe(false);
    const mate = await look('teamJoined');
    expect(mate.contact).toEqual({
      contactEmail: VALUES.contactEmail,
      contactPhone: null,
      website: null,
    });
    expect(mate.hasContact).toBe(true);
  });

  it('never answers a hidden value, whatever the choices and whoever looks (property)', async () => {
    const maybe = (field: Field) => fc.option(fc.constant(VALUES[field]), { nil: null });
    const choice = fc.constantFrom(...VISIBILITIES);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          contactEmail: maybe('contactEmail'),
          contactPhone: maybe('contactPhone'),
          website: maybe('website'),
        }),
        fc.record({ contactEmail: choice, contactPhone: choice, website: choice }),
        fc.constantFrom(...VIEWERS),
        async (values, visibility, viewer) => {
          await setContact(values, visibility);
          const before = await viewsBy(viewer);
          const { contact, raw, hasContact } = await look(viewer);
          const shown: Field[] = [];
          for (const field of FIELDS) {
            const allowed = EXPECTED[visibility[field]].includes(viewer);
            const value = values[field];
            if (!allowed && value !== null) expect(raw).not.toContain(value);
            if (contact) expect(contact[field]).toBe(allowed ? value : null);
            if (allowed && value !== null) shown.push(field);
          }
          if (viewer !== 'anonymous') expect(hasContact).toBe(shown.length > 0);
          const recorded = viewer !== 'self' && viewer !== 'anonymous' && shown.length > 0 ? 1 : 0;
          expect((await viewsBy(viewer)) - before).toBe(recorded);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps contact details out of every other answer, lists and searches included', async () => {
    // Visible to every member: even then only the contact endpoint may carry them.
    await setContact(VALUES, {
      contactEmail: 'members',
      contactPhone: 'members',
      website: 'members',
    });
    const watched = await api.call('PUT', `/api/v1/user/watching/${owner.id}`, {
      token: viewers.member.token,
    });
    expect(watched.status).toBeLessThan(300);
    const own = new Set(['/api/v1/user', '/api/v1/user/export']);
    const gets = t.app.routeDocs.filter(
      (doc) =>
        doc.method === 'GET' &&
        doc.auth !== 'operator' &&
        !doc.path.endsWith('/contact') &&
        // Paths with a parameter other than a member id cannot be filled here.
        doc.path.split('/').every((part) => !part.startsWith(':') || part === ':id'),
    );
    expect(gets.map((doc) => doc.path)).toEqual(
      expect.arrayContaining(['/api/v1/profiles', '/api/v1/profiles/:id', '/api/v1/user/team']),
    );
    const checked: string[] = [];
    for (const doc of gets) {
      const url = doc.path.replace(':id', String(owner.id));
      for (const viewer of ['member', 'teamOwned', 'teamJoined', 'anonymous', 'self'] as const) {
        if (viewer === 'self' && own.has(doc.path)) continue;
        const answer = await api.call('GET', url, { token: tokenOf(viewer) });
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        for (const value of Object.values(VALUES)) {
          expect(text, `${doc.path} as ${viewer}`).not.toContain(value);
        }
        if (answer.status === 200) checked.push(doc.path);
      }
    }
    // The search found the owner, so the check above read real cards.
    const search = await api.call('GET', '/api/v1/profiles?limit=100', {
      token: viewers.member.token,
    });
    expect(search.body.items.map((card: { id: number }) => card.id)).toContain(owner.id);
    expect(checked).toEqual(expect.arrayContaining(['/api/v1/profiles', '/api/v1/user/watching']));
  });
});
