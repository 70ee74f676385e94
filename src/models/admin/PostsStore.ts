import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api/errors';
import {
  ADMIN_PAGE_DEFAULT,
  type PostDecisionBody,
  type PostItem,
  type PostPage,
  type PostRejectReason,
  type PostState,
} from '@/contract';
import { keyedOperation, operation, Operation, OperationMap } from '../operations';
import { WithAdminEnv } from './environment';

/** A rejection's reason and note, as the reject dialog sends them. */
export interface PostRejectInput {
  reason: PostRejectReason;
  note?: string;
}

/** Another operator decided first: the server's 409 ResourceConflict. */
const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'ResourceConflict' || error.status === 409);

/**
 * The posted links' moderation queue (docs/architecture.md "Operators and vetting"): one state
 * at a time, oldest first. Approving or rejecting runs under the post's own operation, so each
 * item shows its own pending state and a double press is one request.
 */
export const PostsStoreModel = types
  .compose(
    'PostsStore',
    WithAdminEnv,
    types.model({
      /** The tab as loaded. */
      state: types.optional(types.frozen<PostState>(), 'pending'),
      items: types.array(types.frozen<PostItem>()),
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
      /** By post id. */
      approve: new OperationMap<number>(),
      reject: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    get hasMore(): boolean {
      return self.loaded && self.items.length < self.total;
    },
    /** Whether a decision on the post is running (its other button waits for it). */
    isDeciding(id: number): boolean {
      return self.ops.approve.get(id).isPending || self.ops.reject.get(id).isPending;
    },
  }))
  .actions((self) => ({
    nextGeneration(): number {
      self.generation += 1;
      return self.generation;
    },
    setPage(state: PostState, page: PostPage, append: boolean) {
      self.state = state;
      if (append) self.items.push(...page.items);
      else self.items.replace(page.items);
      self.total = page.total;
      self.loaded = true;
    },
    /** A decided post leaves the tab it was listed in. */
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

    const page = (state: PostState, offset: number) =>
      api().posts.list({ state, limit: ADMIN_PAGE_DEFAULT, offset });

    /** A 409 means it was decided already: it leaves the list all the same, the error goes on. */
    function* decide(id: number, body: PostDecisionBody) {
      try {
        const post = yield* toGenerator(api().posts.decide(id, body));
        self.drop(id);
        return post;
      } catch (error) {
        if (isConflict(error)) self.drop(id);
        throw error;
      }
    }

    return {
      /** The first page of a tab, oldest first. */
      load: operation(
        ops.load,
        function* (state: PostState = self.state) {
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

      approve: keyedOperation(ops.approve, function* (id: number) {
        return yield* decide(id, { action: 'approve' });
      }),
      reject: keyedOperation(ops.reject, function* (id: number, input: PostRejectInput) {
        return yield* decide(id, {
          action: 'reject',
          reason: input.reason,
          note: input.note?.trim() || undefined,
        });
      }),
    };
  });

export type PostsStore = Instance<typeof PostsStoreModel>;
