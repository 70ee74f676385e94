import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type { Profile, ProfileCard, ProfileSearchFilter, ProfileSearchResult } from '@/contract';
import { Tracked, trackedFlow } from './tracking';

const toCard = (profile: Profile): ProfileCard => ({
  id: profile.id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  avatar: profile.avatar,
  profession: profile.profession,
  city: profile.city,
  region: profile.region,
  status: null,
});

/** Public profiles by id, the community search, and the featured members of the dashboard. */
export const ProfilesStoreModel = types
  .compose(
    'ProfilesStore',
    Tracked,
    types.model({
      profiles: types.map(types.frozen<Profile>()),
      /** Ids answered with ResourceNotFound: the not-found view. */
      missing: types.array(types.number),
      filter: types.frozen<ProfileSearchFilter>({}),
      result: types.maybe(types.frozen<ProfileSearchResult>()),
      featured: types.frozen<ProfileCard[]>([]),
    }),
  )
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
  }))
  .actions((self) => ({
    put(profile: Profile) {
      self.profiles.set(String(profile.id), profile);
      const index = self.missing.indexOf(profile.id);
      if (index >= 0) self.missing.splice(index, 1);
    },
    markMissing(id: number) {
      self.profiles.delete(String(id));
      if (!self.missing.includes(id)) self.missing.push(id);
    },
    setSearch(filter: ProfileSearchFilter, result: ProfileSearchResult) {
      self.filter = filter;
      self.result = result;
    },
    setFeatured(cards: ProfileCard[]) {
      self.featured = cards;
    },
    clear() {
      self.profiles.clear();
      self.missing.clear();
      self.filter = {};
      self.result = undefined;
      self.featured = [];
      self.error = undefined;
    },
  }))
  .actions((self) => {
    const tracked = trackedFlow(self);
    const api = () => self.env.api;

    return {
      /** GET /v1/profiles/{id}; a missing or hidden profile is remembered as missing. */
      load: tracked(function* (id: number) {
        try {
          const profile = yield* toGenerator(api().profiles.get(id));
          self.put(profile);
          return profile;
        } catch (error) {
          if (isApiError(error) && (error.isNotFound || error.status === 400)) self.markMissing(id);
          throw error;
        }
      }),

      search: tracked(function* (filter: ProfileSearchFilter) {
        const result = yield* toGenerator(api().profiles.search(filter));
        self.setSearch(filter, result);
        return result;
      }),

      /** Featured member ids come from the content service; each is fetched by id. */
      loadFeatured: tracked(function* () {
        const ids = yield* toGenerator(api().content.featuredMemberIds());
        const answers = yield* toGenerator(
          Promise.allSettled(ids.map((id) => api().profiles.get(id))),
        );
        // A featured member who left is skipped, not an error for the whole column.
        const cards = answers.flatMap((answer) =>
          answer.status === 'fulfilled' ? [toCard(answer.value)] : [],
        );
        self.setFeatured(cards);
        return cards;
      }),
    };
  });

export type ProfilesStore = Instance<typeof ProfilesStoreModel>;
