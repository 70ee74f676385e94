import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import { createAppEnv, type RootStoreEnv } from './environment';
import { SessionStoreModel } from './SessionStore';
import { ToastStoreModel } from './ToastStore';

export const RootStoreModel = types
  .model('RootStore', {
    toasts: types.optional(ToastStoreModel, {}),
    session: types.optional(SessionStoreModel, {}),
  })
  .actions(() => ({
    /** Logout clears the member's data (spec 4): profiles, watch entries, team, career. */
    clearUserData() {},
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
