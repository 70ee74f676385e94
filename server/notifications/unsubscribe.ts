import { createHmac, timingSafeEqual } from 'node:crypto';
import { isTransactionalKind, NOTIFICATION_KINDS, type NotificationKind } from '../contract';

// The e-mails' one-click links (RFC 8058, docs/api.md "Notifications"): a signed token that
// names what it turns off and nothing else, so it needs no table, never expires, and clicking it
// twice (or from an old e-mail) sets the same thing off again, harmlessly.
//
// - 'unsubscribe' names a member and a kind ('team_removed'), or one of their digests:
//   'digest:daily' turns off the kinds whose mode is daily, 'digest:weekly' (Monday's digest,
//   which carries the daily kinds too) those whose mode is daily or weekly, as they are when
//   the link is used.
// - 'opt-out' names an address that is not a member's (a testimonial writer, an invited peer):
//   later requests to it are refused.
//
// Token: base64url(purpose "\n" subject) "." base64url(HMAC-SHA256 truncated to 16 bytes), keyed
// with the app's mail-links key (ctx.keys.mailLinks, derived from the server secret). The purpose
// is inside the MAC, so an opt-out token never works as an unsubscribe one, or the reverse.

export type DigestTarget = 'digest:daily' | 'digest:weekly';
export type UnsubscribeTarget = NotificationKind | DigestTarget;

export type MailLink =
  | { purpose: 'unsubscribe'; userId: number; target: UnsubscribeTarget }
  | { purpose: 'opt-out'; email: string };

const MAC_BYTES = 16;
const DIGEST_TARGETS: readonly string[] = ['digest:daily', 'digest:weekly'];

const mac = (key: Buffer, payload: string): Buffer =>
  createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

function payloadOf(link: MailLink): string {
  return link.purpose === 'unsubscribe'
    ? `unsubscribe\n${link.userId}:${link.target}`
    : `opt-out\n${link.email.toLowerCase()}`;
}

export function signMailLink(key: Buffer, link: MailLink): string {
  if (link.purpose === 'unsubscribe' && !DIGEST_TARGETS.includes(link.target)) {
    // Transactional e-mails carry no unsubscribe (docs/architecture.md "Notifications and
    // background jobs"): a token for one would be a bug.
    if (isTransactionalKind(link.target as NotificationKind)) {
      throw new Error(`${link.target} is transactional: it has no unsubscribe link.`);
    }
  }
  const payload = payloadOf(link);
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

function parsePayload(payload: string): MailLink | null {
  const newline = payload.indexOf('\n');
  if (newline < 0) return null;
  const purpose = payload.slice(0, newline);
  const subject = payload.slice(newline + 1);
  if (purpose === 'opt-out') {
    return subject.includes('@') ? { purpose, email: subject } : null;
  }
  if (purpose !== 'unsubscribe') return null;
  const match = /^([1-9]\d{0,9}):(.+)$/.exec(subject);
  if (!match) return null;
  const userId = Number(match[1]);
  const target = match[2]!;
  const known =
    DIGEST_TARGETS.includes(target) ||
    ((NOTIFICATION_KINDS as readonly string[]).includes(target) &&
      !isTransactionalKind(target as NotificationKind));
  if (!known || userId > 2_147_483_647) return null;
  return { purpose, userId, target: target as UnsubscribeTarget };
}

/** The link a token names, when its signature holds and it is of `purpose`; else null. */
export function verifyMailLink<P extends MailLink['purpose']>(
  key: Buffer,
  token: string,
  purpose: P,
): Extract<MailLink, { purpose: P }> | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // base64url decoding is lenient: only the canonical form of the payload is accepted.
  if (Buffer.from(payload).toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const link = parsePayload(payload);
  if (!link || link.purpose !== purpose) return null;
  return link as Extract<MailLink, { purpose: P }>;
}

/** The digest target's kinds are read when the link is used: whatever is in that digest now. */
export const isDigestTarget = (target: UnsubscribeTarget): target is DigestTarget =>
  DIGEST_TARGETS.includes(target);
