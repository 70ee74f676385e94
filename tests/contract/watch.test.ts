import { beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { apiMessages, watchEntrySchema, watchListSchema } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 7 "Watching and teams": the watch list and both sides of a team relation.
describeParity('watch', ({ api, publishedMember }) => {
  describe('watch', () => {
    let owner: Awaited<ReturnType<typeof publishedMember>>;
    let member: Awaited<ReturnType<typeof publishedMember>>;

    beforeAll(async () => {
      owner = await publishedMember('owner@example.com', 'Olive');
      member = await publishedMember('teammate@example.com', 'Theo');
    });

    it('watch, verify, list, stop watching; not-found and self are refused', async () => {
      const { token } = owner;
      const watched = expectShape(
        await api('PUT', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape(
        { status: 200, body: watched },
        200,
        z.object({ id: z.literal(member.id), isWatched: z.literal(true) }),
      );
      expectShape(
        await api('GET', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape(await api('GET', '/v1/user/watching', { token }), 200, watchListSchema.length(1));
      const stopped = expectShape(
        await api('DELETE', `/v1/user/watching/${member.id}`, { token }),
        200,
        watchEntrySchema,
      );
      expectShape({ status: 200, body: stopped.isWatched }, 200, z.literal(false));
      expectError(
        await api('DELETE', `/v1/user/watching/${member.id}`, { token }),
        'ResourceNotFound',
        apiMessages.notWatched,
      );
      expectError(
        await api('PUT', '/v1/user/watching/999999', { token }),
        'ResourceNotFound',
        apiMessages.memberNotFound,
      );
      expectError(
        await api('PUT', `/v1/user/watching/${owner.id}`, { token }),
        'InvalidRequest',
        apiMessages.cannotWatchSelf,
      );
      expectError(
        await api('GET', '/v1/user/watching'),
        'Unauthorized',
        apiMessages.signInRequired,
      );
    });
  });
});
