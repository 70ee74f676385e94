import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import {
  ALL,
  toProfileCard,
  type Profile,
  type ProfileCard,
  type ProfileContact,
  type ProfileSearchQuery,
  type ProfileSearchResult,
  type VerificationList,
} from '@/contract';
import { analytics, type AnalyticsProperties } from '@/lib/analytics';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

/** A missing or hidden profile, or an id the API refuses. */
const isMissingProfile = (error: unknown): boolean =>
  isApiError(error) && (error.isNotFound || error.status === 400);

/**
 * The same answer as the one kept (a server-rendered page's data, refreshed as the page opens):
 * kept as it is, so that nothing observing it renders again.
 */
const sameAnswer = (kept: unknown, answer: unknown): boolean =>
  JSON.stringify(kept) === JSON.stringify(answer);

/** A community search: the query's fields, each one left out taking the API's default. */
type Search = Partial<ProfileSearchQuery>;

/**
 * A search as analytics properties: the values chosen, none of the paging. No state is the
 * form's 'All States', recorded as ALL as the events always have.
 */
const searchProperties = ({
  limit: _limit,
  offset: _offset,
  ...filters
}: Search): AnalyticsProperties => ({
  ...Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined),
  ),
  region: filters.region ?? ALL,
});

/** Public profiles by id, the community search, and the featured members of the dashboard. */
export const ProfilesStoreModel = types
  .compose(
    'ProfilesStore',
    WithEnv,
    types.model({
      profiles: types.map(types.frozen<Profile>()),
      /** Ids answered with ResourceNotFound: the not-found view. */
      missing: types.array(types.number),
      /** The query of the search shown (the latest one answered). */
      query: types.frozen<Search>({}),
      result: types.maybe(types.frozen<ProfileSearchResult>()),
      featured: types.frozen<ProfileCard[]>([]),
      /** Contact details a member revealed, by member id (never in the public profile). */
      contacts: types.map(types.frozen<ProfileContact>()),
      /** The receipts of each member's badges, by member id (issue 24). */
      verifications: types.map(types.frozen<VerificationList>()),
    }),
  )
  .volatile(() => ({
    ops: {
      /** By member id: one profile page, one card. */
      load: new OperationMap<number>(),
      search: new Operation(),
      /** The next page of the shown search ("Show more"). */
      searchMore: new Operation(),
      loadFeatured: new Operation(),
      revealContact: new OperationMap<number>(),
      /** By member id: the receipts of the profile's badges. */
      loadVerifications: new OperationMap<number>(),
    },
    /**
     * The query of the latest search call: an earlier answer arriving late is not shown, and a
     * screen tells by it whether the results are those of the search it asked for.
     */
    searching: undefined as Search | undefined,
  }))
  .views((self) => ({
    profile(id: number): Profile | undefined {
      return self.profiles.get(String(id));
    },
    isMissing(id: number): boolean {
      return self.missing.includes(id);
    },
    get results(): ProfileCard[] {
      return self.result?.items ?? [];
    },
    contact(id: number): ProfileContact | undefined {
      return self.contacts.get(String(id));
    },
    verificationsOf(id: number): VerificationList | undefined {
      return self.verifications.get(String(id));
    },
  }))
  .actions((self) => ({
    put(profile: Profile) {
      const key = String(profile.id);
      if (!sameAnswer(self.profiles.get(key), profile)) self.profiles.set(key, profile);
      const index = self.missing.indexOf(profile.id);
      if (index >= 0) self.missing.splice(index, 1);
    },
    markMissing(id: number) {
      self.profiles.delete(String(id));
      if (!self.missing.includes(id)) self.missing.push(id);
    },
    setSearch(query: Search, result: ProfileSearchResult) {
      self.query = query;
      self.result = result;
    },
    appendSearch(page: ProfileSearchResult) {
      if (!self.result) return;
      self.result = { ...page, items: [...self.result.items, ...page.items], offset: 0 };
    },
    setFeatured(cards: ProfileCard[]) {
      self.featured = cards;
    },
    setSearching(query: Search) {
      self.searching = query;
    },
    putContact(id: number, contact: ProfileContact) {
      self.contacts.set(String(id), contact);
    },
    putVerifications(id: number, receipts: VerificationList) {
      const key = String(id);
      if (!sameAnswer(self.verifications.get(key), receipts)) self.verifications.set(key, receipts);
    },
    clear() {
      self.profiles.clear();
      self.missing.clear();
      self.query = {};
      self.result = undefined;
      self.featured = [];
      self.contacts.clear();
      self.verifications.clear();
      self.searching = undefined;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;

    return {
      /** GET /v1/profiles/{id}; a missing or hidden profile is remembered as missing. */
      load: keyedOperation(ops.load, function* (id: number) {
        try {
          const profile = yield* toGenerator(api().profiles.get(id));
          self.put(profile);
          return profile;
        } catch (error) {
          if (isMissingProfile(error)) self.markMissing(id);
          throw error;
        }
      }),

      /** Every call runs (a new query is a new search); only the latest one's answer shows. */
      search: operation(
        ops.search,
        function* (query: Search) {
          self.setSearching(query);
          const result = yield* toGenerator(api().profiles.search(query));
          if (self.searching === query) self.setSearch(query, result);
          analytics.track('Community Searched', searchProperties(query));
          return result;
        },
        { duplicates: 'latest' },
      ),

      /**
       * The next page of the shown search (offset = cards shown), appended to it. A new search
       * started meanwhile wins: its answer replaces the results, this page is dropped.
       */
      searchMore: operation(ops.searchMore, function* () {
        const query = self.query;
        const shown = self.results.length;
        const page = yield* toGenerator(api().profiles.search({ ...query, offset: shown }));
        if (self.query === query && self.searching === query && self.results.length === shown)
          self.appendSearch(page);
        return page;
      }),

      /**
       * Featured member ids come from the content service; each is fetched by id. An id that no
       * longer resolves (the member left or unpublished) is skipped silently; any other failure
       * fails the load only when it leaves no card to show.
       */
      loadFeatured: operation(ops.loadFeatured, function* () {
        const ids = yield* toGenerator(api().content.featuredMemberIds());
        const answers = yield* toGenerator(
          Promise.allSettled(ids.map((id) => api().profiles.get(id))),
        );
        const cards = answers.flatMap((answer) =>
          answer.status === 'fulfilled' ? [toProfileCard(answer.value)] : [],
        );
        const failure = answers.find(
          (answer): answer is PromiseRejectedResult =>
            answer.status === 'rejected' && !isMissingProfile(answer.reason),
        );
        if (failure && cards.length === 0) throw failure.reason;
        self.setFeatured(cards);
        return cards;
      }),

      /**
       * GET /v1/profiles/{id}/contact: the member's website, e-mail and phone, shown once
       * revealed; the server records the view (docs/architecture.md "clicking reveals them").
       */
      revealContact: keyedOperation(ops.revealContact, function* (id: number) {
        const contact = yield* toGenerator(api().profiles.contact(id));
        self.putContact(id, contact);
        analytics.track('Contact Info Revealed', { memberId: id });
        return contact;
      }),

      /**
       * GET /v1/profiles/{id}/verifications: the receipts behind the profile's badges, loaded
       * beside the profile; each badge opens its own.
       */
      loadVerifications: keyedOperation(ops.loadVerifications, function* (id: number) {
        const receipts = yield* toGenerator(api().verifications.list(id));
        self.putVerifications(id, receipts);
        return receipts;
      }),
    };
  });

export type ProfilesStore = Instance<typeof ProfilesStoreModel>;
