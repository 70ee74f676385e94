import { describe, it } from 'vitest';
import { z } from 'zod';
import {
  certificationSchema,
  educationSchema,
  positionSchema,
  profileSchema,
  profileSearchResultSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 7 "Career records" and "Profiles": the three record lists, submit, search, one profile.
describeParity('career records and profiles', ({ api, signUp, publishedMember }) => {
  describe('career records', () => {
    const records = [
      {
        path: '/v1/certifications',
        schema: certificationSchema,
        body: { name: 'CPA', organization: 'Board', issuedDate: '2012-06-15' },
        patch: { name: 'CPA (active)' },
        bad: { name: 'C', organization: 'Board', issuedDate: '2012-06-01' },
      },
      {
        path: '/v1/educations',
        schema: educationSchema,
        body: { organization: 'State University', degree: 'BSc', issuedYear: 2005 },
        patch: { degree: 'MSc' },
        bad: { organization: 'State University', degree: 'BSc', issuedYear: 1800 },
      },
      {
        path: '/v1/positions',
        schema: positionSchema,
        body: { title: 'Advisor', company: 'Practice', startDate: '2015-03-01' },
        patch: { endDate: '2020-01-01' },
        bad: {
          title: 'Advisor',
          company: 'Practice',
          startDate: '2015-03-01',
          endDate: '2014-01-01',
        },
      },
    ] as const;

    it.each(records)('$path: list, create (201), update, 404 and 400', async (record) => {
      const { token } = await signUp(`career${record.path.replace(/\W/g, '')}@example.com`);
      expectShape(await api('GET', record.path, { token }), 200, z.array(record.schema).length(0));
      const schema: z.ZodType<{ id: number }> = record.schema;
      const created = expectShape(
        await api('POST', record.path, { token, body: record.body }),
        201,
        schema,
      );
      expectShape(
        await api('PATCH', `${record.path}/${created.id}`, { token, body: record.patch }),
        200,
        schema,
      );
      expectShape(await api('GET', record.path, { token }), 200, z.array(record.schema).length(1));
      expectError(await api('POST', record.path, { token, body: record.bad }), 'InvalidRequest');
      expectError(
        await api('PATCH', `${record.path}/999999`, { token, body: record.patch }),
        'ResourceNotFound',
      );
      expectError(
        await api('PATCH', `${record.path}/abc`, { token, body: record.patch }),
        'InvalidRequest',
      );
      expectError(await api('GET', record.path), 'Unauthorized');
    });
  });

  describe('profiles', () => {
    it('POST /v1/profiles: incomplete is InvalidRequest, complete publishes, twice is a conflict', async () => {
      const newcomer = await signUp('incomplete@example.com');
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '1234' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/profiles', { token: newcomer.token, body: { ssn: '12a4' } }),
        'InvalidRequest',
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
      expectError(await api('GET', `/v1/profiles/${hidden.id}`), 'ResourceNotFound');
      expectShape(
        await api('GET', `/v1/profiles/${hidden.id}`, { token: hidden.token }),
        200,
        profileSchema,
      );
      expectError(await api('GET', '/v1/profiles/999999'), 'ResourceNotFound');
      expectError(await api('GET', '/v1/profiles/abc'), 'InvalidRequest');
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
      expectError(await api('GET', '/v1/profiles?profession=astronaut'), 'InvalidRequest');
      expectError(
        await api('GET', '/v1/profiles?profession=finance&expertise=tax'),
        'InvalidRequest',
      );
    });
  });
});
