import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, NEWCOMER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

describe('ProfilesStore', () => {
  it('loads a public profile with its records', async () => {
    const { profiles } = createTestStore();
    const profile = await profiles.load(7);
    expect(profile.firstName).toBe('Olivia');
    expect(profiles.profile(7)?.certifications).toHaveLength(1);
    expect(profiles.isMissing(7)).toBe(false);
  });

  it('remembers an unknown or unpublished profile as missing (the not-found view)', async () => {
    const { profiles } = createTestStore();
    await expect(profiles.load(9999)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(profiles.isMissing(9999)).toBe(true);
    await expect(profiles.load(NEWCOMER_ID)).rejects.toMatchObject({ status: 404 });
    expect(profiles.isMissing(NEWCOMER_ID)).toBe(true);
  });

  it('searches with the query built from the filter object', async () => {
    const { profiles } = createTestStore();
    let query = '';
    mockServer.events.on(
      'request:start',
      ({ request }) => void (query = new URL(request.url).search),
    );
    const result = await profiles.search({
      profession: 'legal',
      expertise: '',
      region: 'ALL',
      experienceYears: '',
    });
    mockServer.events.removeAllListeners();
    expect(query).toBe('?profession=legal');
    expect(result.items.map((card) => card.lastName)).toEqual(['Brooks', 'Carter']);
    expect(profiles.results).toHaveLength(2);
    expect(profiles.filter).toEqual({
      profession: 'legal',
      expertise: '',
      region: 'ALL',
      experienceYears: '',
    });
  });

  it('filters by region: practice locations, or residence with searchByRegion', async () => {
    const { profiles } = createTestStore();
    const practising = await profiles.search({ region: 'NJ' });
    expect(practising.items.map((c) => c.lastName).sort()).toEqual([
      'Brooks',
      'Okafor',
      'Shah',
      'Watanabe',
    ]);
    const residing = await profiles.search({ region: 'IL', searchByRegion: true });
    expect(residing.items.map((c) => c.lastName)).toEqual(['Morgan', 'Rossi']);
  });

  it('an empty answer is an empty result', async () => {
    const { profiles } = createTestStore();
    const result = await profiles.search({ profession: 'it', experienceYears: 25 });
    expect(result).toMatchObject({ items: [], total: 0 });
  });

  it('loads the featured members named by the content service', async () => {
    const { profiles } = createTestStore();
    const cards = await profiles.loadFeatured();
    expect(cards.map((card) => card.firstName)).toEqual(['Priya', 'Daniel', 'Olivia']);
  });

  it('keeps the error of a failed search', async () => {
    const { profiles } = createTestStore();
    mockServer.use(http.get(api('/v1/profiles'), () => HttpResponse.error()));
    await expect(profiles.search({})).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(profiles.ops.search.status).toBe('failed');
    expect(profiles.ops.search.error?.kind).toBe('NETWORK');
    expect(profiles.ops.loadFeatured.status).toBe('idle');
  });

  it('a later search wins: the earlier answer, arriving last, is not shown', async () => {
    const { profiles } = createTestStore();
    // The first search's answer is held back; the handler then falls through to the default.
    mockServer.use(
      http.get(api('/v1/profiles'), async ({ request }) => {
        if (new URL(request.url).searchParams.has('profession')) await delay(50);
      }),
    );
    const first = profiles.search({ profession: 'it', experienceYears: 25 });
    const latest = await profiles.search({});
    expect(latest.total).toBeGreaterThan(0);
    await expect(first).resolves.toMatchObject({ total: 0 });
    expect(profiles.result).toEqual(latest);
    expect(profiles.filter).toEqual({});
    expect(profiles.ops.search.status).toBe('done');
  });

  it("loading one profile is pending for that id only, and keeps that id's failure", async () => {
    const { profiles } = createTestStore();
    const loading = profiles.load(2);
    expect(profiles.ops.load.get(2).isPending).toBe(true);
    expect(profiles.ops.load.get(3).status).toBe('idle');
    expect(profiles.ops.search.isPending).toBe(false);
    await loading;
    expect(profiles.ops.load.get(2).status).toBe('done');
    await expect(profiles.load(999_999)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(profiles.ops.load.get(999_999).error?.code).toBe('ResourceNotFound');
    expect(profiles.ops.load.get(2).status).toBe('done');
  });
});

describe('ProfilesStore: revealContact', () => {
  it("reveals one member's contact details, records the view, and logout forgets them", async () => {
    const root = createTestStore();
    await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { profiles } = root;
    const views = db.contactViews.length;
    const revealing = profiles.revealContact(2);
    expect(profiles.ops.revealContact.get(2).isPending).toBe(true);
    expect(profiles.ops.revealContact.get(3).status).toBe('idle');
    const contact = await revealing;
    expect(Object.keys(contact).sort()).toEqual(['contactEmail', 'contactPhone', 'website']);
    expect(profiles.contact(2)).toEqual(contact);
    expect(db.contactViews.length).toBe(views + 1);
    await root.session.logout();
    expect(profiles.contact(2)).toBeUndefined();
    expect(profiles.ops.revealContact.get(2).status).toBe('idle');
  });

  it('signed out, the reveal fails with the ApiError kept for that member', async () => {
    const { profiles } = createTestStore();
    await expect(profiles.revealContact(2)).rejects.toMatchObject({ status: 401 });
    expect(profiles.ops.revealContact.get(2).error?.status).toBe(401);
    expect(profiles.contact(2)).toBeUndefined();
  });
});
