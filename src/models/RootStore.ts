import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import { AccountStoreModel } from './AccountStore';
import { CareerStoreModel } from './CareerStore';
import { CheckStoreModel } from './CheckStore';
import { ContentStoreModel } from './ContentStore';
import { DashboardStoreModel } from './DashboardStore';
import { createAppEnv, type RootStoreEnv } from './environment';
import { MeStoreModel } from './MeStore';
import { NotificationsStoreModel } from './NotificationsStore';
import { ProfilesStoreModel } from './ProfilesStore';
import { ReportsStoreModel } from './ReportsStore';
import { SavedSearchesStoreModel } from './SavedSearchesStore';
import { SessionStoreModel } from './SessionStore';
import { TeamStoreModel } from './TeamStore';
import { TestimonialsStoreModel } from './TestimonialsStore';
import { ToastStoreModel } from './ToastStore';
import { WatchStoreModel } from './WatchStore';

export const RootStoreModel = types
  .model('RootStore', {
    toasts: types.optional(ToastStoreModel, {}),
    session: types.optional(SessionStoreModel, {}),
    me: types.optional(MeStoreModel, {}),
    account: types.optional(AccountStoreModel, {}),
    check: types.optional(CheckStoreModel, {}),
    profiles: types.optional(ProfilesStoreModel, {}),
    reports: types.optional(ReportsStoreModel, {}),
    team: types.optional(TeamStoreModel, {}),
    watch: types.optional(WatchStoreModel, {}),
    savedSearches: types.optional(SavedSearchesStoreModel, {}),
    career: types.optional(CareerStoreModel, {}),
    testimonials: types.optional(TestimonialsStoreModel, {}),
    content: types.optional(ContentStoreModel, {}),
    dashboard: types.optional(DashboardStoreModel, {}),
    notifications: types.optional(NotificationsStoreModel, {}),
  })
  .actions((self) => ({
    /**
     * Logout clears the member's data (spec 4): their record and check, profiles and reports,
     * watch entries, team, career, testimonials, and the state of their operations (the session
     * resets its own).
     */
    clearUserData() {
      self.me.clear();
      self.account.clear();
      self.check.clear();
      self.profiles.clear();
      self.reports.clear();
      self.watch.clear();
      self.savedSearches.clear();
      self.team.clear();
      self.career.clear();
      self.testimonials.clear();
      self.dashboard.clear();
      self.notifications.clear();
    },
  }));

export type RootStore = Instance<typeof RootStoreModel>;
export type RootStoreSnapshotIn = SnapshotIn<typeof RootStoreModel>;

/**
 * A RootStore is made by whoever needs one; none is created at import time. Without an env it
 * gets the real app's (api at /api, local storage, cross-tab locks).
 */
export function createRootStore(
  env: RootStoreEnv = createAppEnv(),
  snapshot: RootStoreSnapshotIn = {},
) {
  return RootStoreModel.create(snapshot, env);
}
