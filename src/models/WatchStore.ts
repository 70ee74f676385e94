import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type { WatchListItem } from '@/contract';
import { analytics } from '@/lib/analytics';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

/**
 * The watch list and the watched state of members seen on screen. Spec 8: a not-found answer
 * to watch or stop watching counts as success.
 */
export const WatchStoreModel = types
  .compose(
    'WatchStore',
    WithEnv,
    types.model({
      list: types.array(types.frozen<WatchListItem>()),
      loaded: false,
      /** isWatched by member id (as a string key), for members whose state is known. */
      watched: types.map(types.boolean),
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      /** By member id, as are watch, unwatch and toggle: one card's button, not the others'. */
      check: new OperationMap<number>(),
      watch: new OperationMap<number>(),
      unwatch: new OperationMap<number>(),
      toggle: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    isWatched(id: number): boolean {
      return self.watched.get(String(id)) ?? false;
    },
    isKnown(id: number): boolean {
      return self.watched.has(String(id));
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
    clear() {
      self.list.clear();
      self.watched.clear();
      self.loaded = false;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const notFoundIsSuccess = (error: unknown) => isApiError(error) && error.isNotFound;

    function* change(id: number, isWatched: boolean) {
      const { watch } = self.env.api;
      try {
        yield* toGenerator(isWatched ? watch.watch(id) : watch.unwatch(id));
      } catch (error) {
        if (!notFoundIsSuccess(error)) throw error;
      }
      self.setWatched(id, isWatched);
      if (isWatched) analytics.track('Member Watched', { memberId: id });
      // A new entry needs its card: the list is read again when it was shown before.
      if (isWatched && self.loaded) self.setList(yield* toGenerator(watch.list()));
      return isWatched;
    }

    return {
      load: operation(ops.load, function* () {
        self.setList(yield* toGenerator(self.env.api.watch.list()));
      }),
      /** GET /v1/user/watching/{id}: whether I watch this member. */
      check: keyedOperation(ops.check, function* (id: number) {
        const entry = yield* toGenerator(self.env.api.watch.get(id));
        self.setWatched(id, entry.isWatched);
        return entry.isWatched;
      }),
      watch: keyedOperation(ops.watch, function* (id: number) {
        return yield* change(id, true);
      }),
      unwatch: keyedOperation(ops.unwatch, function* (id: number) {
        return yield* change(id, false);
      }),
      /** Watch or Stop Watching; answers the new state. A second press while pending joins. */
      toggle: keyedOperation(ops.toggle, function* (id: number) {
        return yield* change(id, !self.isWatched(id));
      }),
    };
  });

export type WatchStore = Instance<typeof WatchStoreModel>;
