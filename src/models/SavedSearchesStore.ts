import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import { SAVED_SEARCH_MAX, type SavedSearch, type SavedSearchQuery } from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

/**
 * The member's saved community searches (issue 23): the list with each one's counts, and
 * saving, renaming, running (opening) and deleting one. Each search's actions have their own
 * status, so one row's pending Delete leaves the others' buttons alone.
 */
export const SavedSearchesStoreModel = types
  .compose(
    'SavedSearchesStore',
    WithEnv,
    types.model({
      list: types.array(types.frozen<SavedSearch>()),
      loaded: false,
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      save: new Operation(),
      /** By saved search id. */
      rename: new OperationMap<number>(),
      open: new OperationMap<number>(),
      remove: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    /** The server refuses another one: the Save button says so before it is pressed. */
    get isFull(): boolean {
      return self.loaded && self.list.length >= SAVED_SEARCH_MAX;
    },
    find(id: number): SavedSearch | undefined {
      return self.list.find((search) => search.id === id);
    },
  }))
  .actions((self) => ({
    setList(items: SavedSearch[]) {
      self.list.replace(items);
      self.loaded = true;
    },
    /** Puts a search in its place (or first, when new: the list is newest first). */
    put(search: SavedSearch) {
      const index = self.list.findIndex((item) => item.id === search.id);
      if (index >= 0) self.list.splice(index, 1, search);
      else self.list.unshift(search);
    },
    drop(id: number) {
      const index = self.list.findIndex((item) => item.id === id);
      if (index >= 0) self.list.splice(index, 1);
    },
    clear() {
      self.list.clear();
      self.loaded = false;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api.savedSearches;
    return {
      load: operation(ops.load, function* () {
        self.setList(yield* toGenerator(api().list()));
      }),
      /** Saves the search on screen under a name; answers it. */
      save: operation(ops.save, function* (name: string, query: SavedSearchQuery) {
        const saved = yield* toGenerator(api().save({ name, query }));
        self.put(saved);
        return saved;
      }),
      rename: keyedOperation(ops.rename, function* (id: number, name: string) {
        const renamed = yield* toGenerator(api().rename(id, { name }));
        self.put(renamed);
        return renamed;
      }),
      /** The member runs it: nothing is new any more. Answers it, for its query. */
      open: keyedOperation(ops.open, function* (id: number) {
        const opened = yield* toGenerator(api().opened(id));
        self.put(opened);
        return opened;
      }),
      /** A search already gone (another tab deleted it) counts as deleted. */
      remove: keyedOperation(ops.remove, function* (id: number) {
        try {
          yield* toGenerator(api().remove(id));
        } catch (error) {
          if (!(isApiError(error) && error.isNotFound)) throw error;
        }
        self.drop(id);
      }),
    };
  });

export type SavedSearchesStore = Instance<typeof SavedSearchesStoreModel>;
