import { when } from 'mobx';
import { isAlive } from 'mobx-state-tree';
import type { ContentDocument, StorageLike } from '@/api';
import type { ContentAlert } from '@/contract';
import type { ToastStore } from '@/models/ToastStore';

// Alerts from the content service show as toasts once each (issue 11): an alert whose toast
// was dismissed or ran out is remembered in local storage, per member, and not shown again.
// The key must not begin with 'persist': the app removes those entries on every start.

const SEEN_KEY_PREFIX = 'guildhall.contentAlerts.seen.v1.';
/** Enough for years of alerts; the oldest ids go first (alerts are not kept for ever). */
export const MAX_REMEMBERED_ALERTS = 100;

export const seenAlertsKey = (memberId: number): string => `${SEEN_KEY_PREFIX}${memberId}`;

/** The ids of the alerts this member has seen; nothing when the entry is missing or unreadable. */
export function readSeenAlerts(storage: StorageLike, memberId: number): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(seenAlertsKey(memberId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds an alert to the member's seen ids (newest last, at most MAX_REMEMBERED_ALERTS). */
export function rememberSeenAlert(storage: StorageLike, memberId: number, alertId: string): void {
  const ids = [...readSeenAlerts(storage, memberId).filter((id) => id !== alertId), alertId];
  try {
    storage.setItem(seenAlertsKey(memberId), JSON.stringify(ids.slice(-MAX_REMEMBERED_ALERTS)));
  } catch {
    // Storage full or blocked: the alert may show again next visit, which is harmless.
  }
}

/** Alerts queued in this tab, per toast queue: a layout mounted again does not queue them twice. */
const queuedHere = new WeakMap<ToastStore, Set<string>>();

export interface ShowAlertsInput {
  toasts: ToastStore;
  storage: StorageLike;
  memberId: number;
  alerts: ReadonlyArray<ContentDocument<ContentAlert>>;
}

/**
 * Queues a toast for each alert with text that this member has not seen and that is not
 * already queued; returns how many. An alert is remembered once its toast closes (dismissed or
 * timed out); a toast cleared unseen (sign-out) leaves it to show another time.
 */
export function showContentAlerts({ toasts, storage, memberId, alerts }: ShowAlertsInput): number {
  const queued = queuedHere.get(toasts) ?? new Set<string>();
  queuedHere.set(toasts, queued);
  const seen = new Set(readSeenAlerts(storage, memberId));
  let shown = 0;
  for (const alert of alerts) {
    const key = `${memberId}:${alert.id}`;
    const text = alert.data.text?.trim();
    if (!text || seen.has(alert.id) || queued.has(key)) continue;
    const toastId = toasts.show({ text, status: alert.data.status });
    queued.add(key);
    shown += 1;
    when(
      () => {
        if (!isAlive(toasts)) return true;
        const toast = toasts.find(toastId);
        return !toast || toast.state === 'closing';
      },
      () => {
        if (isAlive(toasts) && toasts.find(toastId)) {
          rememberSeenAlert(storage, memberId, alert.id);
        } else queued.delete(key);
      },
    );
  }
  return shown;
}
