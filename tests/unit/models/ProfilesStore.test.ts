import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_BUCKETS, PROFESSIONS, type ProfileSearchQuery } from '@/contract';
import { setAnalyticsRecorder, type AnalyticsEvent } from '@/lib/analytics';
import { demoDocuments } from '@demo/content';
import { DEMO_EMAIL, NEWCOMER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { api } from '@mocks/http';
import { DEPARTED_MEMBER_ID, featuredMembers } from '@mocks/scenarios';
import { byName, community, idOf, memberById } from '../demo';
import { createRootStore } from '@/models/RootStore';
import { createTestEnv, createTestStore } from '../helpers';
import { mockServer } from '../setup';

const lastNames = (members: { lastName: string }[]) => members.map((m) => m.lastName);
/** A profession and experience no demo member has: a search that finds nobody. */
const nobody = PROFESSIONS.flatMap((profession) =>
  EXPERIENCE_BUCKETS.filter((years) => years > 0).map((experienceYears) => ({
    profession,
    experienceYears,
  })),
).find(
  (filter) =>
    !community.members.some(
      (m) => m.profession === filter.profession && m.experienceYears === filter.experienceYears,
    ),
)! satisfies Partial<ProfileSearchQuery>;

describe('ProfilesStore', () => {
  it('loads a public profile with its records', async () => {
    const { profiles } = createTestStore();
    // A member with a certification (the demo member has none), not the first one.
    const id = idOf(community.members.findIndex((m, index) => index > 0 && m.certification));
    const profile = await profiles.load(id);
    expect(profile.firstName).toBe(memberById(id).firstName);
    expect(profiles.profile(id)?.certifications).toHaveLength(1);
    expect(profiles.profile(id)?.positions).toHaveLength(memberById(id).positions.length);
    expect(profiles.isMissing(id)).toBe(false);
  });

  it("starts with a server-rendered page's data, kept as it was when the API answers the same", async () => {
    const id = idOf(1);
    const answers = createTestStore().profiles;
    const profile = await answers.load(id);
    const receipts = await answers.loadVerifications(id);
    // The snapshot server/pages.ts writes into a profile's page, which src/main.tsx starts with.
    const key = String(id);
    const { profiles } = createRootStore(createTestEnv(), {
      profiles: { profiles: { [key]: profile }, verifications: { [key]: receipts } },
    });
    const seeded = profiles.profile(id);
    const seededReceipts = profiles.verificationsOf(id);
    expect(seeded).toEqual(profile);
    // The page's refresh as it opens: the same answer, so nothing observing it renders again.
    await profiles.load(id);
    await profiles.loadVerifications(id);
    expect(profiles.profile(id)).toBe(seeded);
    expect(profiles.verificationsOf(id)).toBe(seededReceipts);
    // A changed answer replaces it.
    profiles.put({ ...profile, city: 'Elsewhere' });
    expect(profiles.profile(id)?.city).toBe('Elsewhere');
    expect(profiles.profile(id)).not.toBe(seeded);
  });

  it('remembers an unknown or unpublished profile as missing (the not-found view)', async () => {
    const { profiles } = createTestStore();
    await expect(profiles.load(9999)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(profiles.isMissing(9999)).toBe(true);
    await expect(profiles.load(NEWCOMER_ID)).rejects.toMatchObject({ status: 404 });
    expect(profiles.isMissing(NEWCOMER_ID)).toBe(true);
  });

  it('searches with the query the contract writes (empty values are not sent)', async () => {
    const { profiles } = createTestStore();
    let query = '';
    mockServer.events.on(
      'request:start',
      ({ request }) => void (query = new URL(request.url).search),
    );
    const result = await profiles.search({
      profession: 'legal',
      expertise: '',
      searchByRegion: false,
    });
    mockServer.events.removeAllListeners();
    expect(query).toBe('?profession=legal');
    const lawyers = community.members.filter((m) => m.profession === 'legal').sort(byName);
    expect(lawyers.length).toBeGreaterThan(1);
    expect(result.items.map((card) => card.lastName)).toEqual(lastNames(lawyers));
    expect(profiles.results).toHaveLength(lawyers.length);
    expect(profiles.query).toEqual({
      profession: 'legal',
      expertise: '',
      searchByRegion: false,
    });
  });

  it('tracks a search with the values chosen: no state is All States (ALL), no paging', async () => {
    const { profiles } = createTestStore();
    const events: AnalyticsEvent[] = [];
    setAnalyticsRecorder((event) => events.push(event));
    try {
      await profiles.search({ profession: 'legal', searchByRegion: false, limit: 24 });
    } finally {
      setAnalyticsRecorder(undefined);
    }
    expect(events).toEqual([
      {
        type: 'track',
        event: 'Community Searched',
        properties: { profession: 'legal', region: 'ALL', searchByRegion: false },
      },
    ]);
  });

  it('shows more: the next page of the same search is appended (limit/offset)', async () => {
    const { profiles } = createTestStore();
    const first = await profiles.search({ limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    const page = await profiles.searchMore();
    expect(page.offset).toBe(5);
    expect(profiles.ops.searchMore.status).toBe('done');
    const all = await createTestStore().profiles.search({ limit: 10 });
    expect(profiles.results.map((card) => card.id)).toEqual(all.items.map((card) => card.id));
    expect(profiles.result?.total).toBe(first.total);
  });

  it('filters by region: practice locations, or residence with searchByRegion', async () => {
    const { profiles } = createTestStore();
    const inIllinois = community.members
      .filter((m) => m.locations.includes('IL') || m.locations.includes('ALL'))
      .sort(byName);
    const livingThere = community.members.filter((m) => m.region === 'IL').sort(byName);
    // The two differ both ways: some practise there from elsewhere, some live there and
    // practise in Illinois too.
    expect(inIllinois.some((m) => m.region !== 'IL' && !m.locations.includes('ALL'))).toBe(true);
    expect(livingThere.length).toBeGreaterThan(0);
    const practising = await profiles.search({ region: 'IL' });
    expect(practising.total).toBe(inIllinois.length);
    expect(practising.items.map((c) => c.lastName)).toEqual(lastNames(inIllinois));
    const residing = await profiles.search({ region: 'IL', searchByRegion: true });
    expect(residing.items.map((c) => c.lastName)).toEqual(lastNames(livingThere));
  });

  it('an empty answer is an empty result', async () => {
    const { profiles } = createTestStore();
    const result = await profiles.search(nobody);
    expect(result).toMatchObject({ items: [], total: 0 });
  });

  it('loads the featured members named by the content service', async () => {
    const { profiles } = createTestStore();
    const featured = demoDocuments.find((d) => d.type === 'community_users_ids')!.data as {
      users: Array<{ user_id1: number }>;
    };
    const ids = featured.users.map((u) => u.user_id1);
    expect(ids.length).toBeGreaterThan(1);
    const cards = await profiles.loadFeatured();
    expect(cards.map((card) => card.firstName)).toEqual(ids.map((id) => memberById(id).firstName));
  });

  it('skips a featured id that no longer resolves, silently', async () => {
    const { profiles } = createTestStore();
    mockServer.use(...featuredMembers([2, DEPARTED_MEMBER_ID, NEWCOMER_ID, 3]));
    const cards = await profiles.loadFeatured();
    // The unknown id and the unpublished newcomer are left out; the order stays.
    expect(cards.map((card) => card.id)).toEqual([2, 3]);
    expect(profiles.ops.loadFeatured.status).toBe('done');
  });

  it('fails the featured members only when a failure leaves no card', async () => {
    const { profiles } = createTestStore();
    mockServer.use(
      ...featuredMembers([2, 3]),
      http.get(api('/v1/profiles/3'), () => HttpResponse.error()),
    );
    await expect(profiles.loadFeatured()).resolves.toHaveLength(1);
    mockServer.use(http.get(api('/v1/profiles/:id'), () => HttpResponse.error()));
    await expect(profiles.loadFeatured()).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(profiles.ops.loadFeatured.isFailed).toBe(true);
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
    const first = profiles.search(nobody);
    const latest = await profiles.search({});
    expect(latest.total).toBeGreaterThan(0);
    await expect(first).resolves.toMatchObject({ total: 0 });
    expect(profiles.result).toEqual(latest);
    expect(profiles.query).toEqual({});
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

describe('ProfilesStore: loadVerifications', () => {
  it("loads one member's receipts, pending and failed for that member only", async () => {
    const root = createTestStore();
    const { profiles } = root;
    const loading = profiles.loadVerifications(2);
    expect(profiles.ops.loadVerifications.get(2).isPending).toBe(true);
    expect(profiles.ops.loadVerifications.get(3).status).toBe('idle');
    const receipts = await loading;
    expect(receipts.map((receipt) => receipt.kind)).toContain('email');
    expect(profiles.verificationsOf(2)).toEqual(receipts);
    await expect(profiles.loadVerifications(999_999)).rejects.toMatchObject({
      code: 'ResourceNotFound',
    });
    expect(profiles.ops.loadVerifications.get(999_999).error?.code).toBe('ResourceNotFound');
    expect(profiles.verificationsOf(999_999)).toBeUndefined();
    expect(profiles.ops.loadVerifications.get(2).status).toBe('done');
    profiles.clear();
    expect(profiles.verificationsOf(2)).toBeUndefined();
    expect(profiles.ops.loadVerifications.get(2).status).toBe('idle');
  });

  it('keeps the failure of a server error', async () => {
    mockServer.use(
      http.get(api('/v1/profiles/:id/verifications'), () =>
        HttpResponse.json({ code: 'InternalError', message: 'boom' }, { status: 500 }),
      ),
    );
    const { profiles } = createTestStore();
    await expect(profiles.loadVerifications(2)).rejects.toMatchObject({ status: 500 });
    expect(profiles.ops.loadVerifications.get(2).isFailed).toBe(true);
    expect(profiles.verificationsOf(2)).toBeUndefined();
  });
});
