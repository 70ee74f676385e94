import { isTransactionalKind, type EmailMode, type NotificationKind } from '../contract';
import type { AppContext } from '../context';
import type { DigestMember, DigestNotification } from '../db/notificationPreferences';
import type { Repositories } from '../db/repositories';
import {
  digestMail,
  notificationFragment,
  notificationMail,
  notificationSentence,
  type NotificationLine,
  type UnsubscribeLinks,
} from '../mail/notificationTemplates';
import { signMailLink, type MailLink } from './unsubscribe';

// A notification's e-mail (docs/architecture.md "Notifications and background jobs"): at once
// when the member chose so for its kind (transactional kinds always), else in their daily or
// weekly digest (server/jobs/digests.ts), else never. Whatever is e-mailed is marked emailed_at
// in the same transaction, so a digest never repeats it.

export interface NotificationForEmail {
  id: number;
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  subject: { kind: string; id: number } | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The one-click links of a token: the SPA's page, and the API URL mail clients POST (RFC 8058). */
export function mailLinks(ctx: AppContext, link: MailLink): UnsubscribeLinks {
  const token = signMailLink(ctx.keys.mailLinks, link);
  const base = ctx.config.publicBaseUrl;
  const path = link.purpose === 'opt-out' ? 'opt-out' : 'unsubscribe';
  return { page: `${base}/${path}/${token}`, oneClick: `${base}/api/v1/${path}/${token}` };
}

/** Where a notification leads in the SPA. */
function linkOf(
  base: string,
  userId: number,
  kind: NotificationKind,
  actorId: number | null,
  actorListed: boolean,
): string {
  const profile = actorId !== null && actorListed ? `${base}/profile/${actorId}` : null;
  switch (kind) {
    case 'team_invitation_accepted':
    case 'team_invitation_declined':
      return `${base}/team/${userId}`;
    case 'team_removed':
    case 'watched_testimonial':
    case 'watched_profile_changed':
    case 'saved_search_match':
      return profile ?? `${base}/notifications`;
    case 'watched_unpublished':
      return `${base}/watch-list`;
    case 'testimonial_waiting':
      return `${base}/settings/testimonials`;
    case 'post_decided':
      return `${base}/dashboard`;
    case 'check_decided':
    case 'check_notice_withdrawn':
      return `${base}/settings/check`;
    case 'licence_decided':
    case 'licence_expiring':
      return `${base}/settings/certifications`;
    case 'team_invitation':
      // Accept and Decline are in the notification itself.
      return `${base}/notifications`;
  }
}

function lineOf(
  base: string,
  userId: number,
  kind: NotificationKind,
  actor: { id: number; name: string; listed: boolean } | null,
  data: Record<string, unknown>,
): NotificationLine {
  return {
    kind,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    text: notificationSentence(kind, actor?.name ?? null, data),
    fragment: notificationFragment(kind, data),
    link: linkOf(base, userId, kind, actor?.id ?? null, actor?.listed ?? false),
  };
}

/**
 * Called by notify() right after it inserted the row, in the same transaction: queues the
 * e-mail when the kind goes out at once and marks the row e-mailed. Answers the outbox id (the
 * caller delivers it after commit: ctx.mailer.deliver) or null when nothing is sent now.
 * `alreadyMailed`: the event sent its own e-mail (the background check's decisions carry their
 * own texts), so the row is only marked e-mailed.
 */
export async function emailAtOnce(
  tx: Repositories,
  ctx: AppContext,
  notification: NotificationForEmail,
  options: { alreadyMailed?: boolean } = {},
): Promise<number | null> {
  const transactional = isTransactionalKind(notification.kind);
  const now = ctx.now();
  if (transactional && options.alreadyMailed) {
    await tx.notificationPreferences.markEmailed([notification.id], now);
    return null;
  }
  if (!transactional) {
    const mode = await tx.notificationPreferences.modeOf(notification.userId, notification.kind);
    if (mode !== 'immediate') return null;
  }
  const recipient = await tx.notificationPreferences.recipient(notification.userId);
  if (!recipient) return null;
  const actorRow =
    notification.actorId === null
      ? undefined
      : await tx.notificationPreferences.actor(notification.actorId);
  const actor =
    actorRow && notification.actorId !== null
      ? {
          id: notification.actorId,
          name: `${actorRow.firstName} ${actorRow.lastName}`,
          listed: actorRow.published,
        }
      : null;
  const base = ctx.config.publicBaseUrl;
  const mailId = await tx.outbox.queue(
    notificationMail({
      to: recipient.email,
      firstName: recipient.firstName,
      line: lineOf(base, notification.userId, notification.kind, actor, notification.data),
      data: notification.data,
      preferencesLink: `${base}/notifications`,
      unsubscribe: transactional
        ? null
        : mailLinks(ctx, {
            purpose: 'unsubscribe',
            userId: notification.userId,
            target: notification.kind,
          }),
    }),
  );
  await tx.notificationPreferences.markEmailed([notification.id], now);
  return mailId;
}

/**
 * emailAtOnce for many rows of one event (a watchers' fan-out, issue 38): the recipients who want
 * it at once are read in one query, the actor once, and the rows marked e-mailed together.
 * Answers the outbox ids to deliver after the commit.
 */
export async function emailEachAtOnce(
  tx: Repositories,
  ctx: AppContext,
  event: {
    kind: NotificationKind;
    actorId: number | null;
    data: Record<string, unknown>;
    rows: ReadonlyArray<{ id: number; userId: number }>;
  },
): Promise<number[]> {
  if (event.rows.length === 0) return [];
  const recipients = await tx.notificationPreferences.immediateRecipients(
    event.rows.map((row) => row.userId),
    event.kind,
  );
  if (recipients.length === 0) return [];
  const actorRow =
    event.actorId === null ? undefined : await tx.notificationPreferences.actor(event.actorId);
  const actor =
    actorRow && event.actorId !== null
      ? {
          id: event.actorId,
          name: `${actorRow.firstName} ${actorRow.lastName}`,
          listed: actorRow.published,
        }
      : null;
  const base = ctx.config.publicBaseUrl;
  const rowOf = new Map(event.rows.map((row) => [row.userId, row.id]));
  const mailIds: number[] = [];
  for (const recipient of recipients) {
    mailIds.push(
      await tx.outbox.queue(
        notificationMail({
          to: recipient.email,
          firstName: recipient.firstName,
          line: lineOf(base, recipient.id, event.kind, actor, event.data),
          data: event.data,
          preferencesLink: `${base}/notifications`,
          unsubscribe: isTransactionalKind(event.kind)
            ? null
            : mailLinks(ctx, { purpose: 'unsubscribe', userId: recipient.id, target: event.kind }),
        }),
      ),
    );
  }
  await tx.notificationPreferences.markEmailed(
    recipients.map((recipient) => rowOf.get(recipient.id)!),
    ctx.now(),
  );
  return mailIds;
}

/** The modes a member's digest carries on their local date: daily, and weekly on Mondays. */
export const digestModes = (monday: boolean): EmailMode[] =>
  monday ? ['daily', 'weekly'] : ['daily'];

/**
 * The digests of `members` (claimed by the caller for their local date), in the caller's
 * transaction: one e-mail per member with what they have neither read nor received, never an
 * empty one; every notification listed is marked e-mailed. Answers the outbox ids.
 */
export async function queueDigests(
  tx: Repositories,
  ctx: AppContext,
  members: DigestMember[],
): Promise<number[]> {
  const base = ctx.config.publicBaseUrl;
  const byUser = new Map<number, DigestNotification[]>();
  for (const monday of [false, true]) {
    const group = members.filter((member) => member.monday === monday);
    const rows = await tx.notificationPreferences.undigested(
      group.map((member) => member.id),
      digestModes(monday),
    );
    for (const row of rows) {
      const list = byUser.get(row.userId);
      if (list) list.push(row);
      else byUser.set(row.userId, [row]);
    }
  }
  const messages = [];
  const emailed: number[] = [];
  for (const member of members) {
    const rows = byUser.get(member.id);
    if (!rows?.length) continue;
    const lines = rows.map((row) =>
      lineOf(
        base,
        member.id,
        row.kind,
        row.actorId !== null && row.actorFirstName !== null
          ? {
              id: row.actorId,
              name: `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
              listed: row.actorListed === true,
            }
          : null,
        row.data,
      ),
    );
    // Monday's digest is the weekly one when it carries a weekly kind (daily ones ride along).
    const period = rows.some((row) => row.mode === 'weekly') ? 'weekly' : 'daily';
    messages.push(
      digestMail({
        to: member.email,
        firstName: member.firstName,
        period,
        lines,
        preferencesLink: `${base}/notifications`,
        notificationsLink: `${base}/notifications`,
        unsubscribe: mailLinks(ctx, {
          purpose: 'unsubscribe',
          userId: member.id,
          target: `digest:${period}`,
        }),
      }),
    );
    emailed.push(...rows.map((row) => row.id));
  }
  const ids = await tx.outbox.queueMany(messages);
  await tx.notificationPreferences.markEmailed(emailed, ctx.now());
  return ids;
}
