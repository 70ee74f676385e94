import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { demoWatchedIds, memberById, strangerIds } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

// From the demo community: members the demo member watches, and members not watched.
const [watched] = demoWatchedIds;
const [notWatched, otherNotWatched] = strangerIds;

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
    expect(watch.ops.load.status).toBe('pending');
    await pending;
    expect(watch.ops.load.status).toBe('done');
    expect(demoWatchedIds.length).toBeGreaterThan(1);
    expect(watch.list.map((item) => item.profile.firstName)).toEqual(
      demoWatchedIds.map((id) => memberById(id).firstName),
    );
    expect(watch.isWatched(watched!)).toBe(true);
    expect(watch.isWatched(notWatched!)).toBe(false);
  });

  it('toggle watches, then stops watching, on the server too', async () => {
    const { watch } = await signedIn();
    await watch.load();
    await expect(watch.toggle(notWatched!)).resolves.toBe(true);
    expect(watch.isWatched(notWatched!)).toBe(true);
    expect(watchedIds()).toContain(notWatched);
    expect(watch.list.map((item) => item.id)).toContain(notWatched);
    await expect(watch.toggle(notWatched!)).resolves.toBe(false);
    expect(watch.isWatched(notWatched!)).toBe(false);
    expect(watchedIds()).not.toContain(notWatched);
    expect(watch.list.map((item) => item.id)).not.toContain(notWatched);
  });

  it("check reads one member's state", async () => {
    const { watch } = await signedIn();
    expect(watch.isKnown(watched!)).toBe(false);
    await expect(watch.check(watched!)).resolves.toBe(true);
    expect(watch.isKnown(watched!)).toBe(true);
    await expect(watch.check(notWatched!)).resolves.toBe(false);
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
    await expect(watch.unwatch(notWatched!)).resolves.toBe(false);
    expect(watch.ops.watch.get(99).status).toBe('done');
    expect(watch.ops.unwatch.get(notWatched!).status).toBe('done');
  });

  it('other failures are errors, and the state stays as it was', async () => {
    const { watch } = await signedIn();
    mockServer.use(
      http.put(api('/v1/user/watching/:id'), () =>
        HttpResponse.json({ code: 'InvalidRequest', message: 'no' }, { status: 400 }),
      ),
    );
    await expect(watch.watch(notWatched!)).rejects.toMatchObject({ code: 'InvalidRequest' });
    expect(watch.isWatched(notWatched!)).toBe(false);
    expect(watch.ops.watch.get(notWatched!).status).toBe('failed');
    expect(watch.ops.watch.get(notWatched!).error?.code).toBe('InvalidRequest');
    expect(watch.ops.load.isFailed).toBe(false);
  });

  it("toggling one member's Watch leaves another member's idle", async () => {
    const { watch } = await signedIn();
    const toggled = watch.toggle(notWatched!);
    expect(watch.ops.toggle.get(notWatched!).isPending).toBe(true);
    expect(watch.ops.toggle.get(otherNotWatched!).status).toBe('idle');
    // The old shared `loading` would have shown the list as loading too.
    expect(watch.ops.load.isPending).toBe(false);
    await toggled;
    expect(watch.ops.toggle.get(notWatched!).status).toBe('done');
    expect(watch.ops.toggle.get(otherNotWatched!).status).toBe('idle');
  });

  it('a second toggle while the first is pending joins it: one request', async () => {
    const { watch } = await signedIn();
    let puts = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts += 1;
    });
    const first = watch.toggle(notWatched!);
    const second = watch.toggle(notWatched!);
    expect(second).toBe(first);
    await expect(second).resolves.toBe(true);
    mockServer.events.removeAllListeners();
    expect(puts).toBe(1);
    expect(watch.isWatched(notWatched!)).toBe(true);
  });

  it('a failed load keeps its error until the next load, and leaves toggles alone', async () => {
    const { watch } = await signedIn();
    await watch.toggle(notWatched!);
    mockServer.use(http.get(api('/v1/user/watching'), () => HttpResponse.error()));
    await expect(watch.load()).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(watch.ops.load.error?.kind).toBe('NETWORK');
    expect(watch.ops.toggle.get(notWatched!).status).toBe('done');
    mockServer.resetHandlers();
    const again = watch.load();
    expect(watch.ops.load.error).toBeUndefined();
    await again;
    expect(watch.ops.load.status).toBe('done');
  });

  it('logout clears the watch entries and resets every operation', async () => {
    const root = await signedIn();
    await root.watch.load();
    await root.watch.toggle(notWatched!);
    expect(root.watch.isKnown(watched!)).toBe(true);
    await root.session.logout();
    expect(root.watch.list).toHaveLength(0);
    expect(root.watch.isKnown(watched!)).toBe(false);
    expect(root.watch.ops.load.status).toBe('idle');
    expect(root.watch.ops.toggle.get(notWatched!).status).toBe('idle');
  });
});
