import { texts as errorTexts } from '@/api/errors';
import type { NotificationKind } from '@/contract';
import { bellTexts } from './bellTexts';

// The notification centre's words: the bell, its panel, the lines of every kind and the page's
// list. The bell and the panel live in src/components (the navigation uses them, and only
// routes and screens import a screen), so the texts the /notifications screen shares with them
// live here too; the screen's own (preferences, unsubscribe) are in
// src/screens/notifications/texts.ts.

const joinFields = (fields: readonly string[]) => {
  const names = fields.map((field) => (field === 'locations' ? 'practice states' : field));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
};

export const notificationTexts = {
  ...bellTexts,
  title: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark as read',
  markReadOf: (line: string) => `Mark as read: ${line}`,
  seeAll: 'See all notifications',
  showMore: 'Show more',
  loading: 'Loading notifications',
  empty: 'No notifications yet.',
  emptyHint: 'Invitations, testimonials and news about members you watch will show here.',
  retry: 'Try again',
  loadFailure: errorTexts.loadFailure,
  unread: 'Unread',
  list: 'Notifications',
  someone: 'A member',

  // A team invitation in a notification, and on the team page.
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'You accepted this invitation.',
  declined: 'You declined this invitation.',
  closed: 'This invitation is no longer open.',
  teamJoined: errorTexts.teamJoined,
  teamDeclined: errorTexts.teamDeclined,

  /** One line per kind; `name` is the member the event is about. */
  line: {
    team_invitation: (name: string) => `${name} invited you to their professional team.`,
    team_invitation_accepted: (name: string) =>
      `${name} accepted your invitation and joined your professional team.`,
    team_invitation_declined: (name: string) => `${name} declined your team invitation.`,
    team_removed: (name: string) => `${name} removed you from their professional team.`,
    testimonial_waiting: () => 'A new testimonial is waiting for you to publish it.',
    watched_testimonial: (name: string) => `${name} published a new testimonial.`,
    watched_profile_changed: (name: string, fields: readonly string[] = []) =>
      fields.length > 0
        ? `${name} changed their ${joinFields(fields)}.`
        : `${name} updated their profile.`,
    watched_unpublished: (name: string) => `${name} is no longer listed.`,
    saved_search_match: (name: string, search?: string) =>
      search
        ? `${name} matches your saved search “${search}”.`
        : `${name} matches one of your saved searches.`,
    post_decided: (_name: string, state?: string) =>
      state === 'rejected'
        ? 'Your post to the social wall was not approved.'
        : 'Your post to the social wall was approved.',
    check_decided: (_name: string, state?: string) =>
      state === 'cleared'
        ? 'Your background check is complete: cleared.'
        : state === 'adverse'
          ? 'Your background check needs your attention.'
          : 'Your background check was decided.',
    check_notice_withdrawn: () =>
      'The adverse notice on your background check was withdrawn: it is in review again.',
    licence_decided: (_name: string, state?: string) =>
      state === 'revoked'
        ? 'A reviewer could not confirm your license: it is marked revoked.'
        : 'A reviewer verified your license.',
    licence_expiring: (_name: string, days?: number) =>
      days === undefined
        ? 'Your license expires soon: renew it and update it on your profile.'
        : `Your license expires in ${days} days: renew it and update it on your profile.`,
  } satisfies Record<NotificationKind, (name: string, extra?: never) => string>,
} as const;
