import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}
const watchedIds = () =>
  db.watching.filter((row) => row.userId === DEMO_USER_ID).map((row) => row.watchedId);

describe('WatchStore', () => {
  it('loads the watch list, newest first, and knows who is watched', async () => {
    const { watch } = await signedIn();
    const pending = watch.load();
    expect(watch.loading).toBe(true);
    await pending;
    expect(watch.loading).toBe(false);
    expect(watch.list.map((item) => item.profile.firstName)).toEqual(['Emily', 'Maria']);
    expect(watch.isWatched(13)).toBe(true);
    expect(watch.isWatched(2)).toBe(false);
  });

  it('toggle watches, then stops watching, on the server too', async () => {
    const { watch } = await signedIn();
    await watch.load();
    await expect(watch.toggle(7)).resolves.toBe(true);
    expect(watch.isWatched(7)).toBe(true);
    expect(watchedIds()).toContain(7);
    expect(watch.list.map((item) => item.id)).toContain(7);
    await expect(watch.toggle(7)).resolves.toBe(false);
    expect(watch.isWatched(7)).toBe(false);
    expect(watchedIds()).not.toContain(7);
    expect(watch.list.map((item) => item.id)).not.toContain(7);
  });

  it("check reads one member's state", async () => {
    const { watch } = await signedIn();
    expect(watch.isKnown(4)).toBe(false);
    await expect(watch.check(4)).resolves.toBe(true);
    expect(watch.isKnown(4)).toBe(true);
    await expect(watch.check(5)).resolves.toBe(false);
  });

  it('a not-found answer counts as success for watch and stop watching', async () => {
    const { watch } = await signedIn();
    mockServer.use(
      http.put(api('/v1/user/watching/:id'), () =>
        HttpResponse.json({ code: 'ResourceNotFound', message: 'gone' }, { status: 404 }),
      ),
    );
    await expect(watch.watch(99)).resolves.toBe(true);
    expect(watch.isWatched(99)).toBe(true);
    // Not watched on the server: DELETE answers 404, which still counts as done.
    await expect(watch.unwatch(5)).resolves.toBe(false);
    expect(watch.error).toBeUndefined();
  });

  it('other failures are errors, and the state stays as it was', async () => {
    const { watch } = await signedIn();
    mockServer.use(
      http.put(api('/v1/user/watching/:id'), () =>
        HttpResponse.json({ code: 'InvalidRequest', message: 'no' }, { status: 400 }),
      ),
    );
    await expect(watch.watch(5)).rejects.toMatchObject({ code: 'InvalidRequest' });
    expect(watch.isWatched(5)).toBe(false);
    expect(watch.error?.code).toBe('InvalidRequest');
    expect(watch.isBusy(5)).toBe(false);
  });

  it('logout clears the watch entries', async () => {
    const root = await signedIn();
    await root.watch.load();
    await root.session.logout();
    expect(root.watch.list).toHaveLength(0);
    expect(root.watch.isKnown(4)).toBe(false);
  });
});
