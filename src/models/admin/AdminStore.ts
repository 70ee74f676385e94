import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { operation, Operation } from '../operations';
import { AuditStoreModel } from './AuditStore';
import { WithAdminEnv, type AdminStoreEnv } from './environment';
import { LicencesStoreModel } from './LicencesStore';
import { MembersStoreModel } from './MembersStore';
import { PostsStoreModel } from './PostsStore';
import { ReportsStoreModel } from './ReportsStore';
import { ReviewsStoreModel } from './ReviewsStore';
import { SecondFactorStoreModel } from './SecondFactorStore';

/*
 * The root of the operator stores (docs/architecture.md "Operators and vetting"), apart from the
 * member RootStore: the admin layout creates it when it mounts (AdminStoreProvider), so none of
 * this is in a member's first load, and it is gone when the operator leaves /admin.
 *
 * How to add a feature store (one per operator feature: reviews, members, posts, reports, audit):
 *   1. src/api/admin/<noun>.ts: one function per endpoint, added to createAdminApi
 *      (src/api/admin/index.ts); a store reaches it as `self.env.api.<noun>`.
 *   2. src/models/admin/<Noun>Store.ts: `types.compose('<Noun>Store', WithAdminEnv, types.model({…}))`
 *      with its async actions run as operations (../operations.ts), one per action, keyed by the
 *      item's id where a list has a button per item (copy ReviewsStore.ts).
 *   3. A slot below: `<noun>: types.optional(<Noun>StoreModel, {})`. Screens read it with
 *      `useAdminStores().<noun>` (./AdminStoreProvider.tsx).
 *   4. tests/unit/models/admin/<Noun>Store.test.ts: createTestAdminStore() against the MSW mocks.
 */

/** What waits in each queue; null where the count could not be read. */
export interface WaitingCounts {
  reviews: number | null;
  posts: number | null;
  reports: number | null;
}

const totalOf = (result: PromiseSettledResult<{ total: number }>) =>
  result.status === 'fulfilled' ? result.value.total : null;

export const AdminStoreModel = types
  .compose(
    'AdminStore',
    WithAdminEnv,
    types.model({
      reviews: types.optional(ReviewsStoreModel, {}),
      members: types.optional(MembersStoreModel, {}),
      posts: types.optional(PostsStoreModel, {}),
      reports: types.optional(ReportsStoreModel, {}),
      licences: types.optional(LicencesStoreModel, {}),
      audit: types.optional(AuditStoreModel, {}),
      /** This session and the second factor: the layout's door (issue 38). */
      secondFactor: types.optional(SecondFactorStoreModel, {}),
      /** The side navigation's counts. */
      waiting: types.frozen<WaitingCounts | null>(null),
    }),
  )
  .volatile(() => ({
    ops: { loadWaiting: new Operation() },
  }))
  .actions((self) => ({
    setWaiting(counts: WaitingCounts) {
      self.waiting = counts;
    },
  }))
  .actions((self) => ({
    /**
     * The open reviews, waiting posts and open reports: three one-row pages, whose totals are
     * the counts. A queue that fails to answer shows no count; the others still do.
     */
    loadWaiting: operation(self.ops.loadWaiting, function* () {
      const { api } = self.env;
      const one = { limit: 1 };
      const [reviews, posts, reports] = yield* toGenerator(
        Promise.allSettled([
          api.reviews.list({ state: 'open', ...one }),
          api.posts.list({ state: 'pending', ...one }),
          api.reports.list({ state: 'open', ...one }),
        ]),
      );
      self.setWaiting({
        reviews: totalOf(reviews),
        posts: totalOf(posts),
        reports: totalOf(reports),
      });
    }),
  }));

export type AdminStore = Instance<typeof AdminStoreModel>;

/** An AdminStore is made by whoever needs one (the admin layout, a story, a test). */
export const createAdminStore = (env: AdminStoreEnv): AdminStore => AdminStoreModel.create({}, env);
