import { texts as errorTexts } from '@/api/errors';
import type { EmailMode, NotificationKind } from '@/contract';

// The /notifications screen's own words (the e-mail preferences) and the /unsubscribe page's.
// The lines of the notifications, the bell and the panel are in
// src/components/notifications/texts.ts, shared with the navigation.

/** Each kind as the preferences and the unsubscribe page name it. */
const kindLabels: Record<NotificationKind, string> = {
  team_invitation: 'Invitations to a professional team',
  team_invitation_accepted: 'Members who accept your invitation',
  team_invitation_declined: 'Members who decline your invitation',
  team_removed: 'Removal from a professional team',
  testimonial_waiting: 'Testimonials waiting for you to publish them',
  watched_testimonial: 'New testimonials of members you watch',
  watched_profile_changed: 'Profile changes of members you watch',
  watched_unpublished: 'Members you watch who are no longer listed',
  saved_search_match: 'New members matching your saved searches',
  post_decided: 'Decisions on your posts to the social wall',
  check_decided: 'Decisions on your background check',
  check_notice_withdrawn: 'Adverse notices withdrawn from your background check',
  licence_decided: 'Reviews of your licenses',
  licence_expiring: 'Reminders before a license expires',
};

export const notificationsScreenTexts = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  allRead: 'All caught up.',
  loadFailure: errorTexts.loadFailure,
  retry: 'Try again',
  failedMore: 'More notifications could not be loaded.',
  count: (shown: number, total: number) => `Showing ${shown} of ${total}`,

  preferences: {
    title: 'E-mail notifications',
    intro:
      'Choose how each kind of notification reaches you by e-mail. Digests go out in the morning, in your time zone.',
    kind: 'Notification',
    mode: 'E-mail',
    modes: {
      immediate: 'At once',
      daily: 'Daily digest',
      weekly: 'Weekly digest',
      off: 'Off',
    } satisfies Record<EmailMode, string>,
    kindLabels,
    always: 'Always e-mailed',
    alwaysHint: 'It is about your own account.',
    timeZone: 'Time zone for digests',
    fromBrowser: 'Taken from your browser: save to use it for your digests.',
    save: 'Save preferences',
    saved: 'E-mail preferences saved.',
    loading: 'Loading your e-mail preferences',
  },

  unsubscribe: {
    title: 'Unsubscribe',
    pending: 'Reading the link…',
    /** Before the button: what it will turn off. */
    ask: ({
      kind,
      digest,
    }: {
      kind: NotificationKind | null;
      digest: 'daily' | 'weekly' | null;
    }) =>
      kind
        ? `Turn off e-mails about: ${kindLabels[kind].toLowerCase()}?`
        : `Turn off the ${digest ?? 'daily'} digest?`,
    /** A digest's link: the kinds it carries now. */
    carries: 'It carries:',
    nothingCarried: 'It carries nothing at the moment: every kind it held is off already.',
    confirm: 'Unsubscribe',
    done: 'You are unsubscribed',
    /** A kind's link names the kind; a digest's names the digest. */
    off: ({
      kind,
      digest,
    }: {
      kind: NotificationKind | null;
      digest: 'daily' | 'weekly' | null;
    }) =>
      kind
        ? `You will no longer get e-mails about: ${kindLabels[kind].toLowerCase()}.`
        : `You will no longer get the ${digest ?? 'daily'} digest.`,
    /** A digest's link: the kinds it turned off. */
    kindsOff: 'Now off:',
    kindLabel: (kind: NotificationKind) => kindLabels[kind],
    stillInApp: 'They still show in your notifications when you sign in.',
    change: 'Change your e-mail preferences',
    failedTitle: 'This link did not work',
    retry: 'Try again',
    home: 'Go to the home page',
  },

  /** /opt-out/{token}: an address that is not a member's (a testimonial writer, an invited peer). */
  optOut: {
    title: 'Stop e-mails from Guildhall',
    pending: 'Reading the link…',
    /** Before the button: the address and what stopping means. */
    ask: (email: string) => `Stop all e-mails from Guildhall to ${email}?`,
    askLead:
      'Members will no longer be able to ask for a testimonial or send an invitation to this address.',
    confirm: 'Stop e-mails',
    done: 'This address is off our list',
    lead: 'Members can no longer ask for a testimonial or send an invitation to this address: Guildhall will not write to it again.',
    member: 'If you become a member one day, your own account e-mails are not affected.',
    failedTitle: 'This link did not work',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
