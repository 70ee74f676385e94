import { toGenerator, types } from 'mobx-state-tree';
import type { AdminApi } from '@/api/admin';
import { isApiError } from '@/api/errors';
import { ADMIN_PAGE_DEFAULT } from '@/contract';
import { operation, Operation, OperationMap } from '../operations';
import { WithAdminEnv } from './environment';

/** What an operator list endpoint answers: a page of its items and how many there are. */
interface Page {
  items: readonly unknown[];
  total: number;
}

type ItemOf<P extends Page> = P['items'][number];

export interface PagedListOptions<Query, P extends Page> {
  /** The query before the first load (a queue's first tab, the log unfiltered). */
  query: Query;
  /** One page of the list under `query`. */
  list: (api: AdminApi, query: Query, page: { limit: number; offset: number }) => Promise<P>;
}

/**
 * A list an operator screen pages through (a queue's tab, the audit log under its filters):
 * `load` reads the first page under a query (every tab or filter change runs it; the latest
 * counts), `loadMore` ("Show more") the next page under the same query. Each runs under its
 * own operation (`ops.load`, `ops.more`); `extraOps` adds the store's own operations beside
 * them. The store names the query as its screen does (`state`, `filters`) with a view.
 */
export function pagedList<Query, P extends Page, ExtraOps extends object = object>(
  { query, list }: PagedListOptions<Query, P>,
  extraOps: () => ExtraOps = () => ({}) as ExtraOps,
) {
  return types
    .compose(
      WithAdminEnv,
      types.model({
        /** The query as loaded. */
        query: types.optional(types.frozen<Query>(), query),
        items: types.array(types.frozen<ItemOf<P>>()),
        total: 0,
        loaded: false,
      }),
    )
    .volatile(() => ({
      /** Counts loads, so that a page asked for under another query is dropped. */
      generation: 0,
      ops: {
        /** The first page under a query. */
        load: new Operation(),
        /** "Show more": the next page. */
        more: new Operation(),
        ...extraOps(),
      },
    }))
    .views((self) => ({
      get hasMore(): boolean {
        return self.loaded && self.items.length < self.total;
      },
    }))
    .actions((self) => ({
      nextGeneration(): number {
        self.generation += 1;
        return self.generation;
      },
      setPage(query: Query, page: P, append: boolean) {
        // A frozen value is stored as it is; MST's types cannot see that for a type parameter.
        self.query = query as typeof self.query;
        const items = page.items as (typeof self.items)[number][];
        if (append) self.items.push(...items);
        else self.items.replace(items);
        self.total = page.total;
        self.loaded = true;
      },
    }))
    .actions((self) => {
      const page = (query: Query, offset: number) =>
        list(self.env.api, query, { limit: ADMIN_PAGE_DEFAULT, offset });

      return {
        /** The first page under `query` (the one loaded last when none is given). */
        load: operation(
          self.ops.load,
          function* (next: Query = self.query) {
            const generation = self.nextGeneration();
            const answer = yield* toGenerator(page(next, 0));
            if (generation === self.generation) self.setPage(next, answer, false);
            return answer;
          },
          { duplicates: 'latest' },
        ),

        /** The next page under the same query. */
        loadMore: operation(self.ops.more, function* () {
          const generation = self.generation;
          const answer = yield* toGenerator(page(self.query, self.items.length));
          if (generation === self.generation) self.setPage(self.query, answer, true);
          return answer;
        }),
      };
    });
}

/** A queue's items are decided by id. */
type QueuePage = Page & { items: readonly { id: number }[] };

export interface DecisionQueueOptions<
  Query,
  P extends QueuePage,
  D extends string,
> extends PagedListOptions<Query, P> {
  /** The decisions on an item, each run under its own operation keyed by the item's id. */
  decisions: readonly D[];
}

/**
 * A moderation queue (posts, reports): a paged list of one state at a time, whose open items
 * are decided one by one. A decided item leaves the tab it was listed in (`decided`).
 */
export function decisionQueue<Query, P extends QueuePage, const D extends string>({
  decisions,
  ...options
}: DecisionQueueOptions<Query, P, D>) {
  const decisionOps = () =>
    Object.fromEntries(decisions.map((decision) => [decision, new OperationMap<number>()])) as {
      /** By item id. */
      [Decision in D]: OperationMap<number>;
    };

  return pagedList(options, decisionOps)
    .views((self) => ({
      /** Whether a decision on the item is running (its other buttons wait for it). */
      isDeciding(id: number): boolean {
        return decisions.some((decision) => self.ops[decision].get(id).isPending);
      },
    }))
    .actions((self) => ({
      /** A decided item leaves the tab it was listed in. */
      drop(id: number) {
        const index = self.items.findIndex((item) => (item as ItemOf<P>).id === id);
        if (index < 0) return;
        self.items.splice(index, 1);
        self.total = Math.max(0, self.total - 1);
      },
    }));
}

/** Another operator decided first: the server's 409 ResourceConflict. */
const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'ResourceConflict' || error.status === 409);

/**
 * Runs a decision's request (in a store's keyed operation); the decided item leaves `queue`.
 * A 409 means it was decided already: it leaves the list all the same, the error goes on.
 */
export function* decided<T>(queue: { drop(id: number): void }, id: number, call: () => Promise<T>) {
  try {
    const answer = yield* toGenerator(call());
    queue.drop(id);
    return answer;
  } catch (error) {
    if (isConflict(error)) queue.drop(id);
    throw error;
  }
}
