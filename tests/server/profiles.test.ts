import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  profileContactSchema,
  profileSchema,
  profileSearchResultSchema,
  userSchema,
} from '@/contract';
import { decryptSecret } from '@server/auth/ssn';
import { backgroundChecks, contactViews, users } from '@server/db/schema';
import type { Member } from './client';
import { testConfig } from './harness';
import { describeServer } from './suite';

describeServer('profiles', ({ api, t }) => {
  describe('submit (POST /v1/profiles)', () => {
    it('refuses an incomplete profile and keeps it unpublished', async () => {
      const m = await api.signup();
      const answer = await api.call('POST', '/api/v1/profiles', {
        token: m.token,
        body: { ssn: '1234' },
      });
      expect(answer.status).toBe(400);
      const me = await api.call('GET', '/api/v1/user', { token: m.token });
      expect(me.body.published).toBe(false);
    });

    it('refuses an ineligible member (employed)', async () => {
      const m = await api.signup();
      await api.completeProfile(m);
      await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: { employmentStatus: 'employed', independentStatus: 'open' },
      });
      const answer = await api.call('POST', '/api/v1/profiles', {
        token: m.token,
        body: { ssn: '1234' },
      });
      expect(answer.status).toBe(400);
    });

    it('validates the SSN', async () => {
      const m = await api.signup();
      for (const ssn of ['123', '12345', 'abcd', 1234]) {
        const answer = await api.call('POST', '/api/v1/profiles', {
          token: m.token,
          body: { ssn },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Enter the last 4 digits of your SSN.');
      }
    });

    it('publishes a complete profile, answers the user, stores the SSN encrypted only', async () => {
      const m = await api.signup();
      await api.completeProfile(m);
      const answer = await api.call('POST', '/api/v1/profiles', {
        token: m.token,
        body: { ssn: '4321' },
      });
      expect(answer.status).toBe(200);
      expect(userSchema.parse(answer.body)).toMatchObject({ published: true, complete: true });
      expect(JSON.stringify(answer.body)).not.toContain('4321');
      const [check] = await t.database.db
        .select()
        .from(backgroundChecks)
        .where(eq(backgroundChecks.userId, m.id));
      expect(check!.ssnEncrypted).not.toContain('4321');
      expect(decryptSecret(check!.ssnEncrypted, t.app.ctx.keys.ssn)).toBe('4321');
      const again = await api.call('POST', '/api/v1/profiles', {
        token: m.token,
        body: { ssn: '4321' },
      });
      expect(again.status).toBe(409);
    });
  });

  describe('GET /v1/profiles/:id', () => {
    it('shows a published profile to anyone, without the account e-mail', async () => {
      const m = await api.signup();
      await api.completeProfile(m, { publish: true });
      const answer = await api.call('GET', `/api/v1/profiles/${m.id}`);
      expect(answer.status).toBe(200);
      const profile = profileSchema.parse(answer.body);
      expect(profile.positions).toHaveLength(1);
      expect(answer.body).not.toHaveProperty('email');
    });

    it('hides an unpublished profile from others, shows it to its owner', async () => {
      const m = await api.signup();
      const other = await api.signup();
      expect((await api.call('GET', `/api/v1/profiles/${m.id}`)).status).toBe(404);
      expect(
        (await api.call('GET', `/api/v1/profiles/${m.id}`, { token: other.token })).status,
      ).toBe(404);
      expect((await api.call('GET', `/api/v1/profiles/${m.id}`, { token: m.token })).status).toBe(
        200,
      );
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await api.call('GET', '/api/v1/profiles/999999')).status).toBe(404);
      expect((await api.call('GET', '/api/v1/profiles/abc')).status).toBe(400);
    });

    it('carries no contact details for anyone, signed in or not, the owner included', async () => {
      const m = await withContact(await api.signup());
      const other = await api.signup();
      for (const token of [undefined, other.token, m.token]) {
        const answer = await api.call('GET', `/api/v1/profiles/${m.id}`, { token });
        expect(answer.status).toBe(200);
        for (const key of ['contactEmail', 'contactPhone', 'website']) {
          expect(answer.body).not.toHaveProperty(key);
        }
        expect(JSON.stringify(answer.body)).not.toContain('pat@practice.example');
      }
    });
  });

  describe('GET /v1/profiles/:id/contact', () => {
    it('answers a signed-in member the contact details and records the view', async () => {
      const m = await withContact(await api.signup());
      const viewer = await api.signup();
      const answer = await api.call('GET', `/api/v1/profiles/${m.id}/contact`, {
        token: viewer.token,
      });
      expect(answer.status).toBe(200);
      expect(profileContactSchema.strict().parse(answer.body)).toEqual(contact);
      const views = await t.database.db
        .select()
        .from(contactViews)
        .where(eq(contactViews.memberId, m.id));
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({ viewerId: viewer.id, memberId: m.id });
      expect(views[0]!.viewedAt).toBeInstanceOf(Date);
    });

    it('answers nulls for a member without contact details, and records no view', async () => {
      const m = await api.signup();
      await api.completeProfile(m, { publish: true });
      const viewer = await api.signup();
      const answer = await api.call('GET', `/api/v1/profiles/${m.id}/contact`, {
        token: viewer.token,
      });
      expect(answer.body).toEqual({ website: null, contactEmail: null, contactPhone: null });
      const views = await t.database.db
        .select()
        .from(contactViews)
        .where(eq(contactViews.memberId, m.id));
      expect(views).toHaveLength(0);
    });

    it('shows the owner their own contact without recording a view', async () => {
      const m = await withContact(await api.signup());
      const answer = await api.call('GET', `/api/v1/profiles/${m.id}/contact`, { token: m.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(contact);
      const views = await t.database.db
        .select()
        .from(contactViews)
        .where(eq(contactViews.memberId, m.id));
      expect(views).toHaveLength(0);
    });

    it('is 401 anonymous, 404 for unknown or unpublished members, and records nothing', async () => {
      const m = await withContact(await api.signup());
      const hidden = await api.signup();
      const viewer = await api.signup();
      const anonymous = await api.call('GET', `/api/v1/profiles/${m.id}/contact`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('Unauthorized');
      for (const id of [hidden.id, 999999]) {
        const answer = await api.call('GET', `/api/v1/profiles/${id}/contact`, {
          token: viewer.token,
        });
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('ResourceNotFound');
      }
      const malformed = await api.call('GET', '/api/v1/profiles/abc/contact', {
        token: viewer.token,
      });
      expect(malformed.status).toBe(400);
      const views = await t.database.db
        .select()
        .from(contactViews)
        .where(eq(contactViews.viewerId, viewer.id));
      expect(views).toHaveLength(0);
    });
  });

  // A published member with every contact field set.
  const contact = {
    website: 'https://practice.example',
    contactEmail: 'pat@practice.example',
    contactPhone: '15551234567',
  };
  async function withContact(m: Member): Promise<Member> {
    await api.completeProfile(m, { publish: true });
    const patch = await api.call('PATCH', '/api/v1/user', { token: m.token, body: contact });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject(contact);
    return m;
  }
});

describeServer(
  'contact reveal throttling',
  ({ t, api }) => {
    it('answers 429 RequestThrottled once a viewer is over the limit, recording no view', async () => {
      const m = await api.signup();
      await api.completeProfile(m, { publish: true });
      // Something to show: a reveal that shows nothing records no view (issue 24 §4).
      await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: { contactEmail: 'pat@practice.example' },
      });
      const viewer = await api.signup();
      const reveal = (token: string) =>
        api.call('GET', `/api/v1/profiles/${m.id}/contact`, { token });
      for (let i = 0; i < 3; i += 1) expect((await reveal(viewer.token)).status).toBe(200);
      const over = await reveal(viewer.token);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RequestThrottled');
      const views = await t.database.db
        .select()
        .from(contactViews)
        .where(eq(contactViews.viewerId, viewer.id));
      expect(views).toHaveLength(3);
      // The limit is the viewer's: another member is not held back by it.
      const another = await api.signup();
      expect((await reveal(another.token)).status).toBe(200);
    });
  },
  {
    rateLimits: {
      ...testConfig().rateLimits,
      contact: { perIp: 100, perAccount: 3, windowSeconds: 60 },
    },
  },
);

