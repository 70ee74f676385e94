import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, removePersistedEntries, type ContentDocument } from '@/api';
import {
  MAX_REMEMBERED_ALERTS,
  readSeenAlerts,
  rememberSeenAlert,
  seenAlertsKey,
  showContentAlerts,
} from '@/components/feedback/seenAlerts';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, type ContentAlert } from '@/contract';
import { createRootStore } from '@/models/RootStore';

const alert = (
  id: string,
  text: string | null,
  status: ContentAlert['status'] = 'info',
): ContentDocument<ContentAlert> => ({
  id,
  uid: null,
  firstPublished: '2026-01-05T09:00:00+0000',
  data: { text, status },
});

describe('content alerts seen once', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const storage = createMemoryStorage();
    const toasts = createRootStore().toasts;
    const show = (alerts: Array<ContentDocument<ContentAlert>>, memberId = 7) =>
      showContentAlerts({ toasts, storage, memberId, alerts });
    return { storage, toasts, show };
  };

  it('queues each alert as a toast with its status', () => {
    const { toasts, show } = setup();
    expect(show([alert('a', 'Welcome', 'success'), alert('b', 'Mind the gap', 'warning')])).toBe(2);
    expect(toasts.queue.map(({ text, status }) => [text, status])).toEqual([
      ['Welcome', 'success'],
      ['Mind the gap', 'warning'],
    ]);
  });

  it('remembers an alert once its toast is dismissed, and does not show it again', () => {
    const { storage, toasts, show } = setup();
    show([alert('a', 'Welcome')]);
    expect(readSeenAlerts(storage, 7)).toEqual([]);
    toasts.dismiss(toasts.current?.id ?? '');
    expect(readSeenAlerts(storage, 7)).toEqual(['a']);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(toasts.queue).toHaveLength(0);

    // The next visit: a new app, the same storage.
    const next = createRootStore().toasts;
    expect(
      showContentAlerts({ toasts: next, storage, memberId: 7, alerts: [alert('a', 'Welcome')] }),
    ).toBe(0);
    expect(next.queue).toHaveLength(0);
  });

  it('remembers an alert whose toast ran out, and a queued one only once it has shown', () => {
    const { storage, show } = setup();
    show([alert('a', 'One'), alert('b', 'Two')]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(readSeenAlerts(storage, 7)).toEqual(['a']);
    vi.advanceTimersByTime(TOAST_EXIT_MS + TOAST_DURATION_MS);
    expect(readSeenAlerts(storage, 7)).toEqual(['a', 'b']);
  });

  it('does not queue an alert twice in one tab (the layout mounted again)', () => {
    const { toasts, show } = setup();
    show([alert('a', 'Welcome')]);
    expect(show([alert('a', 'Welcome'), alert('b', 'News')])).toBe(1);
    expect(toasts.queue.map((toast) => toast.text)).toEqual(['Welcome', 'News']);
  });

  it('shows again an alert whose toast was cleared unseen (signed out before it showed)', () => {
    const { storage, toasts, show } = setup();
    show([alert('a', 'Welcome')]);
    toasts.clear();
    expect(readSeenAlerts(storage, 7)).toEqual([]);
    expect(show([alert('a', 'Welcome')])).toBe(1);
  });

  it('keeps each member’s seen alerts apart', () => {
    const { storage, toasts, show } = setup();
    show([alert('a', 'Welcome')], 7);
    toasts.dismiss(toasts.current?.id ?? '');
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(show([alert('a', 'Welcome')], 8)).toBe(1);
    expect(readSeenAlerts(storage, 8)).toEqual([]);
  });

  it('skips an alert without text', () => {
    const { toasts, show } = setup();
    expect(show([alert('a', null), alert('b', '   ')])).toBe(0);
    expect(toasts.queue).toHaveLength(0);
  });

  it('survives the start-up sweep of persist* keys, and unreadable or full storage', () => {
    const storage = createMemoryStorage();
    rememberSeenAlert(storage, 7, 'a');
    expect(seenAlertsKey(7).startsWith('persist')).toBe(false);
    removePersistedEntries(storage);
    expect(readSeenAlerts(storage, 7)).toEqual(['a']);

    storage.setItem(seenAlertsKey(7), '{not json');
    expect(readSeenAlerts(storage, 7)).toEqual([]);
    storage.setItem(seenAlertsKey(7), JSON.stringify({ a: 1 }));
    expect(readSeenAlerts(storage, 7)).toEqual([]);
    storage.setItem(seenAlertsKey(7), JSON.stringify(['a', 3, null, 'b']));
    expect(readSeenAlerts(storage, 7)).toEqual(['a', 'b']);

    const full = {
      ...createMemoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberSeenAlert(full, 7, 'a')).not.toThrow();
  });

  it('keeps the newest ids only', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < MAX_REMEMBERED_ALERTS + 5; i += 1) rememberSeenAlert(storage, 7, `id-${i}`);
    rememberSeenAlert(storage, 7, 'id-10');
    const ids = readSeenAlerts(storage, 7);
    expect(ids).toHaveLength(MAX_REMEMBERED_ALERTS);
    expect(ids[0]).toBe('id-5');
    expect(ids.at(-1)).toBe('id-10');
  });
});
