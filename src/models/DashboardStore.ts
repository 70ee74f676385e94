import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { InvitationBody, PostLinkBody } from '@/contract';
import { Tracked, trackedFlow } from './tracking';

/** The dashboard's two forms: 'Add Linkedin Post' and 'Invite a peer'. */
export const DashboardStoreModel = types
  .compose('DashboardStore', Tracked, types.model({}))
  .actions((self) => {
    const tracked = trackedFlow(self);
    return {
      submitPost: tracked(function* (body: PostLinkBody) {
        return yield* toGenerator(self.env.api.dashboard.submitPost(body));
      }),
      invitePeer: tracked(function* (body: InvitationBody) {
        yield* toGenerator(self.env.api.dashboard.invitePeer(body));
      }),
    };
  });

export type DashboardStore = Instance<typeof DashboardStoreModel>;
