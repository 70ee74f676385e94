import { describe, expect, it } from 'vitest';
import { whenSettled } from '@/lib/telemetry/settled';

// When the SDKs may download (issue 25): after the load event, at the first idle moment or the
// first interaction, never before the load event.

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget() as EventTarget & {
    document: { readyState: DocumentReadyState };
    requestIdleCallback(callback: () => void, options: { timeout: number }): number;
    setTimeout: typeof setTimeout;
  };
  const idle: Array<() => void> = [];
  Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });
  return { target: target as unknown as Window, idle };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const state = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('whenSettled', () => {
  it('waits for the load event, then for the first idle moment', async () => {
    const { target, idle } = fakeWindow('interactive');
    const settled = state(whenSettled(target));
    // An interaction before the load event does not count.
    target.dispatchEvent(new Event('pointerdown'));
    await tick();
    expect(idle).toHaveLength(0);
    expect(settled()).toBe(false);
    target.dispatchEvent(new Event('load'));
    await tick();
    expect(settled()).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await tick();
    expect(settled()).toBe(true);
  });

  it('after the load event, the first interaction is enough', async () => {
    const { target, idle } = fakeWindow('complete');
    const settled = state(whenSettled(target));
    await tick();
    expect(settled()).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    await tick();
    expect(settled()).toBe(true);
    // The idle callback that comes later changes nothing; the promise is the window's one.
    idle[0]!();
    expect(whenSettled(target)).toBe(whenSettled(target));
  });
});
