import { flow, getEnv, types } from 'mobx-state-tree';
import { toApiError, type ApiError } from '@/api';
import type { RootStoreEnv } from './environment';

/**
 * Loading and error state, shared by every store: `loading` while a tracked flow runs, `error`
 * holding the last failure (cleared when the next one starts).
 */
export const Tracked = types
  .model('Tracked', {})
  .volatile(() => ({
    loading: false,
    error: undefined as ApiError | undefined,
    running: 0,
  }))
  .views((self) => ({
    get env(): RootStoreEnv {
      return getEnv<RootStoreEnv>(self);
    },
  }))
  .actions((self) => ({
    begin() {
      self.running += 1;
      self.loading = true;
      self.error = undefined;
    },
    done() {
      self.running = Math.max(0, self.running - 1);
      self.loading = self.running > 0;
    },
    fail(error: unknown): ApiError {
      const apiError = toApiError(error);
      self.running = Math.max(0, self.running - 1);
      self.loading = self.running > 0;
      self.error = apiError;
      return apiError;
    },
  }));

interface TrackedSelf {
  begin(): void;
  done(): void;
  fail(error: unknown): ApiError;
}

/** Wraps a generator in a flow with loading/error bookkeeping; failures rethrow as ApiError. */
export const trackedFlow =
  (self: TrackedSelf) =>
  <Args extends unknown[], R>(
    body: (...args: Args) => Generator<PromiseLike<unknown>, R, unknown>,
  ) =>
    flow(function* (...args: Args) {
      self.begin();
      try {
        const result: R = yield* body(...args);
        self.done();
        return result;
      } catch (error) {
        throw self.fail(error);
      }
    });
