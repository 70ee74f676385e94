import type { Notification } from '@/contract';
import { notificationTexts as texts } from './texts';

export interface NotificationView {
  /** The line a member reads. */
  text: string;
  /** Where opening it leads; none when its subject is gone (a member no longer listed). */
  to?: string;
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * A notification's line and link, from its kind, actor and data (the contract's
 * notificationSchema): the member's profile for news about a member (none once they are no
 * longer listed), and the member's own page for what concerns them.
 */
export function describeNotification(notification: Notification, myId?: number): NotificationView {
  const { kind, actor, data } = notification;
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() : texts.someone;
  const profile = actor?.listed ? `/profile/${actor.id}` : undefined;
  switch (kind) {
    case 'team_invitation':
    case 'team_invitation_declined':
    case 'team_removed':
    case 'watched_testimonial':
    case 'watched_unpublished':
      return { text: texts.line[kind](name), to: profile };
    case 'team_invitation_accepted':
      return {
        text: texts.line[kind](name),
        to: myId === undefined ? profile : `/team/${myId}`,
      };
    case 'watched_profile_changed': {
      const fields = Array.isArray(data.fields) ? data.fields : [];
      return { text: texts.line[kind](name, fields), to: profile };
    }
    case 'saved_search_match':
      return {
        text: texts.line[kind](name, stringOf(data.searchName)),
        to: profile ?? '/community',
      };
    case 'testimonial_waiting':
      return { text: texts.line[kind](), to: '/settings/testimonials' };
    case 'post_decided':
      return { text: texts.line[kind](name, stringOf(data.state)), to: '/dashboard' };
    case 'check_decided':
      return { text: texts.line[kind](name, stringOf(data.state)), to: '/settings/check' };
    case 'check_notice_withdrawn':
      return { text: texts.line[kind](), to: '/settings/check' };
    case 'licence_decided':
      return {
        text: texts.line[kind](name, stringOf(data.state)),
        to: '/settings/certifications',
      };
    case 'licence_expiring':
      return {
        text: texts.line[kind](name, typeof data.days === 'number' ? data.days : undefined),
        to: '/settings/certifications',
      };
  }
}

/** "2 hours ago", "yesterday", "3 days ago"; a date beyond a week. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
