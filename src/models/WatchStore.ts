import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type { WatchListItem } from '@/contract';
import { Tracked, trackedFlow } from './tracking';

/**
 * The watch list and the watched state of members seen on screen. Spec 8: a not-found answer
 * to watch or stop watching counts as success.
 */
export const WatchStoreModel = types
  .compose(
    'WatchStore',
    Tracked,
    types.model({
      list: types.array(types.frozen<WatchListItem>()),
      loaded: false,
      /** isWatched by member id (as a string key), for members whose state is known. */
      watched: types.map(types.boolean),
    }),
  )
  .volatile(() => ({ busy: new Set<number>() }))
  .views((self) => ({
    isWatched(id: number): boolean {
      return self.watched.get(String(id)) ?? false;
    },
    isKnown(id: number): boolean {
      return self.watched.has(String(id));
    },
    isBusy(id: number): boolean {
      return self.busy.has(id);
    },
  }))
  .actions((self) => ({
    setWatched(id: number, isWatched: boolean) {
      self.watched.set(String(id), isWatched);
      if (!isWatched) {
        const item = self.list.find((entry) => entry.id === id);
        if (item) self.list.remove(item);
      }
    },
    setList(items: WatchListItem[]) {
      self.list.replace(items);
      self.loaded = true;
      for (const item of items) self.watched.set(String(item.id), true);
    },
    markBusy(id: number, busy: boolean) {
      const next = new Set(self.busy);
      if (busy) next.add(id);
      else next.delete(id);
      self.busy = next;
    },
    clear() {
      self.list.clear();
      self.watched.clear();
      self.loaded = false;
      self.error = undefined;
    },
  }))
  .actions((self) => {
    const tracked = trackedFlow(self);
    const notFoundIsSuccess = (error: unknown) => isApiError(error) && error.isNotFound;

    function* change(id: number, isWatched: boolean) {
      const { watch } = self.env.api;
      self.markBusy(id, true);
      try {
        yield* toGenerator(isWatched ? watch.watch(id) : watch.unwatch(id));
      } catch (error) {
        if (!notFoundIsSuccess(error)) throw error;
      } finally {
        self.markBusy(id, false);
      }
      self.setWatched(id, isWatched);
      // A new entry needs its card: the list is read again when it was shown before.
      if (isWatched && self.loaded) self.setList(yield* toGenerator(watch.list()));
      return isWatched;
    }

    return {
      load: tracked(function* () {
        self.setList(yield* toGenerator(self.env.api.watch.list()));
      }),
      /** GET /v1/user/watching/{id}: whether I watch this member. */
      check: tracked(function* (id: number) {
        const entry = yield* toGenerator(self.env.api.watch.get(id));
        self.setWatched(id, entry.isWatched);
        return entry.isWatched;
      }),
      watch: tracked(function* (id: number) {
        return yield* change(id, true);
      }),
      unwatch: tracked(function* (id: number) {
        return yield* change(id, false);
      }),
      /** Watch or Stop Watching; answers the new state. */
      toggle: tracked(function* (id: number) {
        return yield* change(id, !self.isWatched(id));
      }),
    };
  });

export type WatchStore = Instance<typeof WatchStoreModel>;
