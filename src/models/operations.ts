import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { flow } from 'mobx-state-tree';
import { toApiError, type ApiError } from '@/api';

/**
 * One status per operation (docs/architecture.md "one status per operation").
 *
 * Every async action of a store runs under an operation of the same name in the store's
 * volatile `ops`: `Operation` for one-at-a-time actions, `OperationMap` for actions on an item
 * (a member, a record), keyed by its id. A screen reads only its own operation:
 *
 *   session.ops.login.isPending               // the Log In button
 *   watch.ops.toggle.get(42).isPending        // member 42's Watch button; 43's stays idle
 *   team.ops.load.isFailed && errorMessage(team.ops.load.error)
 *
 * - status: idle → pending → done | failed; `error` keeps the ApiError of a failure (the call
 *   also rethrows it, for a toast). A new run clears the previous failure; other operations,
 *   and other keys, are never touched.
 * - Duplicates: with `join` (the default) a call while the same operation (same key) is pending
 *   does not run again: it gets the pending call's promise (a double press is one request).
 *   With `latest` (calls carrying data: a search filter, a form body) every call runs and the
 *   status follows the latest call; an earlier call's outcome no longer changes it.
 * - State is volatile (never in a snapshot) and reset when the member logs out; a reset also
 *   drops the outcome of runs still in flight.
 */

export type OperationStatus = 'idle' | 'pending' | 'done' | 'failed';

/** What a screen reads. */
export interface OperationState {
  readonly status: OperationStatus;
  readonly error: ApiError | undefined;
  readonly isIdle: boolean;
  readonly isPending: boolean;
  readonly isDone: boolean;
  readonly isFailed: boolean;
}

export class Operation implements OperationState {
  status: OperationStatus = 'idle';
  error: ApiError | undefined = undefined;
  /** Numbers runs, so that a superseded or reset run cannot settle the status. */
  private run = 0;
  /** The pending call's promise, given to a joined duplicate. */
  promise: Promise<unknown> | undefined = undefined;

  constructor() {
    makeObservable(this, {
      status: observable,
      error: observableRef,
      isIdle: computed,
      isPending: computed,
      isDone: computed,
      isFailed: computed,
      begin: action,
      succeed: action,
      fail: action,
      reset: action,
    });
  }

  get isIdle() {
    return this.status === 'idle';
  }
  get isPending() {
    return this.status === 'pending';
  }
  get isDone() {
    return this.status === 'done';
  }
  get isFailed() {
    return this.status === 'failed';
  }

  /** Starts a run and answers its number. */
  begin(): number {
    this.run += 1;
    this.status = 'pending';
    this.error = undefined;
    return this.run;
  }

  succeed(run: number) {
    if (run !== this.run) return;
    this.status = 'done';
    this.promise = undefined;
  }

  /** Answers the failure as an ApiError; it is kept only if the run is still the latest. */
  fail(run: number, error: unknown): ApiError {
    const apiError = toApiError(error);
    if (run === this.run) {
      this.status = 'failed';
      this.error = apiError;
      this.promise = undefined;
    }
    return apiError;
  }

  reset() {
    this.run += 1;
    this.status = 'idle';
    this.error = undefined;
    this.promise = undefined;
  }
}

const IDLE: OperationState = Object.freeze({
  status: 'idle',
  error: undefined,
  isIdle: true,
  isPending: false,
  isDone: false,
  isFailed: false,
});

/** One Operation per key (a member id, a record id), made when the key first runs. */
export class OperationMap<K extends string | number> {
  private readonly entries = observable.map<K, Operation>();

  constructor() {
    makeObservable(this, { start: action, reset: action });
  }

  /** The key's state; idle when it never ran. */
  get(key: K): OperationState {
    return this.entries.get(key) ?? IDLE;
  }

  /** The key's operation, to run under. */
  start(key: K): Operation {
    let operation = this.entries.get(key);
    if (!operation) {
      operation = new Operation();
      this.entries.set(key, operation);
    }
    return operation;
  }

  reset() {
    for (const operation of this.entries.values()) operation.reset();
    this.entries.clear();
  }
}

/** Logout: every operation back to idle (but those in `keep`), outcomes in flight dropped. */
export function resetOperations<Ops extends Record<string, { reset(): void }>>(
  ops: Ops,
  keep: ReadonlyArray<keyof Ops> = [],
) {
  for (const name of Object.keys(ops)) if (!keep.includes(name)) ops[name]?.reset();
}

export interface OperationOptions {
  /** 'join' (default): a duplicate gets the pending promise. 'latest': every call runs. */
  duplicates?: 'join' | 'latest';
}

// `any` as in MST's own flow(): each yield* toGenerator(...) resumes with its own type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body<Args extends unknown[], R> = (...args: Args) => Generator<PromiseLike<unknown>, R, any>;

function runUnder<Args extends unknown[], R>(
  operationOf: (...args: Args) => Operation,
  body: Body<Args, R>,
  { duplicates = 'join' }: OperationOptions,
) {
  const spawn = flow(function* (operation: Operation, args: Args) {
    const run = operation.begin();
    try {
      const result: R = yield* body(...args);
      operation.succeed(run);
      return result;
    } catch (error) {
      throw operation.fail(run, error);
    }
  }) as (operation: Operation, args: Args) => Promise<R>;

  return (...args: Args): Promise<R> => {
    const operation = operationOf(...args);
    if (duplicates === 'join' && operation.isPending && operation.promise) {
      return operation.promise as Promise<R>;
    }
    const promise = spawn(operation, args);
    if (operation.isPending) operation.promise = promise;
    return promise;
  };
}

/**
 * A store action (a flow calling the injected api) run under `operation`:
 * `load: operation(self.ops.load, function* () { ... })`.
 */
export const operation = <Args extends unknown[], R>(
  op: Operation,
  body: Body<Args, R>,
  options: OperationOptions = {},
): ((...args: Args) => Promise<R>) => runUnder<Args, R>(() => op, body, options);

/**
 * A store action on one item, run under that item's operation, keyed by its first argument
 * (`toggle: keyedOperation(self.ops.toggle, function* (id: number) { ... })`) or by `key`.
 */
export function keyedOperation<K extends string | number, Args extends [K, ...unknown[]], R>(
  ops: OperationMap<K>,
  body: Body<Args, R>,
  options?: OperationOptions,
): (...args: Args) => Promise<R>;
export function keyedOperation<K extends string | number, Args extends unknown[], R>(
  ops: OperationMap<K>,
  body: Body<Args, R>,
  options: OperationOptions & { key: (...args: NoInfer<Args>) => K },
): (...args: Args) => Promise<R>;
export function keyedOperation<K extends string | number, Args extends unknown[], R>(
  ops: OperationMap<K>,
  body: Body<Args, R>,
  {
    key = (...args) => args[0] as K,
    ...options
  }: OperationOptions & {
    key?: (...args: Args) => K;
  } = {},
) {
  return runUnder((...args: Args) => ops.start(key(...args)), body, options);
}
