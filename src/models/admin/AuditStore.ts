import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { ADMIN_PAGE_DEFAULT, type AuditAction, type AuditEntry } from '@/contract';
import { operation, Operation } from '../operations';
import { WithAdminEnv } from './environment';

/** The log's filters (GET /v1/admin/audit?member=&actor=&action=), as the URL carries them. */
export interface AuditFilters {
  member?: number;
  /** An operator's id, or 'cli' for the command line. */
  actor?: number | 'cli';
  action?: AuditAction;
}

const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  a.member === b.member && a.actor === b.actor && a.action === b.action;

/**
 * The audit log as /admin/audit pages through it: newest first, filtered by the member an entry
 * concerns, its actor and its action. The log is append-only, so a page never changes under
 * the reader; "Show more" asks for the next one.
 */
export const AuditStoreModel = types
  .compose(
    'AuditStore',
    WithAdminEnv,
    types.model({
      filters: types.frozen<AuditFilters>({}),
      items: types.array(types.frozen<AuditEntry>()),
      total: 0,
      loaded: false,
    }),
  )
  .volatile(() => ({
    generation: 0,
    ops: {
      load: new Operation(),
      more: new Operation(),
    },
  }))
  .views((self) => ({
    get hasMore(): boolean {
      return self.loaded && self.items.length < self.total;
    },
    isShowing(filters: AuditFilters): boolean {
      return self.loaded && sameFilters(self.filters, filters);
    },
  }))
  .actions((self) => ({
    setPage(filters: AuditFilters, items: AuditEntry[], total: number, append: boolean) {
      self.filters = filters;
      if (append) self.items.push(...items);
      else self.items.replace(items);
      self.total = total;
      self.loaded = true;
    },
    nextGeneration(): number {
      self.generation += 1;
      return self.generation;
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const page = (filters: AuditFilters, offset: number) =>
      self.env.api.audit.list({ ...filters, limit: ADMIN_PAGE_DEFAULT, offset });

    return {
      /** The newest entries under `filters` (every filter change runs it; the latest counts). */
      load: operation(
        ops.load,
        function* (filters: AuditFilters = self.filters) {
          const generation = self.nextGeneration();
          const answer = yield* toGenerator(page(filters, 0));
          if (generation === self.generation) {
            self.setPage(filters, answer.items, answer.total, false);
          }
          return answer;
        },
        { duplicates: 'latest' },
      ),

      /** The next, older page under the same filters. */
      loadMore: operation(ops.more, function* () {
        const generation = self.generation;
        const answer = yield* toGenerator(page(self.filters, self.items.length));
        if (generation === self.generation) {
          self.setPage(self.filters, answer.items, answer.total, true);
        }
        return answer;
      }),
    };
  });

export type AuditStore = Instance<typeof AuditStoreModel>;
