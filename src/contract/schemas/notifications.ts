import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { NAME_MAX } from '../limits';
import { messages } from '../messages';
import { idSchema, isoDateTimeSchema, selectedNumber, text, uploadKeySchema } from './common';
import { pageOf, pageQueryShape } from './operators';

// A member's notifications (docs/architecture.md "Notifications and background jobs", issue 23):
// a row per event, written in the event's transaction; the bell reads the unread count, the
// centre (/notifications) lists them a page at a time, and each kind is e-mailed as the member
// chose: at once, in a daily or weekly digest, or not at all.
//
// - GET   /v1/notifications                  a page, newest first (+ the unread count)
// - GET   /v1/notifications/unread           { unread } (the bell: one small request)
// - PATCH /v1/notifications/{id}             { read: true } marks one read; answers it
// - POST  /v1/notifications/read-all         marks every one read; answers { unread: 0 }
// - GET   /v1/notifications/preferences      the e-mail choice per kind and the time zone
// - PUT   /v1/notifications/preferences      changes some of them; answers all
// - POST  /v1/unsubscribe/{token}            RFC 8058 one-click: that kind off, no sign-in
// - POST  /v1/opt-out/{token}                an address that is not a member's: no more e-mail
// Another member's notification answers 404, never 403.

/** Every kind of notification, in the order the preferences list them. */
export const NOTIFICATION_KINDS = [
  'team_invitation', // someone invited me to their team (Accept/Decline in the notification)
  'team_invitation_accepted', // a member I invited accepted
  'team_invitation_declined', // a member I invited declined
  'team_removed', // an owner removed me from their team
  'testimonial_waiting', // a testimonial was written for me and waits for me to publish it
  'licence_decided', // a reviewer verified or revoked my licence (issue 24)
  'licence_expiring', // my licence expires in 60, 30 or 7 days (issue 24)
  'watched_testimonial', // a member I watch published a testimonial
  'watched_profile_changed', // a member I watch changed profession or practice states
  'watched_unpublished', // a member I watch is no longer listed
  'saved_search_match', // a member newly matches one of my saved searches
  'post_decided', // a reviewer approved or rejected a link I posted
  'check_decided', // my background check was decided (transactional)
  'check_notice_withdrawn', // a reviewer withdrew the adverse notice on my check (issue 38)
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: apiMessages.unknownNotificationKind,
});

/** How a kind reaches the member by e-mail. */
export const EMAIL_MODES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
export const emailModeSchema = z.enum(EMAIL_MODES, { error: apiMessages.unknownEmailMode });

/**
 * Kinds e-mailed whatever the preferences, with no unsubscribe (decisions about the member's own
 * account). The preferences list them as "always e-mailed" and refuse a change.
 */
export const TRANSACTIONAL_KINDS = ['check_decided'] as const satisfies readonly NotificationKind[];
export const isTransactionalKind = (kind: NotificationKind): boolean =>
  (TRANSACTIONAL_KINDS as readonly NotificationKind[]).includes(kind);

/** A kind's e-mail when the member has not chosen: what concerns them at once, news daily. */
export const DEFAULT_EMAIL_MODES: Record<NotificationKind, EmailMode> = {
  team_invitation: 'immediate',
  team_invitation_accepted: 'immediate',
  team_invitation_declined: 'immediate',
  team_removed: 'immediate',
  testimonial_waiting: 'immediate',
  watched_testimonial: 'daily',
  watched_profile_changed: 'daily',
  watched_unpublished: 'daily',
  saved_search_match: 'daily',
  post_decided: 'immediate',
  check_decided: 'immediate',
  check_notice_withdrawn: 'immediate',
  licence_decided: 'immediate',
  licence_expiring: 'immediate',
};