// Once as served (the pages and totals cached while the change feed is live) and once with
// READ_CACHE=false, as when the feed is down: the same answers either way.
const communitySearch =
  (readCache: boolean): Parameters<typeof describeServer>[1] =>
  ({ api, t }) => {
    const members: Record<string, Member> = {};
    beforeAll(async () => {
      const specs = {
        texan: {
          region: 'TX',
          locations: ['TX'],
          profession: 'accounting',
          expertises: ['tax'],
          experienceYears: 13,
          lastName: 'Alpha',
        },
        everywhere: {
          region: 'CA',
          locations: ['ALL'],
          profession: 'accounting',
          expertises: ['audits'],
          experienceYears: 25,
          lastName: 'Bravo',
        },
        coloradan: {
          region: 'CO',
          locations: ['TX', 'CO'],
          profession: 'it',
          expertises: ['security'],
          experienceYears: 8,
          lastName: 'Charlie',
        },
      } as const;
      for (const [key, spec] of Object.entries(specs)) {
        const m = await api.signup({ lastName: spec.lastName });
        await api.completeProfile(m);
        const { lastName: _l, ...patch } = spec;
        const answer = await api.call('PATCH', '/api/v1/user', { token: m.token, body: patch });
        if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
        await api.call('POST', '/api/v1/profiles', { token: m.token, body: { ssn: '1111' } });
        members[key] = m;
      }
      // Complete but unpublished, and published then made incomplete: never listed.
      const hidden = await api.signup({ lastName: 'Hidden' });
      await api.completeProfile(hidden);
    });

    const search = async (query: string) => {
      const answer = await api.call('GET', `/api/v1/profiles${query}`);
      expect(answer.status).toBe(200);
      return profileSearchResultSchema.parse(answer.body);
    };
    const names = (result: { items: { lastName: string }[] }) =>
      result.items.map((i) => i.lastName);

    it('lists only published, complete members in a deterministic order', async () => {
      const all = await search('');
      expect(names(all)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(all).toMatchObject({ total: 3, limit: 24, offset: 0 });
      expect(all.items[0]).toMatchObject({
        id: members.texan!.id,
        status: null,
        profession: 'accounting',
      });
    });

    it('region matches practice locations including ALL', async () => {
      expect(names(await search('?region=TX'))).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(names(await search('?region=CO'))).toEqual(['Bravo', 'Charlie']);
    });

    it('searchByRegion matches where members reside instead', async () => {
      expect(names(await search('?region=TX&searchByRegion=true'))).toEqual(['Alpha']);
      expect(names(await search('?region=CA&searchByRegion=true'))).toEqual(['Bravo']);
    });

    it('filters by profession, expertise and experience bucket', async () => {
      expect(names(await search('?profession=accounting'))).toEqual(['Alpha', 'Bravo']);
      expect(names(await search('?profession=accounting&expertise=tax'))).toEqual(['Alpha']);
      expect(names(await search('?experienceYears=8'))).toEqual(['Charlie']);
      // Expertise without profession is dropped, like the client drops it.
      expect(names(await search('?expertise=tax'))).toHaveLength(3);
    });

    it('paginates with the total', async () => {
      const page = await search('?limit=2&offset=2');
      expect(names(page)).toEqual(['Charlie']);
      expect(page.total).toBe(3);
    });

    it('counts a newly published member at once (the cached total is dropped on writes)', async () => {
      expect((await search('?limit=1')).total).toBe(3);
      const late = await api.signup({ lastName: 'Delta' });
      await api.completeProfile(late, { publish: true });
      expect((await search('?limit=1')).total).toBe(4);
      // Back to three for the other tests: an incomplete profile is never listed.
      await api.call('PATCH', '/api/v1/user', { token: late.token, body: { expertises: [] } });
      expect((await search('?limit=1')).total).toBe(3);
    });

    /** Lists or unlists "Hidden" straight in the database, as another instance, a job or a console would. */
    const listed = async (published: boolean) => {
      await t.database.db.update(users).set({ published }).where(eq(users.lastName, 'Hidden'));
    };

    it.runIf(readCache)(
      "lists another instance's change at once: the change feed drops the cached page and total",
      async () => {
        const page = async () => names(await search(''));
        expect(await page()).toEqual(['Alpha', 'Bravo', 'Charlie']);
        expect((await search('?limit=1')).total).toBe(3);
        try {
          await listed(true);
          // PGlite tells its listeners at commit; PostgreSQL a moment after.
          await vi.waitFor(async () => expect((await search('?limit=1')).total).toBe(4), {
            timeout: 1000,
            interval: 5,
          });
          expect(await page()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Hidden']);
        } finally {
          await listed(false);
        }
        await vi.waitFor(async () => expect(await page()).toEqual(['Alpha', 'Bravo', 'Charlie']), {
          timeout: 1000,
          interval: 5,
        });
      },
    );

    it.runIf(!readCache)(
      'answers a stale total at once and counts it again behind the answer',
      async () => {
        // A change another instance made (straight to the database, so this one's totals stay
        // until they are 10 s old when no change feed tells them).
        const total = async () => (await search('?limit=1')).total;
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          expect(await total()).toBe(3);
          await listed(true);
          expect(await total()).toBe(3);
          vi.setSystemTime(Date.now() + 10_001);
          // Older than 10 s: still the figure it had, while one count runs behind it.
          expect(await total()).toBe(3);
          await vi.waitFor(async () => expect(await total()).toBe(4));
          await listed(false);
          vi.setSystemTime(Date.now() + 10_001);
          await total();
          await vi.waitFor(async () => expect(await total()).toBe(3));
        } finally {
          vi.useRealTimers();
        }
      },
    );

    it.each([
      '?profession=astrology',
      '?profession=it&expertise=tax',
      '?limit=0',
      '?limit=101',
      '?experienceYears=7',
      '?region=XX',
    ])('answers 400 InvalidRequest for %s', async (query) => {
      const answer = await api.call('GET', `/api/v1/profiles${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('InvalidRequest');
    });
  };
describeServer('community search', communitySearch(true));
describeServer('community search without the read cache', communitySearch(false), {
  readCache: false,
});

// Spec 5 / docs/architecture.md "SSN storage": the digits of a background check reach no answer and
// no log line, whether the submission is refused, fails inside the database, or succeeds.
describeServer(
  'the SSN of a background check',
  ({ api, t, logged }) => {
    /** Every string in the log lines: the digits could only arrive as text (numbers are times). */
    const loggedStrings = (): string[] => {
      const strings: string[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === 'string') strings.push(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      for (const line of logged().split('\n').filter(Boolean)) walk(JSON.parse(line));
      return strings;
    };

    it('is in no answer and no log line', async () => {
      const m = await api.signup();
      // Four digits that appear nowhere else in this test's text (host name, e-mail).
      const hostLine = loggedStrings().join(' ');
      const ssn = ['8642', '9731', '5307', '6194'].find(
        (digits) => !hostLine.includes(digits) && !m.email.includes(digits),
      )!;
      const submit = (body: unknown) =>
        api.call('POST', '/api/v1/profiles', { token: m.token, body });

      const answers = [
        // Refused: not a 4-digit string; the profile is not complete yet.
        await submit({ ssn: `${ssn}0` }),
        await submit({ ssn: Number(ssn) }),
        await submit({ ssn }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
      expect(answers[0]!.body.message).toBe('Enter the last 4 digits of your SSN.');
      expect(answers[0]!.body.field).toBe('ssn');

      // A fault inside the database while the check is stored: a 500, and no parameters logged.
      await api.completeProfile(m);
      await t.database.db.execute(
        sql.raw(`create function guildhall_test_check_fail() returns trigger language plpgsql as
          $$ begin raise exception 'check refused by test'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger guildhall_test_check_fail before insert on background_checks
          for each row execute function guildhall_test_check_fail()`),
      );
      try {
        const fault = await submit({ ssn });
        expect(fault.status).toBe(500);
        answers.push(fault);
      } finally {
        await t.database.db.execute(
          sql.raw('drop trigger guildhall_test_check_fail on background_checks'),
        );
        await t.database.db.execute(sql.raw('drop function guildhall_test_check_fail()'));
      }

      const accepted = await submit({ ssn });
      expect(accepted.status).toBe(200);
      const again = await submit({ ssn });
      expect(again.status).toBe(409);
      const reads = [
        await api.call('GET', '/api/v1/user', { token: m.token }),
        await api.call('GET', `/api/v1/profiles/${m.id}`),
        await api.call('GET', `/api/v1/profiles/${m.id}/contact`, { token: m.token }),
        await api.call('GET', '/api/v1/profiles?profession=accounting'),
      ];
      expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(JSON.stringify(reads[3]!.body)).toContain(`"id":${m.id}`);

      for (const answer of [...answers, accepted, again, ...reads]) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain(ssn);
        // No key carries it; a refusal may name the field (issue 38: `"field":"ssn"`).
        expect(text).not.toMatch(/"ssn[a-z]*"\s*:/i);
      }

      const log = logged();
      expect(log).toContain('POST /api/v1/profiles');
      expect(log).toMatch(/"level":50/);
      expect(loggedStrings().filter((value) => value.includes(ssn))).toEqual([]);
      expect(log).not.toMatch(/"ssn|ssn_encrypted|params|check refused/i);
    });
  },
  { logLevel: 'info' },
  { captureLog: true },
);
