import type { Instance } from 'mobx-state-tree';
import type { ReportDecision, ReportPage, ReportState } from '@/contract';
import { keyedOperation } from '../operations';
import { decided, decisionQueue } from './pagedList';

/**
 * The reports queue (docs/architecture.md "Operators and vetting"): one state at a time, oldest
 * first. Resolving or dismissing runs under the report's own operation, so each item shows its
 * own pending state and a double press is one request.
 */
export const ReportsStoreModel = decisionQueue({
  query: 'open' as ReportState,
  list: (api, state, page): Promise<ReportPage> => api.reports.list({ state, ...page }),
  decisions: ['resolve', 'dismiss'],
})
  .named('ReportsStore')
  .views((self) => ({
    /** The tab as loaded. */
    get state(): ReportState {
      return self.query;
    },
  }))
  .actions((self) => {
    const decide = (id: number, action: ReportDecision, note: string) =>
      decided(self, id, () => self.env.api.reports.decide(id, { action, note: note.trim() }));

    return {
      /** Action was taken (the member unpublished, say); the note says what. */
      resolve: keyedOperation(self.ops.resolve, function* (id: number, note: string) {
        return yield* decide(id, 'resolve', note);
      }),
      /** Nothing to act on; the note says why. */
      dismiss: keyedOperation(self.ops.dismiss, function* (id: number, note: string) {
        return yield* decide(id, 'dismiss', note);
      }),
    };
  });

export type ReportsStore = Instance<typeof ReportsStoreModel>;
