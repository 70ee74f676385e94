import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NEWCOMER_ID } from '@mocks/data/members';
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
    expect(profiles.error?.kind).toBe('NETWORK');
    expect(profiles.loading).toBe(false);
  });
});
