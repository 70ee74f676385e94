import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  UnreadCount,
  OptOutPreview,
  OptOutResult,
  UnsubscribeResult,
} from '@/contract';
import type { ApiClient } from './client';

/**
 * /v1/notifications (the bell, the centre and the e-mail preferences) and the one-click
 * /v1/unsubscribe/{token} of the e-mails (docs/architecture.md "Notifications and background
 * jobs"; the paths are listed in src/contract/schemas/notifications.ts).
 */
export const notificationsApi = (client: ApiClient) => ({
  /** A page, newest first, with the unread count. */
  list: (offset = 0, limit?: number): Promise<NotificationPage> =>
    client.request<NotificationPage>('/v1/notifications', { query: { offset, limit } }),
  /** The bell's one small request. */
  unread: (): Promise<UnreadCount> => client.request<UnreadCount>('/v1/notifications/unread'),
  markRead: (id: number): Promise<Notification> =>
    client.request<Notification>(`/v1/notifications/${id}`, {
      method: 'PATCH',
      body: { read: true },
    }),
  markAllRead: (): Promise<UnreadCount> =>
    client.request<UnreadCount>('/v1/notifications/read-all', { method: 'POST' }),
  preferences: (): Promise<NotificationPreferences> =>
    client.request<NotificationPreferences>('/v1/notifications/preferences'),
  savePreferences: (body: NotificationPreferencesBody): Promise<NotificationPreferences> =>
    client.request<NotificationPreferences>('/v1/notifications/preferences', {
      method: 'PUT',
      body,
    }),
  /** RFC 8058 one-click: the token names the member and the kind; no sign-in needed. */
  /** What the link would turn off, changing nothing (the page asks before it acts). */
  unsubscribePreview: (token: string): Promise<UnsubscribeResult> =>
    client.request<UnsubscribeResult>(`/v1/unsubscribe/${encodeURIComponent(token)}`),
  optOutPreview: (token: string): Promise<OptOutPreview> =>
    client.request<OptOutPreview>(`/v1/opt-out/${encodeURIComponent(token)}`),
  unsubscribe: (token: string): Promise<UnsubscribeResult> =>
    client.request<UnsubscribeResult>(`/v1/unsubscribe/${encodeURIComponent(token)}`, {
      method: 'POST',
    }),
  /** An address that is not a member's asks for no more e-mail (testimonial and invitation mails). */
  optOut: (token: string): Promise<OptOutResult> =>
    client.request<OptOutResult>(`/v1/opt-out/${encodeURIComponent(token)}`, { method: 'POST' }),
});

export type NotificationsApi = ReturnType<typeof notificationsApi>;
