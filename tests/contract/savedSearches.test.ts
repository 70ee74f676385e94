import { beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  SAVED_SEARCH_MAX,
  savedSearchBodySchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// Saved community searches (issue 23): the list, its counts and who is new, and the refusals.
describeParity('saved searches', ({ api, signUp, publishedMember }) => {
  describe('saved searches', () => {
    const url = '/v1/user/searches';
    const recruiters = { profession: 'hr', expertises: ['recruiting'] };
    let saver: Awaited<ReturnType<typeof signUp>>;
    let other: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      await publishedMember('earlier@example.com', 'Erin', recruiters);
      saver = await signUp('saver@example.com', 'Sam');
      other = await signUp('other@example.com', 'Olga');
    });

    it('saves, counts who matches and who is new, opens, renames and deletes', async () => {
      const { token } = saver;
      const saved = expectShape(
        await api('POST', url, {
          token,
          body: {
            name: ' Recruiters ',
            query: { profession: 'hr', expertise: 'recruiting', region: 'ALL' },
          },
        }),
        201,
        savedSearchSchema,
      );
      expectShape(
        { status: 201, body: saved },
        201,
        z.object({
          name: z.literal('Recruiters'),
          query: z.strictObject({
            profession: z.literal('hr'),
            expertise: z.literal('recruiting'),
            searchByRegion: z.literal(false),
          }),
          matches: z.literal(1),
          newMatches: z.literal(0),
        }),
      );

      await publishedMember('newcomer@example.com', 'Nia', recruiters);
      expectShape(
        await api('GET', url, { token }),
        200,
        savedSearchListSchema
          .length(1)
          .refine(([one]) => one?.matches === 2 && one.newMatches === 1),
      );
      expectShape(
        await api('POST', `${url}/${saved.id}/opened`, { token }),
        200,
        savedSearchSchema.refine((one) => one.matches === 2 && one.newMatches === 0),
      );
      expectShape(
        await api('PATCH', `${url}/${saved.id}`, { token, body: { name: 'Talent people' } }),
        200,
        savedSearchSchema.refine((one) => one.name === 'Talent people'),
      );
      expectShape(await api('DELETE', `${url}/${saved.id}`, { token }), 204);
      expectError(
        await api('DELETE', `${url}/${saved.id}`, { token }),
        'ResourceNotFound',
        apiMessages.savedSearchNotFound,
      );
      expectShape(await api('GET', url, { token }), 200, savedSearchListSchema.length(0));
    });

    it("refuses bad input, a taken name, the limit and another member's search", async () => {
      const { token } = saver;
      expectError(await api('GET', url), 'Unauthorized', apiMessages.signInRequired);
      expectError(
        await api('POST', url, { token, body: { name: '  ', query: {} } }),
        'InvalidRequest',
        apiMessages.nameThisSearch,
      );
      const foreign = { name: 'Bad', query: { profession: 'hr', expertise: 'audits' } };
      expectError(
        await api('POST', url, { token, body: foreign }),
        'InvalidRequest',
        contractMessage(savedSearchBodySchema, foreign),
      );
      const mine = expectShape(
        await api('POST', url, { token, body: { name: 'Mine', query: {} } }),
        201,
        savedSearchSchema,
      );
      expectError(
        await api('POST', url, { token, body: { name: 'MINE', query: {} } }),
        'ResourceConflict',
        apiMessages.savedSearchNameTaken('MINE'),
      );
      for (const request of [
        api('PATCH', `${url}/${mine.id}`, { token: other.token, body: { name: 'Theirs' } }),
        api('POST', `${url}/${mine.id}/opened`, { token: other.token }),
        api('DELETE', `${url}/${mine.id}`, { token: other.token }),
      ]) {
        expectError(await request, 'ResourceNotFound', apiMessages.savedSearchNotFound);
      }
      expectShape(
        await api('GET', url, { token: other.token }),
        200,
        savedSearchListSchema.length(0),
      );

      for (let i = 2; i <= SAVED_SEARCH_MAX; i += 1) {
        expectShape(
          await api('POST', url, { token, body: { name: `Search ${i}`, query: {} } }),
          201,
        );
      }
      expectError(
        await api('POST', url, { token, body: { name: 'One more', query: {} } }),
        'ResourceConflict',
        apiMessages.savedSearchLimit,
      );
    });
  });
});
