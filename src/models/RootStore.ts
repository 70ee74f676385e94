import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import type { RootStoreEnv } from './environment';
import { ToastStoreModel } from './ToastStore';

export const RootStoreModel = types.model('RootStore', {
  toasts: types.optional(ToastStoreModel, {}),
});

export type RootStore = Instance<typeof RootStoreModel>;
export type RootStoreSnapshotIn = SnapshotIn<typeof RootStoreModel>;

/** A RootStore is made by whoever needs one; none is created at import time. */
export function createRootStore(env: RootStoreEnv = {}, snapshot: RootStoreSnapshotIn = {}) {
  return RootStoreModel.create(snapshot, env);
}
