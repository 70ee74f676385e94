import type { Instance } from 'mobx-state-tree';
import type { LicenceDecision, LicencePage, VerificationState } from '@/contract';
import { keyedOperation } from '../operations';
import { decided, decisionQueue } from './pagedList';

/** What a reviewer sends with a decision: the source checked (required to verify) and a note. */
export interface LicenceDecisionInput {
  source: string | null;
  note: string | null;
  /** The licence's updatedAt as the list showed it: the server refuses a changed licence. */
  reviewedVersion: string;
}

/**
 * The licence ledger (issue 24): licences by the state their badge reads, oldest change first.
 * Verifying or revoking runs under the licence's own operation, so each row shows its own
 * pending state and a double press is one request. A decided licence leaves the tab.
 */
export const LicencesStoreModel = decisionQueue({
  query: 'unverified' as VerificationState,
  list: (api, state, page): Promise<LicencePage> => api.licences.list({ state, ...page }),
  decisions: ['verified', 'revoked'],
})
  .named('LicencesStore')
  .views((self) => ({
    /** The tab as loaded. */
    get state(): VerificationState {
      return self.query;
    },
  }))
  .actions((self) => {
    const decide = (id: number, decision: LicenceDecision, input: LicenceDecisionInput) =>
      decided(self, id, () => self.env.api.licences.decide(id, { decision, ...input }));

    return {
      /** Checked against a named source (the state board's lookup). */
      verified: keyedOperation(
        self.ops.verified,
        function* (id: number, input: LicenceDecisionInput) {
          return yield* decide(id, 'verified', input);
        },
      ),
      /** The board withdrew it, or it could not be confirmed. */
      revoked: keyedOperation(
        self.ops.revoked,
        function* (id: number, input: LicenceDecisionInput) {
          return yield* decide(id, 'revoked', input);
        },
      ),
    };
  });

export type LicencesStore = Instance<typeof LicencesStoreModel>;
