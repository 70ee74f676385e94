import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRootStore } from '@/models/RootStore';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '@/contract';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => createRootStore().toasts;

  it('queues toasts and shows only the first', () => {
    const toasts = setup();
    const first = toasts.show({ text: 'One', status: 'success' });
    toasts.show({ text: 'Two', status: 'danger' });

    expect(toasts.queue).toHaveLength(2);
    expect(toasts.current?.id).toBe(first);
    expect(toasts.current?.state).toBe('open');
    expect(toasts.queue[1]?.state).toBe('queued');
  });

  it('defaults to info and 5000 ms, with deterministic ids', () => {
    const toasts = setup();
    expect(toasts.show({ text: 'Hello' })).toBe('toast-1');
    expect(toasts.show({ text: 'Again' })).toBe('toast-2');
    expect(toasts.current).toMatchObject({ status: 'info', duration: TOAST_DURATION_MS });
  });

  it('dismisses after its duration, then removes it after the 300 ms exit animation', () => {
    const toasts = setup();
    toasts.show({ text: 'One' });
    toasts.show({ text: 'Two' });

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts.current?.state).toBe('open');

    vi.advanceTimersByTime(1);
    expect(toasts.current?.text).toBe('One');
    expect(toasts.current?.state).toBe('closing');

    vi.advanceTimersByTime(TOAST_EXIT_MS - 1);
    expect(toasts.current?.text).toBe('One');

    vi.advanceTimersByTime(1);
    expect(toasts.current?.text).toBe('Two');
    expect(toasts.current?.state).toBe('open');
  });

  it('starts the next countdown only when the next toast is shown', () => {
    const toasts = setup();
    toasts.show({ text: 'One', duration: 1000 });
    toasts.show({ text: 'Two', duration: 1000 });

    vi.advanceTimersByTime(1000 + TOAST_EXIT_MS + 999);
    expect(toasts.current?.text).toBe('Two');
    expect(toasts.current?.state).toBe('open');
    vi.advanceTimersByTime(1 + TOAST_EXIT_MS);
    expect(toasts.queue).toHaveLength(0);
  });

  it("'Dismiss alert' closes the shown toast early", () => {
    const toasts = setup();
    const id = toasts.show({ text: 'One' });
    toasts.dismiss(id);
    expect(toasts.current?.state).toBe('closing');
    toasts.dismiss(id); // a second click during the exit animation changes nothing
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(toasts.queue).toHaveLength(0);
  });

  it('removes a queued toast at once when it is dismissed', () => {
    const toasts = setup();
    toasts.show({ text: 'One' });
    const second = toasts.show({ text: 'Two' });
    toasts.dismiss(second);
    expect(toasts.queue.map((toast) => toast.text)).toEqual(['One']);
  });

  it('holds the countdown while paused and resumes with the time that was left', () => {
    const toasts = setup();
    const id = toasts.show({ text: 'One', duration: 1000 });

    vi.advanceTimersByTime(400);
    toasts.pause(id);
    expect(toasts.current?.remaining).toBe(600);

    vi.advanceTimersByTime(10_000);
    expect(toasts.current?.state).toBe('open');

    toasts.resume(id);
    vi.advanceTimersByTime(599);
    expect(toasts.current?.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(toasts.current?.state).toBe('closing');
  });

  it('ignores unknown ids and clears everything on clear()', () => {
    const toasts = setup();
    toasts.dismiss('nope');
    toasts.pause('nope');
    toasts.show({ text: 'One' });
    toasts.clear();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(toasts.queue).toHaveLength(0);
  });
});
