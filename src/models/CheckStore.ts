import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { MyCheck } from '@/contract';
import { WithEnv } from './environment';
import { operation, Operation, resetOperations } from './operations';

/**
 * The signed-in member's background check (GET /v1/user/check): the latest review as the
 * member may see it, or null before they submitted (docs/architecture.md "Operators and
 * vetting"). Answering a notice and asking for a re-review each store the server's answer,
 * so the screen shows the state the server decided; each has its own pending and failed state.
 */
export const CheckStoreModel = types
  .compose(
    'CheckStore',
    WithEnv,
    types.model({
      /** Undefined until loaded; null when the member never submitted a check. */
      check: types.maybeNull(types.frozen<MyCheck>()),
      loaded: false,
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      respond: new Operation(),
      requestReReview: new Operation(),
    },
  }))
  .views((self) => ({
    /** Whether the member ever submitted a check (known once loaded). */
    get submitted(): boolean {
      return self.loaded && self.check !== null;
    },
  }))
  .actions((self) => ({
    setCheck(check: MyCheck | null) {
      self.check = check;
      self.loaded = true;
    },
    clear() {
      self.check = null;
      self.loaded = false;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api.check;

    return {
      load: operation(ops.load, function* () {
        const check = yield* toGenerator(api().get());
        self.setCheck(check);
        return check;
      }),

      /** The answer to an adverse notice (once; the server refuses a second with a 409). */
      respond: operation(
        ops.respond,
        function* (response: string) {
          const check = yield* toGenerator(api().respond({ response }));
          self.setCheck(check);
          return check;
        },
        { duplicates: 'latest' },
      ),

      /** After an adverse decision, once: a new review opens (`re_review`, submitted). */
      requestReReview: operation(ops.requestReReview, function* () {
        const check = yield* toGenerator(api().requestReReview());
        self.setCheck(check);
        return check;
      }),
    };
  });

export type CheckStore = Instance<typeof CheckStoreModel>;
