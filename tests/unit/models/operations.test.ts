import { types } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import {
  keyedOperation,
  operation,
  Operation,
  OperationMap,
  resetOperations,
} from '@/models/operations';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A store whose actions wait on promises the test hands in. */
const Probe = types
  .model('Probe', {})
  .volatile(() => ({
    ops: { load: new Operation(), save: new Operation(), toggle: new OperationMap<number>() },
    runs: 0,
  }))
  .actions((self) => ({
    counted() {
      self.runs += 1;
    },
  }))
  .actions((self) => ({
    load: operation(self.ops.load, function* (answer: Promise<string>) {
      self.counted();
      return (yield answer) as string;
    }),
    save: operation(
      self.ops.save,
      function* (answer: Promise<string>) {
        self.counted();
        return (yield answer) as string;
      },
      { duplicates: 'latest' },
    ),
    toggle: keyedOperation(self.ops.toggle, function* (id: number, answer: Promise<number>) {
      self.counted();
      return id + ((yield answer) as number);
    }),
  }));

describe('operations', () => {
  it('pending, then done; pending, then failed with the ApiError, which is also thrown', async () => {
    const probe = Probe.create();
    const ok = deferred<string>();
    const loading = probe.load(ok.promise);
    expect(probe.ops.load.status).toBe('pending');
    ok.resolve('yes');
    await expect(loading).resolves.toBe('yes');
    expect(probe.ops.load.status).toBe('done');

    const bad = deferred<string>();
    const failing = probe.load(bad.promise);
    bad.reject(new ApiError({ kind: 'SERVER', status: 500, message: 'boom' }));
    const thrown = await failing.catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(probe.ops.load.status).toBe('failed');
    expect(probe.ops.load.error).toBe(thrown);
    expect(probe.ops.save.status).toBe('idle');
  });

  it('anything thrown is kept as an ApiError; a new run clears the failure', async () => {
    const probe = Probe.create();
    await expect(probe.load(Promise.reject(new Error('plain')))).rejects.toMatchObject({
      kind: 'INTERNAL',
    });
    expect(probe.ops.load.error?.kind).toBe('INTERNAL');
    const again = probe.load(Promise.resolve('ok'));
    expect(probe.ops.load.error).toBeUndefined();
    await again;
  });

  it('join: a call while pending gets the same promise and does not run again', async () => {
    const probe = Probe.create();
    const answer = deferred<string>();
    const first = probe.load(answer.promise);
    const second = probe.load(Promise.resolve('other'));
    expect(second).toBe(first);
    answer.resolve('first');
    await expect(second).resolves.toBe('first');
    expect(probe.runs).toBe(1);
  });

  it('latest: every call runs, and an earlier call settling last does not change the status', async () => {
    const probe = Probe.create();
    const slow = deferred<string>();
    const first = probe.save(slow.promise);
    await expect(probe.save(Promise.resolve('second'))).resolves.toBe('second');
    expect(probe.ops.save.status).toBe('done');
    slow.reject(new Error('late'));
    await expect(first).rejects.toMatchObject({ message: 'late' });
    expect(probe.ops.save.status).toBe('done');
    expect(probe.ops.save.error).toBeUndefined();
    expect(probe.runs).toBe(2);
  });

  it('keyed: one key pending, another idle; each keeps its own outcome', async () => {
    const probe = Probe.create();
    const answer = deferred<number>();
    const toggling = probe.toggle(42, answer.promise);
    expect(probe.ops.toggle.get(42).isPending).toBe(true);
    expect(probe.ops.toggle.get(43).status).toBe('idle');
    await expect(probe.toggle(43, Promise.reject(new Error('no')))).rejects.toBeTruthy();
    expect(probe.ops.toggle.get(43).isFailed).toBe(true);
    expect(probe.ops.toggle.get(42).isPending).toBe(true);
    answer.resolve(1);
    await toggling;
    expect(probe.ops.toggle.get(42).isDone).toBe(true);
    expect(probe.ops.toggle.get(43).isFailed).toBe(true);
  });

  it('a reset puts everything back to idle and drops the outcome of runs in flight', async () => {
    const probe = Probe.create();
    const answer = deferred<string>();
    const loading = probe.load(answer.promise);
    const toggled = probe.toggle(1, Promise.resolve(1));
    await toggled;
    resetOperations(probe.ops);
    expect(probe.ops.load.status).toBe('idle');
    expect(probe.ops.toggle.get(1).status).toBe('idle');
    answer.resolve('late');
    await loading;
    expect(probe.ops.load.status).toBe('idle');
  });
});
