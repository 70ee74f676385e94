import { describe, expect, it } from 'vitest';
import { certificationSchema, educationSchema, positionSchema } from '@/contract';
import { describeServer } from './suite';

describeServer('career records', ({ api, t }) => {
  const resources = [
    {
      path: 'certifications',
      schema: certificationSchema,
      bodies: [
        { name: 'CPA', organization: 'AICPA', issuedDate: '2015-06-17', expirationDate: null },
        {
          name: 'CISA',
          organization: 'ISACA',
          issuedDate: '2019-02-01',
          expirationDate: '2025-02-01',
        },
      ],
      bad: {
        name: 'CPA',
        organization: 'AICPA',
        issuedDate: '2015-06-01',
        expirationDate: '2040-06-01',
      },
      patch: { name: 'CPA (active)' },
      firstId: (list: { name: string }[]) => list[0]!.name,
      expectedFirst: 'CISA',
    },
    {
      path: 'educations',
      schema: educationSchema,
      bodies: [
        { organization: 'State University', degree: 'BS', issuedYear: 2001 },
        {
          organization: 'Business School',
          degree: 'MBA',
          fieldOfStudy: 'Finance',
          issuedYear: 2008,
        },
      ],
      bad: { organization: 'S', degree: 'BS', issuedYear: 2001 },
      patch: { degree: 'BA' },
      firstId: (list: { degree: string }[]) => list[0]!.degree,
      expectedFirst: 'MBA',
    },
    {
      path: 'positions',
      schema: positionSchema,
      bodies: [
        { title: 'Analyst', company: 'Acme', startDate: '2005-01-01', endDate: '2010-03-01' },
        { title: 'Controller', company: 'Globex', startDate: '2010-04-01', endDate: null },
      ],
      bad: { title: 'Analyst', company: 'Acme', startDate: '2010-01-01', endDate: '2005-01-01' },
      patch: { location: 'Austin, TX' },
      firstId: (list: { title: string }[]) => list[0]!.title,
      expectedFirst: 'Controller',
    },
  ] as const;

  describe.each(resources)('/v1/$path', (res) => {
    const url = `/api/v1/${res.path}`;

    it('creates, lists in spec-9 order, and patches', async () => {
      const m = await api.signup();
      for (const body of res.bodies) {
        const created = await api.call('POST', url, { token: m.token, body });
        expect(created.status).toBe(201);
        res.schema.parse(created.body);
      }
      const list = await api.call('GET', url, { token: m.token });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(2);
      expect(res.firstId(list.body)).toBe(res.expectedFirst);
      const patched = await api.call('PATCH', `${url}/${list.body[1].id}`, {
        token: m.token,
        body: res.patch,
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject(res.patch);
    });

    it('refuses invalid bodies and stores nothing', async () => {
      const m = await api.signup();
      const answer = await api.call('POST', url, { token: m.token, body: res.bad });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('InvalidRequest');
      expect((await api.call('GET', url, { token: m.token })).body).toEqual([]);
    });

    it('needs a token', async () => {
      expect((await api.call('GET', url)).status).toBe(401);
      expect((await api.call('POST', url, { body: res.bodies[0] })).status).toBe(401);
      expect((await api.call('DELETE', `${url}/1`)).status).toBe(401);
    });

    it("answers 404 for another member's record and changes nothing", async () => {
      const owner = await api.signup();
      const intruder = await api.signup();
      const created = await api.call('POST', url, { token: owner.token, body: res.bodies[0] });
      const answer = await api.call('PATCH', `${url}/${created.body.id}`, {
        token: intruder.token,
        body: res.patch,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('ResourceNotFound');
      const list = await api.call('GET', url, { token: owner.token });
      expect(list.body[0]).toEqual(created.body);
    });

    it("deletes the member's own record only; another's answers 404 and stays", async () => {
      const owner = await api.signup();
      const intruder = await api.signup();
      const created = await api.call('POST', url, { token: owner.token, body: res.bodies[0] });
      const theirs = `${url}/${created.body.id}`;
      const refused = await api.call('DELETE', theirs, { token: intruder.token });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('ResourceNotFound');
      expect((await api.call('GET', url, { token: owner.token })).body).toEqual([created.body]);
      const deleted = await api.call('DELETE', theirs, { token: owner.token });
      expect(deleted).toMatchObject({ status: 204, body: '' });
      expect((await api.call('GET', url, { token: owner.token })).body).toEqual([]);
      expect((await api.call('DELETE', theirs, { token: owner.token })).status).toBe(404);
    });
  });

  it('stores dates as the first of their month', async () => {
    const m = await api.signup();
    const created = await api.call('POST', '/api/v1/certifications', {
      token: m.token,
      body: { name: 'CPA', organization: 'AICPA', issuedDate: '2015-06-17' },
    });
    expect(created.body).toMatchObject({
      issuedDate: '2015-06-01',
      expirationDate: null,
      url: null,
    });
  });

  it('refuses a patch whose merge breaks the date span', async () => {
    const m = await api.signup();
    const created = await api.call('POST', '/api/v1/positions', {
      token: m.token,
      body: { title: 'Analyst', company: 'Acme', startDate: '2005-01-01', endDate: '2010-01-01' },
    });
    const answer = await api.call('PATCH', `/api/v1/positions/${created.body.id}`, {
      token: m.token,
      body: { startDate: '2012-01-01' },
    });
    expect(answer.status).toBe(400);
  });

  it('keeps the completion flag in step with the shared rule', async () => {
    const m = await api.signup();
    await api.completeProfile(m);
    const me = await api.call('GET', '/api/v1/user', { token: m.token });
    expect(me.body.complete).toBe(true);
    // Switching to legal needs a certification.
    const legal = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { profession: 'legal', expertises: ['litigation'] },
    });
    expect(legal.body.complete).toBe(false);
    await api.call('POST', '/api/v1/certifications', {
      token: m.token,
      body: { name: 'Bar', organization: 'State Bar', issuedDate: '2010-01-01' },
    });
    expect((await api.call('GET', '/api/v1/user', { token: m.token })).body.complete).toBe(true);
  });

  describe('completion after a delete', () => {
    const inSearch = async (id: number) => {
      const found = await api.call('GET', '/api/v1/profiles?profession=accounting&limit=100');
      return (found.body.items as { id: number }[]).some((card) => card.id === id);
    };

    it('a published member who deletes the position that made them complete stays published but leaves search until complete again', async () => {
      const m = await api.signup();
      await api.completeProfile(m, { publish: true });
      expect(await inSearch(m.id)).toBe(true);
      const [position] = (await api.call('GET', '/api/v1/positions', { token: m.token })).body;
      const deleted = await api.call('DELETE', `/api/v1/positions/${position.id}`, {
        token: m.token,
      });
      expect(deleted.status).toBe(204);
      const me = await api.call('GET', '/api/v1/user', { token: m.token });
      expect(me.body).toMatchObject({ complete: false, published: true });
      // Search lists published and complete members only (docs/architecture.md "search: answer").
      expect(await inSearch(m.id)).toBe(false);
      // The published profile page stays, as for any published member.
      expect((await api.call('GET', `/api/v1/profiles/${m.id}`)).status).toBe(200);
      await api.call('POST', '/api/v1/positions', {
        token: m.token,
        body: { title: 'Partner', company: 'Own Practice', startDate: '2008-01-01' },
      });
      const again = await api.call('GET', '/api/v1/user', { token: m.token });
      expect(again.body).toMatchObject({ complete: true, published: true });
      expect(await inSearch(m.id)).toBe(true);
    });

    it("a legal member's only certification and only education count the same way", async () => {
      const m = await api.signup();
      await api.completeProfile(m);
      await api.call('PATCH', '/api/v1/user', {
        token: m.token,
        body: { profession: 'legal', expertises: ['litigation'] },
      });
      const cert = await api.call('POST', '/api/v1/certifications', {
        token: m.token,
        body: { name: 'Bar', organization: 'State Bar', issuedDate: '2010-01-01' },
      });
      const complete = async () =>
        (await api.call('GET', '/api/v1/user', { token: m.token })).body.complete;
      expect(await complete()).toBe(true);
      // Someone else's delete attempt changes nothing for them.
      const intruder = await api.signup();
      await api.call('DELETE', `/api/v1/certifications/${cert.body.id}`, {
        token: intruder.token,
      });
      expect(await complete()).toBe(true);
      await api.call('DELETE', `/api/v1/certifications/${cert.body.id}`, { token: m.token });
      expect(await complete()).toBe(false);
      await api.call('POST', '/api/v1/certifications', {
        token: m.token,
        body: { name: 'Bar', organization: 'State Bar', issuedDate: '2010-01-01' },
      });
      expect(await complete()).toBe(true);
      const [education] = (await api.call('GET', '/api/v1/educations', { token: m.token })).body;
      await api.call('DELETE', `/api/v1/educations/${education.id}`, { token: m.token });
      expect(await complete()).toBe(false);
    });
  });

  it('notices at login that an open position has grown past 96 months', async () => {
    const m = await api.signup();
    await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: {
        employmentStatus: 'independent',
        independentStatus: 'advanced',
        profession: 'it',
        experienceYears: 13,
        city: 'Boise',
        region: 'ID',
        postalCode: '83702',
        expertises: ['security'],
        locations: ['ID'],
      },
    });
    await api.call('POST', '/api/v1/educations', {
      token: m.token,
      body: { organization: 'State University', degree: 'BS', issuedYear: 2005 },
    });
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 95, 1));
    await api.call('POST', '/api/v1/positions', {
      token: m.token,
      body: {
        title: 'CTO',
        company: 'Acme',
        startDate: start.toISOString().slice(0, 10),
        endDate: null,
      },
    });
    expect((await api.call('GET', '/api/v1/user', { token: m.token })).body.complete).toBe(false);
    const realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
    try {
      const login = await api.login(m.email, m.password);
      const me = await api.call('GET', '/api/v1/user', { token: login.body.accessToken });
      expect(me.body.complete).toBe(true);
    } finally {
      t.app.ctx.now = realNow;
    }
  });
});
