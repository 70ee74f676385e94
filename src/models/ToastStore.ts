import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, TOAST_STATUSES, type ToastStatus } from '@/contract';

export const ToastModel = types
  .model('Toast', {
    id: types.identifier,
    text: types.string,
    status: types.enumeration('ToastStatus', [...TOAST_STATUSES]),
    duration: types.optional(types.number, TOAST_DURATION_MS),
    /** queued: waiting behind another; open: shown and counting down; closing: exit animation. */
    state: types.optional(types.enumeration('ToastState', ['queued', 'open', 'closing']), 'queued'),
    /** Time left on the countdown when it last (re)started or paused, in ms. */
    remaining: types.optional(types.number, 0),
    paused: false,
  })
  .views((self) => ({
    get elapsed() {
      return self.duration - self.remaining;
    },
  }));

export interface ToastInput {
  text: string;
  status?: ToastStatus;
  duration?: number;
}

type Timer = ReturnType<typeof setTimeout>;

export const ToastStoreModel = types
  .model('ToastStore', {
    queue: types.array(ToastModel),
  })
  .volatile(() => ({
    countdown: undefined as Timer | undefined,
    exit: undefined as Timer | undefined,
    startedAt: 0,
    lastId: 0,
  }))
  .views((self) => ({
    /** Only the first toast of the queue is ever shown. */
    get current(): Toast | undefined {
      return self.queue[0];
    },
    find(id: string): Toast | undefined {
      return self.queue.find((toast) => toast.id === id);
    },
  }))
  .actions((self) => ({
    clearCountdown() {
      if (self.countdown !== undefined) clearTimeout(self.countdown);
      self.countdown = undefined;
    },
    /** Removes a toast at once (after its exit animation, or while still queued). */
    remove(id: string) {
      const toast = self.find(id);
      if (toast) self.queue.remove(toast);
    },
  }))
  .actions((self) => {
    const store = () => self as ToastStore;

    function startCountdown(toast: Toast) {
      self.clearCountdown();
      self.startedAt = Date.now();
      const id = toast.id;
      self.countdown = setTimeout(() => store().dismiss(id), toast.remaining);
    }

    function openFirst() {
      const first = self.queue[0];
      if (!first || first.state !== 'queued') return;
      first.state = 'open';
      first.remaining = first.duration;
      startCountdown(first);
    }

    return {
      /** Queues a toast and returns its id; it shows when every toast before it has gone. */
      show(input: ToastInput): string {
        self.lastId += 1;
        const id = `toast-${self.lastId}`;
        self.queue.push({
          id,
          text: input.text,
          status: input.status ?? 'info',
          duration: input.duration ?? TOAST_DURATION_MS,
        });
        openFirst();
        return id;
      },
      /** 'Dismiss alert' or the end of the countdown: a 300 ms exit animation, then removal. */
      dismiss(id: string) {
        const toast = self.find(id);
        if (!toast || toast.state === 'closing') return;
        if (toast !== self.queue[0]) {
          self.remove(id);
          return;
        }
        self.clearCountdown();
        toast.state = 'closing';
        if (self.exit !== undefined) clearTimeout(self.exit);
        self.exit = setTimeout(() => store().finishExit(id), TOAST_EXIT_MS);
      },
      finishExit(id: string) {
        self.exit = undefined;
        self.remove(id);
        openFirst();
      },
      /** Hover or focus holds the countdown so a reader is never rushed (WCAG 2.2.1). */
      pause(id: string) {
        const toast = self.find(id);
        if (!toast || toast.state !== 'open' || toast.paused) return;
        self.clearCountdown();
        toast.remaining = Math.max(0, toast.remaining - (Date.now() - self.startedAt));
        toast.paused = true;
      },
      resume(id: string) {
        const toast = self.find(id);
        if (!toast || toast.state !== 'open' || !toast.paused) return;
        toast.paused = false;
        startCountdown(toast);
      },
      clear() {
        self.clearCountdown();
        if (self.exit !== undefined) clearTimeout(self.exit);
        self.exit = undefined;
        self.queue.clear();
      },
      beforeDestroy() {
        self.clearCountdown();
        if (self.exit !== undefined) clearTimeout(self.exit);
      },
    };
  });

export type Toast = Instance<typeof ToastModel>;
export type ToastStore = Instance<typeof ToastStoreModel>;
export type ToastStoreSnapshotIn = SnapshotIn<typeof ToastStoreModel>;
