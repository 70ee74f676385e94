import { describe, expect, it } from 'vitest';
import { watchListSchema } from '@/contract';
import { type Member } from './client';
import { describeServer } from './suite';

describeServer('watch', ({ api }) => {
  const published = async (): Promise<Member> => {
    const m = await api.signup();
    await api.completeProfile(m, { publish: true });
    return m;
  };

  describe('watch list', () => {
    it('watches, verifies, lists with cards, and stops watching', async () => {
      const me = await published();
      const them = await published();
      const url = `/api/v1/user/watching/${them.id}`;
      expect((await api.call('GET', url, { token: me.token })).body).toEqual({
        id: them.id,
        isWatched: false,
      });
      const watch = await api.call('PUT', url, { token: me.token });
      expect(watch.body).toEqual({ id: them.id, isWatched: true });
      expect((await api.call('PUT', url, { token: me.token })).status).toBe(200);
      expect((await api.call('GET', url, { token: me.token })).body.isWatched).toBe(true);
      const list = watchListSchema.parse(
        (await api.call('GET', '/api/v1/user/watching', { token: me.token })).body,
      );
      expect(list).toMatchObject([{ id: them.id, isWatched: true, profile: { id: them.id } }]);
      const stop = await api.call('DELETE', url, { token: me.token });
      expect(stop.body).toEqual({ id: them.id, isWatched: false });
      const again = await api.call('DELETE', url, { token: me.token });
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('ResourceNotFound');
      expect((await api.call('GET', '/api/v1/user/watching', { token: me.token })).body).toEqual(
        [],
      );
    });

    it('is private to each member and refuses self, unknown and unpublished members', async () => {
      const me = await published();
      const them = await published();
      const draft = await api.signup();
      await api.call('PUT', `/api/v1/user/watching/${them.id}`, { token: me.token });
      expect((await api.call('GET', '/api/v1/user/watching', { token: them.token })).body).toEqual(
        [],
      );
      expect(
        (await api.call('DELETE', `/api/v1/user/watching/${them.id}`, { token: them.token }))
          .status,
      ).toBe(404);
      expect(
        (await api.call('GET', `/api/v1/user/watching/${them.id}`, { token: me.token })).body
          .isWatched,
      ).toBe(true);
      expect(
        (await api.call('PUT', `/api/v1/user/watching/${me.id}`, { token: me.token })).status,
      ).toBe(400);
      expect(
        (await api.call('PUT', '/api/v1/user/watching/999999', { token: me.token })).status,
      ).toBe(404);
      expect(
        (await api.call('PUT', `/api/v1/user/watching/${draft.id}`, { token: me.token })).status,
      ).toBe(404);
      expect((await api.call('GET', '/api/v1/user/watching')).status).toBe(401);
      expect((await api.call('PUT', '/api/v1/user/watching/abc', { token: me.token })).status).toBe(
        400,
      );
    });
  });
});
