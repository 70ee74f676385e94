import type { Instance } from 'mobx-state-tree';
import type { ReportDecision, ReportPage, ReportResolutionReason, ReportState } from '@/contract';

/** A decision's reason code and note, as the decision dialog sends them. */
export interface ReportDecisionInput {
  reason: ReportResolutionReason;
  note: string;
}
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
    const decide = (id: number, action: ReportDecision, input: ReportDecisionInput) =>
      decided(self, id, () =>
        self.env.api.reports.decide(id, {
          action,
          reason: input.reason,
          note: input.note.trim(),
        }),
      );

    return {
      /** Action was taken (the member unpublished, say); the reason and note say what. */
      resolve: keyedOperation(self.ops.resolve, function* (id: number, input: ReportDecisionInput) {
        return yield* decide(id, 'resolve', input);
      }),
      /** Nothing to act on; the reason and note say why. */
      dismiss: keyedOperation(self.ops.dismiss, function* (id: number, input: ReportDecisionInput) {
        return yield* decide(id, 'dismiss', input);
      }),
    };
  });

export type ReportsStore = Instance<typeof ReportsStoreModel>;
