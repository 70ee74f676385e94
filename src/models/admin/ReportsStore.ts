import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api/errors';
import {
  ADMIN_PAGE_DEFAULT,
  type ReportDecision,
  type ReportItem,
  type ReportPage,
  type ReportState,
} from '@/contract';
import { keyedOperation, operation, Operation, OperationMap } from '../operations';
import { WithAdminEnv } from './environment';

/** Another operator decided first: the server's 409 ResourceConflict. */
const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'ResourceConflict' || error.status === 409);

/**
 * The reports queue (docs/architecture.md "Operators and vetting"): one state at a time, oldest
 * first. Resolving or dismissing runs under the report's own operation, so each item shows its
 * own pending state and a double press is one request.
 */
export const ReportsStoreModel = types
  .compose(
    'ReportsStore',
    WithAdminEnv,
    types.model({
      /** The tab as loaded. */
      state: types.optional(types.frozen<ReportState>(), 'open'),
      items: types.array(types.frozen<ReportItem>()),
      total: 0,
      loaded: false,
    }),
  )
  .volatile(() => ({
    /** Counts tab loads, so that a page asked for under another tab is dropped. */
    generation: 0,
    ops: {
      /** A tab's first page (every tab change runs it; the latest one counts). */
      load: new Operation(),
      /** "Show more": the next page. */
      more: new Operation(),
      /** By report id. */
      resolve: new OperationMap<number>(),
      dismiss: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    get hasMore(): boolean {
      return self.loaded && self.items.length < self.total;
    },
    /** Whether a decision on the report is running (its other button waits for it). */
    isDeciding(id: number): boolean {
      return self.ops.resolve.get(id).isPending || self.ops.dismiss.get(id).isPending;
    },
  }))
  .actions((self) => ({
    nextGeneration(): number {
      self.generation += 1;
      return self.generation;
    },
    setPage(state: ReportState, page: ReportPage, append: boolean) {
      self.state = state;
      if (append) self.items.push(...page.items);
      else self.items.replace(page.items);
      self.total = page.total;
      self.loaded = true;
    },
    /** A decided report leaves the tab it was listed in. */
    drop(id: number) {
      const index = self.items.findIndex((item) => item.id === id);
      if (index < 0) return;
      self.items.splice(index, 1);
      self.total = Math.max(0, self.total - 1);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;

    const page = (state: ReportState, offset: number) =>
      api().reports.list({ state, limit: ADMIN_PAGE_DEFAULT, offset });

    /** A 409 means it was decided already: it leaves the list all the same, the error goes on. */
    function* decide(id: number, action: ReportDecision, note: string) {
      try {
        const report = yield* toGenerator(api().reports.decide(id, { action, note: note.trim() }));
        self.drop(id);
        return report;
      } catch (error) {
        if (isConflict(error)) self.drop(id);
        throw error;
      }
    }

    return {
      /** The first page of a tab, oldest first. */
      load: operation(
        ops.load,
        function* (state: ReportState = self.state) {
          const generation = self.nextGeneration();
          const answer = yield* toGenerator(page(state, 0));
          if (generation === self.generation) self.setPage(state, answer, false);
          return answer;
        },
        { duplicates: 'latest' },
      ),

      /** The next page of the same tab. */
      loadMore: operation(ops.more, function* () {
        const generation = self.generation;
        const answer = yield* toGenerator(page(self.state, self.items.length));
        if (generation === self.generation) self.setPage(self.state, answer, true);
        return answer;
      }),

      /** Action was taken (the member unpublished, say); the note says what. */
      resolve: keyedOperation(ops.resolve, function* (id: number, note: string) {
        return yield* decide(id, 'resolve', note);
      }),
      /** Nothing to act on; the note says why. */
      dismiss: keyedOperation(ops.dismiss, function* (id: number, note: string) {
        return yield* decide(id, 'dismiss', note);
      }),
    };
  });

export type ReportsStore = Instance<typeof ReportsStoreModel>;