/** The invitee hears of invitations from one owner at most once in this many days. */
export const INVITATION_NOTICE_DAYS = 30;
/** A page of the centre: 20 by default, at most 50. */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** The member an event is about (who invited, who published): enough for a line and a link. */
export const notificationActorSchema = z.object({
  id: idSchema,
  firstName: text().max(NAME_MAX),
  lastName: text().max(NAME_MAX),
  avatar: uploadKeySchema.nullable(),
  // false once the member is no longer listed: the line shows them, the link goes nowhere.
  listed: z.boolean(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;

/**
 * One notification. `subject` is what it is about (a team relation, a testimonial, a post, a
 * review, a saved search, a member); the SPA builds the line and the link from the kind, the
 * actor, the subject and `data` (texts live in the SPA, src/screens/notifications/texts.ts).
 * `data` holds the few facts a line needs that may change later, as they were at the event:
 * - team_invitation: { status } of the relation now ('pending' while Accept/Decline apply)
 * - watched_profile_changed: { fields: ('profession' | 'locations')[] }
 * - saved_search_match: { searchId, searchName }
 * - post_decided: { state: 'approved' | 'rejected', link }
 * - check_decided: { state }
 * - check_notice_withdrawn: { state: 'in_review' } (the review is back in review)
 * - licence_decided: { state: 'verified' | 'revoked', name, jurisdiction }
 * - licence_expiring: { days: 60 | 30 | 7, name, jurisdiction, expirationDate }
 */
export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
  actor: notificationActorSchema.nullable(),
  subject: z.object({ kind: text().max(40), id: idSchema }).nullable(),
  data: z.record(
    text().max(40),
    z.union([text(), z.number(), z.boolean(), z.null(), z.array(text())]),
  ),
});
export type Notification = z.infer<typeof notificationSchema>;

// ?limit&offset as the operators' lists, with the centre's own page size.
export const notificationQuerySchema = z.object({
  ...pageQueryShape,
  limit: z.preprocess(
    selectedNumber,
    z
      .number({ error: apiMessages.queryInteger('limit') })
      .int(apiMessages.queryInteger('limit'))
      .min(1, messages.minValue(1))
      .max(NOTIFICATION_PAGE_MAX, messages.maxValue(NOTIFICATION_PAGE_MAX))
      .default(NOTIFICATION_PAGE_DEFAULT),
  ),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPatchBodySchema = z.strictObject({
  read: z.literal(true, { error: apiMessages.notificationReadOnly }),
});
export type NotificationPatchBody = z.infer<typeof notificationPatchBodySchema>;

/** An IANA time zone name the server's Intl knows ('America/Chicago'). */
export const timeZoneSchema = text()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: apiMessages.unknownTimeZone },
  );

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  mode: emailModeSchema,
  /** Transactional kinds are always e-mailed at once; their mode cannot change. */
  locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  /** Null until the browser or the member gave one; digests then follow DEFAULT_TIME_ZONE. */
  timeZone: timeZoneSchema.nullable(),
  kinds: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: the time zone and/or some kinds' modes; what is left out stays. */
export const notificationPreferencesBodySchema = z
  .strictObject({
    timeZone: timeZoneSchema.optional(),
    /** The browser's zone, kept only when the member never gave one (sent at sign-in). */
    browserTimeZone: timeZoneSchema.optional(),
    kinds: z
      .partialRecord(notificationKindSchema, emailModeSchema, {
        // A key outside the kinds fails as an unrecognised key, not through the enum's message.
        error: (issue) =>
          (issue.code as string) === 'unrecognized_keys'
            ? apiMessages.unknownNotificationKind
            : undefined,
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    for (const kind of Object.keys(body.kinds ?? {}) as NotificationKind[]) {
      if (isTransactionalKind(kind)) {
        ctx.addIssue({
          code: 'custom',
          message: apiMessages.kindAlwaysEmailed,
          path: ['kinds', kind],
        });
      }
    }
  });
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/**
 * The one-click unsubscribe's answer (idempotent): what is now off; its GET, what the POST
 * would turn off, changing nothing (the page shows it with a button). A kind's link turns that kind
 * off (`kind` names it, `kinds` is [kind], `digest` null). A digest's link turns off every kind
 * that digest carries when the link is used (`kind` null, `digest` 'daily' or 'weekly', `kinds`
 * those kinds, possibly none when a second click finds them off already).
 */
export const unsubscribeResultSchema = z.object({
  kind: notificationKindSchema.nullable(),
  digest: z.enum(['daily', 'weekly']).nullable(),
  kinds: z.array(notificationKindSchema),
  mode: z.literal('off'),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/**
 * POST /v1/opt-out/{token}: an address that is not a member's asks for no more e-mail
 * (testimonial requests, peer invitations); later requests to it are refused. Idempotent.
 */
export const optOutResultSchema = z.object({ optedOut: z.literal(true) });
export type OptOutResult = z.infer<typeof optOutResultSchema>;

/**
 * GET /v1/opt-out/{token}: what the link would do, changing nothing (issue 38 §8): the address
 * it names and whether that address is off the list already.
 */
export const optOutPreviewSchema = z.object({ email: text(), optedOut: z.boolean() });
export type OptOutPreview = z.infer<typeof optOutPreviewSchema>;

/** The tokens of the e-mails' links: opaque, signed, URL-safe. */
export const mailLinkTokenParamsSchema = z.object({
  token: text()
    .max(500, { error: apiMessages.unsubscribeLinkInvalid })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: apiMessages.unsubscribeLinkInvalid }),
});
