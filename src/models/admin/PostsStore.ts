import type { Instance } from 'mobx-state-tree';
import type {
  PostApproveReason,
  PostDecisionBody,
  PostPage,
  PostRejectReason,
  PostState,
} from '@/contract';
import { keyedOperation } from '../operations';
import { decided, decisionQueue } from './pagedList';

/** A decision's reason (from its own list) and note, as the decision dialog sends them. */
export interface PostDecisionInput<R> {
  reason: R;
  note?: string;
}
export type PostApproveInput = PostDecisionInput<PostApproveReason>;
export type PostRejectInput = PostDecisionInput<PostRejectReason>;

/**
 * The posted links' moderation queue (docs/architecture.md "Operators and vetting"): one state
 * at a time, oldest first. Approving or rejecting runs under the post's own operation, so each
 * item shows its own pending state and a double press is one request.
 */
export const PostsStoreModel = decisionQueue({
  query: 'pending' as PostState,
  list: (api, state, page): Promise<PostPage> => api.posts.list({ state, ...page }),
  decisions: ['approve', 'reject'],
})
  .named('PostsStore')
  .views((self) => ({
    /** The tab as loaded. */
    get state(): PostState {
      return self.query;
    },
  }))
  .actions((self) => {
    const decide = (id: number, body: PostDecisionBody) =>
      decided(self, id, () => self.env.api.posts.decide(id, body));

    return {
      approve: keyedOperation(self.ops.approve, function* (id: number, input: PostApproveInput) {
        return yield* decide(id, {
          action: 'approve',
          reason: input.reason,
          note: input.note?.trim() || undefined,
        });
      }),
      reject: keyedOperation(self.ops.reject, function* (id: number, input: PostRejectInput) {
        return yield* decide(id, {
          action: 'reject',
          reason: input.reason,
          note: input.note?.trim() || undefined,
        });
      }),
    };
  });

export type PostsStore = Instance<typeof PostsStoreModel>;
