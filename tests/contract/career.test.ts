import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  certificationSchema,
  educationSchema,
  messages,
  positionSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 7 "Career records" and "Profiles": the three record lists, submit, search, one profile.
describeParity('career records', ({ api, signUp }) => {
  describe('career records', () => {
    const records = [
      {
        path: '/v1/certifications',
        schema: certificationSchema,
        body: { name: 'CPA', organization: 'Board', issuedDate: '2012-06-15' },
        patch: { name: 'CPA (active)' },
        bad: { name: 'C', organization: 'Board', issuedDate: '2012-06-01' },
        badMessage: messages.text,
        noun: 'certification',
      },
      {
        path: '/v1/educations',
        schema: educationSchema,
        body: { organization: 'State University', degree: 'BSc', issuedYear: 2005 },
        patch: { degree: 'MSc' },
        bad: { organization: 'State University', degree: 'BSc', issuedYear: 1800 },
        badMessage: messages.year,
        noun: 'education',
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
        badMessage: messages.year,
        noun: 'position',
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
      expectError(
        await api('POST', record.path, { token, body: record.bad }),
        'InvalidRequest',
        record.badMessage,
      );
      expectError(
        await api('PATCH', `${record.path}/999999`, { token, body: record.patch }),
        'ResourceNotFound',
        apiMessages.recordNotFound(record.noun),
      );
      expectError(
        await api('PATCH', `${record.path}/abc`, { token, body: record.patch }),
        'InvalidRequest',
        messages.invalidPattern,
      );
      expectError(await api('GET', record.path), 'Unauthorized', apiMessages.signInRequired);
    });

    it.each(records)(
      "$path: delete (204), then 404; another member's record 404 and kept; 400; 401",
      async (record) => {
        const slug = record.path.replace(/\W/g, '');
        const owner = await signUp(`delete-owner${slug}@example.com`);
        const other = await signUp(`delete-other${slug}@example.com`);
        const schema: z.ZodType<{ id: number }> = record.schema;
        const mine = expectShape(
          await api('POST', record.path, { token: owner.token, body: record.body }),
          201,
          schema,
        );
        const theirs = expectShape(
          await api('POST', record.path, { token: other.token, body: record.body }),
          201,
          schema,
        );
        const deleted = await api('DELETE', `${record.path}/${mine.id}`, { token: owner.token });
        expect(deleted).toEqual({ status: 204, body: undefined });
        const notFound = apiMessages.recordNotFound(record.noun);
        expectError(
          await api('DELETE', `${record.path}/${mine.id}`, { token: owner.token }),
          'ResourceNotFound',
          notFound,
        );
        expectShape(
          await api('GET', record.path, { token: owner.token }),
          200,
          z.array(record.schema).length(0),
        );
        // Another member's record answers as a missing one, and stays.
        expectError(
          await api('DELETE', `${record.path}/${theirs.id}`, { token: owner.token }),
          'ResourceNotFound',
          notFound,
        );
        const kept = expectShape(
          await api('GET', record.path, { token: other.token }),
          200,
          z.array(schema).length(1),
        );
        expect(kept[0]?.id).toBe(theirs.id);
        for (const bad of ['abc', '01', '1.0']) {
          expectError(
            await api('DELETE', `${record.path}/${bad}`, { token: owner.token }),
            'InvalidRequest',
            messages.invalidPattern,
          );
        }
        expectError(
          await api('DELETE', `${record.path}/${theirs.id}`),
          'Unauthorized',
          apiMessages.signInRequired,
        );
      },
    );
  });
});
