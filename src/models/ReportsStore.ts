import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type { ReportBody, ReportReceipt } from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, OperationMap, resetOperations } from './operations';

/**
 * 'Report this profile' (POST /v1/profiles/{id}/reports): the member's reports of other
 * members, by member id. The operators' queue of them is another store (./admin/ReportsStore).
 */
export const ReportsStoreModel = types
  .compose(
    'ReportsStore',
    WithEnv,
    types.model({
      /** Member ids with an open report of mine, as far as this session knows. */
      reported: types.array(types.number),
    }),
  )
  .volatile(() => ({
    ops: {
      /** By member id: one profile's Send. */
      send: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    hasReported(memberId: number): boolean {
      return self.reported.includes(memberId);
    },
  }))
  .actions((self) => ({
    markReported(memberId: number) {
      if (!self.reported.includes(memberId)) self.reported.push(memberId);
    },
    clear() {
      self.reported.clear();
      resetOperations(self.ops);
    },
  }))
  .actions((self) => ({
    /**
     * Sends the report. A 409 (one open report per reporter and profile) still fails, so the
     * server's sentence is shown, but the profile counts as reported: one is open.
     */
    send: keyedOperation(
      self.ops.send,
      function* (memberId: number, body: ReportBody) {
        try {
          const receipt: ReportReceipt = yield* toGenerator(
            self.env.api.reports.create(memberId, body),
          );
          self.markReported(memberId);
          return receipt;
        } catch (error) {
          if (isApiError(error) && error.code === 'ResourceConflict') self.markReported(memberId);
          throw error;
        }
      },
      { duplicates: 'join' },
    ),
  }));

export type ReportsStore = Instance<typeof ReportsStoreModel>;
