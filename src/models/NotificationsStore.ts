import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  OptOutPreview,
  UnsubscribeResult,
} from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

/** While the page is visible the bell asks for the unread count this often. */
export const UNREAD_POLL_MS = 60_000;

/** What watchUnread listens to: the window (focus) and the document (visibilitychange). */
export interface UnreadWatchTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface UnreadWatchOptions {
  window?: UnreadWatchTarget;
  document?: UnreadWatchTarget & { visibilityState?: string };
  intervalMs?: number;
}

/** Spec 8's benign not-found: another member's or a deleted notification is gone from the list. */
const isNotFound = (error: unknown) => isApiError(error) && error.isNotFound;

/**
 * The notification centre (docs/architecture.md "Notifications and background jobs"): the
 * bell's unread count, the list a page at a time, the e-mail preferences and the one-click
 * unsubscribe of the e-mails.
 */
export const NotificationsStoreModel = types
  .compose(
    'NotificationsStore',
    WithEnv,
    types.model({
      unread: 0,
      /** Newest first, the pages loaded so far. */
      items: types.array(types.frozen<Notification>()),
      total: 0,
      loaded: false,
      preferences: types.maybe(types.frozen<NotificationPreferences>()),
      /** By unsubscribe token: which kinds' e-mails it would turn off (read, nothing changed). */
      unsubscribePlans: types.map(types.frozen<UnsubscribeResult>()),
      /** By unsubscribe token: which kind's e-mails it turned off. */
      unsubscribed: types.map(types.frozen<UnsubscribeResult>()),
      /** By opt-out token: the address it names, and whether it is off the list already. */
      optOutPlans: types.map(types.frozen<OptOutPreview>()),
    }),
  )
  .volatile(() => ({
    ops: {
      loadUnread: new Operation(),
      load: new Operation(),
      loadMore: new Operation(),
      /** By notification id: one line's link or button. */
      markRead: new OperationMap<number>(),
      markAllRead: new Operation(),
      loadPreferences: new Operation(),
      savePreferences: new Operation(),
      /** The link's pages read what it would do on load, and act only on the button. */
      loadUnsubscribePlan: new OperationMap<string>(),
      unsubscribe: new OperationMap<string>(),
      loadOptOutPlan: new OperationMap<string>(),
      optOut: new OperationMap<string>(),
    },
  }))
  .views((self) => ({
    get hasMore(): boolean {
      return self.items.length < self.total;
    },
  }))
  .actions((self) => {
    const now = () => (self.env.now?.() ?? new Date()).toISOString();
    const replace = (id: number, change: (item: Notification) => Notification) => {
      const index = self.items.findIndex((item) => item.id === id);
      const item = self.items[index];
      if (item) self.items[index] = change(item);
    };
    return {
      setPage(page: NotificationPage, append: boolean) {
        if (append) {
          // A notification that arrived since the first page shifts the rest down by one.
          const known = new Set(self.items.map((item) => item.id));
          self.items.push(...page.items.filter((item) => !known.has(item.id)));
        } else {
          self.items.replace(page.items);
        }
        self.total = page.total;
        self.unread = page.unread;
        self.loaded = true;
      },
      setUnread(unread: number) {
        self.unread = Math.max(0, unread);
      },
      setRead(id: number, readAt = now()) {
        const item = self.items.find((entry) => entry.id === id);
        if (item && !item.readAt) self.unread = Math.max(0, self.unread - 1);
        replace(id, (entry) => ({ ...entry, readAt: entry.readAt ?? readAt }));
      },
      setAllRead() {
        const readAt = now();
        self.items.replace(self.items.map((item) => (item.readAt ? item : { ...item, readAt })));
        self.unread = 0;
      },
      remove(id: number) {
        const item = self.items.find((entry) => entry.id === id);
        if (!item) return;
        if (!item.readAt) self.unread = Math.max(0, self.unread - 1);
        self.items.remove(item);
        self.total = Math.max(0, self.total - 1);
      },
      /** A team invitation answered here or elsewhere: its line says so, without its buttons. */
      setInvitationStatus(id: number, status: 'accepted' | 'declined' | null) {
        replace(id, (item) => ({ ...item, data: { ...item.data, status } }));
      },
      setPreferences(preferences: NotificationPreferences) {
        self.preferences = preferences;
      },
      setUnsubscribed(token: string, result: UnsubscribeResult) {
        self.unsubscribed.set(token, result);
      },
      setUnsubscribePlan(token: string, plan: UnsubscribeResult) {
        self.unsubscribePlans.set(token, plan);
      },
      setOptOutPlan(token: string, plan: OptOutPreview) {
        self.optOutPlans.set(token, plan);
      },
      clear() {
        self.unread = 0;
        self.items.clear();
        self.total = 0;
        self.loaded = false;
        self.preferences = undefined;
        self.unsubscribed.clear();
        self.unsubscribePlans.clear();
        self.optOutPlans.clear();
        resetOperations(self.ops);
      },
    };
  })
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api.notifications;

    return {
      loadUnread: operation(ops.loadUnread, function* () {
        self.setUnread((yield* toGenerator(api().unread())).unread);
      }),

      /** The first page (the panel shows its first few, the page all of them). */
      load: operation(ops.load, function* () {
        self.setPage(yield* toGenerator(api().list(0)), false);
      }),

      /** Show more: the next page after those loaded. */
      loadMore: operation(ops.loadMore, function* () {
        self.setPage(yield* toGenerator(api().list(self.items.length)), true);
      }),

      /** Opening a notification marks it read; one already read asks nothing. */
      markRead: keyedOperation(ops.markRead, function* (id: number) {
        if (self.items.find((item) => item.id === id)?.readAt) return;
        try {
          const updated = yield* toGenerator(api().markRead(id));
          self.setRead(id, updated.readAt ?? undefined);
        } catch (error) {
          if (!isNotFound(error)) throw error;
          self.remove(id);
        }
      }),

      markAllRead: operation(ops.markAllRead, function* () {
        yield* toGenerator(api().markAllRead());
        self.setAllRead();
      }),

      loadPreferences: operation(ops.loadPreferences, function* () {
        self.setPreferences(yield* toGenerator(api().preferences()));
      }),

      savePreferences: operation(
        ops.savePreferences,
        function* (body: NotificationPreferencesBody) {
          const saved = yield* toGenerator(api().savePreferences(body));
          self.setPreferences(saved);
          return saved;
        },
      ),

      /** What an unsubscribe link would turn off, changing nothing (its page's first step). */
      loadUnsubscribePlan: keyedOperation(ops.loadUnsubscribePlan, function* (token: string) {
        const plan = yield* toGenerator(api().unsubscribePreview(token));
        self.setUnsubscribePlan(token, plan);
        return plan;
      }),

      /** The address an opt-out link names, changing nothing (its page's first step). */
      loadOptOutPlan: keyedOperation(ops.loadOptOutPlan, function* (token: string) {
        const plan = yield* toGenerator(api().optOutPreview(token));
        self.setOptOutPlan(token, plan);
        return plan;
      }),

      /** The e-mail's one-click link, signed in or not (the token names the member and kind). */
      unsubscribe: keyedOperation(ops.unsubscribe, function* (token: string) {
        const result = yield* toGenerator(api().unsubscribe(token));
        self.setUnsubscribed(token, result);
        return result;
      }),

      /** An e-mail's opt-out link for an address that is not a member's (no sign-in). */
      optOut: keyedOperation(ops.optOut, function* (token: string) {
        return yield* toGenerator(api().optOut(token));
      }),
    };
  })
  .actions((self) => ({
    /**
     * Keeps the bell's count fresh while a member is signed in (the bell calls it on mount and
     * the disposer on sign-out): now, when the window regains focus or the tab becomes
     * visible, and every UNREAD_POLL_MS while it is visible. A failure keeps the last count.
     */
    watchUnread({
      window: win = globalThis.window,
      document: doc = globalThis.document,
      intervalMs = UNREAD_POLL_MS,
    }: UnreadWatchOptions = {}): () => void {
      const visible = () => doc?.visibilityState !== 'hidden';
      const refresh = () => {
        if (visible()) void self.loadUnread().catch(() => undefined);
      };
      refresh();
      const timer = setInterval(refresh, intervalMs);
      win?.addEventListener('focus', refresh);
      doc?.addEventListener('visibilitychange', refresh);
      return () => {
        clearInterval(timer);
        win?.removeEventListener('focus', refresh);
        doc?.removeEventListener('visibilitychange', refresh);
      };
    },
  }));

export type NotificationsStore = Instance<typeof NotificationsStoreModel>;
