import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { fullSavedSearches, someSavedSearches } from '@mocks/scenarios';
import { apiMessages, SAVED_SEARCH_MAX } from '@/contract';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}
const storedNames = () =>
  db.savedSearches.filter((row) => row.userId === DEMO_USER_ID).map((row) => row.name);

describe('SavedSearchesStore', () => {
  it('loads the list newest first, with who matches now and who is new', async () => {
    someSavedSearches();
    const { savedSearches } = await signedIn();
    const pending = savedSearches.load();
    expect(savedSearches.ops.load.isPending).toBe(true);
    await pending;
    expect(savedSearches.ops.load.status).toBe('done');
    expect(savedSearches.list.map((s) => s.name)).toEqual([
      'HR, 13+ years',
      'Accountants',
      'Lawyers anywhere',
    ]);
    const [hr, accountants] = savedSearches.list;
    expect(hr).toMatchObject({ matches: 0, newMatches: 0 });
    expect(accountants).toMatchObject({ matches: 10, newMatches: 2 });
    expect(savedSearches.isFull).toBe(false);
  });

  it('saves a search first on the list and on the server', async () => {
    const { savedSearches } = await signedIn();
    await savedSearches.load();
    const saved = await savedSearches.save('Coaches', {
      profession: 'coach',
      searchByRegion: false,
    });
    expect(saved).toMatchObject({ name: 'Coaches', newMatches: 0 });
    expect(savedSearches.list[0]?.id).toBe(saved.id);
    expect(storedNames()).toEqual(['Coaches']);
    expect(savedSearches.ops.save.status).toBe('done');
  });

  it('a refused save keeps its error and changes nothing', async () => {
    fullSavedSearches();
    const { savedSearches } = await signedIn();
    await savedSearches.load();
    expect(savedSearches.isFull).toBe(true);
    await expect(savedSearches.save('One more', { searchByRegion: false })).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.savedSearchLimit,
    });
    expect(savedSearches.ops.save.error?.message).toBe(apiMessages.savedSearchLimit);
    expect(savedSearches.list).toHaveLength(SAVED_SEARCH_MAX);
    expect(storedNames()).toHaveLength(SAVED_SEARCH_MAX);
  });

  it('opening one clears its new count; renaming and deleting are per search', async () => {
    someSavedSearches();
    const { savedSearches } = await signedIn();
    await savedSearches.load();
    const [hr, texas] = savedSearches.list;
    const opening = savedSearches.open(texas!.id);
    expect(savedSearches.ops.open.get(texas!.id).isPending).toBe(true);
    expect(savedSearches.ops.open.get(hr!.id).status).toBe('idle');
    const opened = await opening;
    expect(opened.query).toMatchObject({ profession: 'accounting' });
    expect(savedSearches.find(texas!.id)?.newMatches).toBe(0);

    await savedSearches.rename(hr!.id, 'Seasoned HR');
    expect(savedSearches.find(hr!.id)?.name).toBe('Seasoned HR');
    expect(storedNames()).toContain('Seasoned HR');

    let deletes = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes += 1;
    });
    const first = savedSearches.remove(hr!.id);
    expect(savedSearches.remove(hr!.id)).toBe(first);
    await first;
    mockServer.events.removeAllListeners();
    expect(deletes).toBe(1);
    expect(savedSearches.find(hr!.id)).toBeUndefined();
    expect(storedNames()).not.toContain('Seasoned HR');
  });

  it('a search already gone counts as deleted; a failed load keeps its error', async () => {
    someSavedSearches();
    const { savedSearches } = await signedIn();
    await savedSearches.load();
    const [first] = savedSearches.list;
    db.savedSearches = db.savedSearches.filter((row) => row.id !== first!.id);
    await savedSearches.remove(first!.id);
    expect(savedSearches.ops.remove.get(first!.id).status).toBe('done');
    expect(savedSearches.find(first!.id)).toBeUndefined();

    mockServer.use(http.get(api('/v1/user/searches'), () => HttpResponse.error()));
    await expect(savedSearches.load()).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(savedSearches.ops.load.isFailed).toBe(true);
    expect(savedSearches.list).toHaveLength(2);
  });

  it('logout clears the list and resets every operation', async () => {
    someSavedSearches();
    const root = await signedIn();
    await root.savedSearches.load();
    await root.session.logout();
    expect(root.savedSearches.list).toHaveLength(0);
    expect(root.savedSearches.loaded).toBe(false);
    expect(root.savedSearches.ops.load.status).toBe('idle');
  });
});
