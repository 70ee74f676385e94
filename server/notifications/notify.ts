import type { AppContext } from '../context';
import type { NotificationKind } from '../contract';
import type { Repositories } from '../db/repositories';
import { emailAtOnce, emailEachAtOnce } from './email';

// The one way an event tells a member (docs/architecture.md "Notifications and background
// jobs"): the notification row is written in the event's own transaction `tx`, and its e-mail,
// when the member wants this kind at once, is queued in the same transaction. The caller
// delivers the queued mail after the commit:
//
//   const mailIds: number[] = [];
//   await ctx.transaction(async (tx) => {
//     …the event…
//     const { mailId } = await notify(tx, ctx, { userId, kind, actorId, subject, at: ctx.now() });
//     if (mailId !== null) mailIds.push(mailId);
//   });
//   if (mailIds.length > 0) void ctx.mailer.deliver(mailIds);

export interface NotifyInput {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** The member the event is about (who invited, who published), if any. */
  actorId?: number | null;
  /** What it is about (a team relation, a testimonial, a post, a review, a member…). */
  subject?: { kind: string; id: number } | null;
  /** The few facts a line needs as they were at the event (the contract's notificationSchema). */
  data?: Record<string, unknown>;
  at: Date;
  /**
   * The event sends its own e-mail (a check's decision, always sent): the row is marked e-mailed
   * and notify queues none.
   */
  emailedByCaller?: boolean;
}

export interface Notified {
  id: number;
  /** The outbox id to deliver after the commit, or null when nothing is e-mailed at once. */
  mailId: number | null;
}

export async function notify(
  tx: Repositories,
  ctx: AppContext,
  input: NotifyInput,
): Promise<Notified> {
  const row = await tx.notifications.insert({
    userId: input.userId,
    kind: input.kind,
    actorId: input.actorId ?? null,
    subject: input.subject ?? null,
    data: input.data ?? {},
    at: input.at,
    emailed: input.emailedByCaller === true,
  });
  if (input.emailedByCaller) return { id: row.id, mailId: null };
  const mailId = await emailAtOnce(tx, ctx, {
    id: row.id,
    userId: row.userId,
    kind: input.kind,
    actorId: row.actorId,
    subject:
      row.subjectKind !== null && row.subjectId !== null
        ? { kind: row.subjectKind, id: row.subjectId }
        : null,
    data: row.data,
    createdAt: row.createdAt,
  });
  return { id: row.id, mailId };
}

/** Notifies each of several members of the same event; answers the mail ids to deliver. */
export async function notifyEach(
  tx: Repositories,
  ctx: AppContext,
  userIds: readonly number[],
  input: Omit<NotifyInput, 'userId'>,
): Promise<number[]> {
  const mailIds: number[] = [];
  for (const userId of userIds) {
    const { mailId } = await notify(tx, ctx, { ...input, userId });
    if (mailId !== null) mailIds.push(mailId);
  }
  return mailIds;
}

/** Delivers the mail an event queued, after its transaction committed. */
export function deliverAfterCommit(ctx: AppContext, mailIds: readonly number[]): void {
  if (mailIds.length > 0) void ctx.mailer.deliver([...mailIds]);
}

/**
 * Tells every member watching `memberId` of something the member did or underwent (a
 * testimonial published, a profile change, no longer listed), the member as the actor. A few
 * queries whatever the number of watchers (issue 38): the rows in one statement, the at-once
 * recipients in one, an e-mail queued for each of them. A member watched by many is better told
 * after the event's commit: watcherNewsAfterCommit (server/jobs/watcherFanOut.ts).
 */
export async function notifyWatchers(
  tx: Repositories,
  ctx: AppContext,
  memberId: number,
  input: Omit<NotifyInput, 'userId' | 'actorId' | 'emailedByCaller'>,
): Promise<number[]> {
  const rows = await tx.notifications.insertForWatchers({ ...input, actorId: memberId });
  return emailEachAtOnce(tx, ctx, {
    kind: input.kind,
    actorId: memberId,
    data: input.data ?? {},
    rows,
  });
}

/** What watchers of a member hear about them: the event, as notifyWatchers takes it. */
export interface WatcherNews {
  memberId: number;
  kind: NotificationKind;
  subject: { kind: string; id: number } | null;
  data?: Record<string, unknown>;
  at: Date;
}

/** A member who was listed and is no longer: their watchers' news, or null when there is none. */
export function unlistedNews(
  member: { id: number; wasListed: boolean; listed: boolean },
  at: Date,
): WatcherNews | null {
  if (!member.wasListed || member.listed) return null;
  return {
    memberId: member.id,
    kind: 'watched_unpublished',
    subject: { kind: 'member', id: member.id },
    at,
  };
}

/** A member who was listed and is no longer: their watchers hear of it, in this transaction. */
export async function notifyIfUnlisted(
  tx: Repositories,
  ctx: AppContext,
  member: { id: number; wasListed: boolean; listed: boolean },
  at: Date,
): Promise<number[]> {
  const news = unlistedNews(member, at);
  if (!news) return [];
  return notifyWatchers(tx, ctx, news.memberId, news);
}
