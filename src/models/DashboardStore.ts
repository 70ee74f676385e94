import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { InvitationBody, PostLinkBody } from '@/contract';
import { analytics } from '@/lib/analytics';
import { WithEnv } from './environment';
import { operation, Operation, resetOperations } from './operations';

/** The dashboard's two forms: 'Add Linkedin Post' and 'Invite a peer'. */
export const DashboardStoreModel = types
  .compose('DashboardStore', WithEnv, types.model({}))
  .volatile(() => ({
    ops: { submitPost: new Operation(), invitePeer: new Operation() },
  }))
  .actions((self) => {
    const { ops } = self;
    // A form's body is data: every Send runs, and the latest one's state shows.
    const latest = { duplicates: 'latest' } as const;
    return {
      submitPost: operation(
        ops.submitPost,
        function* (body: PostLinkBody) {
          const answer = yield* toGenerator(self.env.api.dashboard.submitPost(body));
          analytics.track('Linkedin Post Submitted');
          return answer;
        },
        latest,
      ),
      invitePeer: operation(
        ops.invitePeer,
        function* (body: InvitationBody) {
          yield* toGenerator(self.env.api.dashboard.invitePeer(body));
          analytics.track('Peer Invited');
        },
        latest,
      ),
      clear() {
        resetOperations(self.ops);
      },
    };
  });

export type DashboardStore = Instance<typeof DashboardStoreModel>;
