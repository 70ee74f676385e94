import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  DEFAULT_EMAIL_MODES,
  isTransactionalKind,
  mailLinkTokenParamsSchema,
  NOTIFICATION_KINDS,
  notificationPreferencesBodySchema,
  type EmailMode,
  type NotificationKind,
  type NotificationPreferences,
  type OptOutPreview,
  type UnsubscribeResult,
} from '@/contract';
import { db, findUser, type MockNotificationSettings } from '../db';
import { api, fail, readBody, requireUser } from '../http';

// The e-mail side of notifications (server/routes/notificationPreferences.ts): a member's choice
// per kind and time zone, the one-click unsubscribe and the opt-out of addresses that are not
// members'. Tokens have the server's shape (server/notifications/unsubscribe.ts), signed with a
// fixed mock key, so a story or test makes a valid one with mockMailLinkToken().

const MOCK_KEY = new TextEncoder().encode('guildhall-mock-mail-links');
const DIGEST_TARGETS = ['digest:daily', 'digest:weekly'] as const;

export type MockMailLink =
  | {
      purpose: 'unsubscribe';
      userId: number;
      target: NotificationKind | (typeof DIGEST_TARGETS)[number];
    }
  | { purpose: 'opt-out'; email: string };

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function mac(payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    MOCK_KEY,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload));
  return base64url(new Uint8Array(signed).slice(0, 16));
}

const payloadOf = (link: MockMailLink): string =>
  link.purpose === 'unsubscribe'
    ? `unsubscribe\n${link.userId}:${link.target}`
    : `opt-out\n${link.email.toLowerCase()}`;

/** A valid token of the mocks (the e-mails the mock handlers "send" carry these). */
export async function mockMailLinkToken(link: MockMailLink): Promise<string> {
  const payload = payloadOf(link);
  return `${base64url(new TextEncoder().encode(payload))}.${await mac(payload)}`;
}

async function verify(token: string): Promise<MockMailLink | null> {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  let payload: string;
  try {
    const binary = atob(match[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    payload = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
  if (base64url(new TextEncoder().encode(payload)) !== match[1]) return null;
  if ((await mac(payload)) !== match[2]) return null;
  const [purpose, subject = ''] = payload.split('\n');
  if (purpose === 'opt-out') return subject.includes('@') ? { purpose, email: subject } : null;
  const parsed = /^([1-9]\d{0,9}):(.+)$/.exec(subject);
  if (purpose !== 'unsubscribe' || !parsed) return null;
  const target = parsed[2]!;
  const known =
    (DIGEST_TARGETS as readonly string[]).includes(target) ||
    ((NOTIFICATION_KINDS as readonly string[]).includes(target) &&
      !isTransactionalKind(target as NotificationKind));
  return known ? { purpose, userId: Number(parsed[1]), target: target as NotificationKind } : null;
}

function settingsOf(userId: number): MockNotificationSettings {
  let settings = db.notificationSettings.find((entry) => entry.userId === userId);
  if (!settings) {
    settings = { userId, timeZone: null, modes: {} };
    db.notificationSettings.push(settings);
  }
  return settings;
}

/** A kind's mode for the member, the contract's default unless they chose. */
export const mockEmailMode = (userId: number, kind: NotificationKind): EmailMode =>
  isTransactionalKind(kind)
    ? 'immediate'
    : (db.notificationSettings.find((entry) => entry.userId === userId)?.modes[kind] ??
      DEFAULT_EMAIL_MODES[kind]);

/** Whether an address that is not a member's opted out (testimonial requests, invitations). */
export const mockOptedOut = (email: string): boolean =>
  db.emailOptOuts.includes(email.toLowerCase());

const preferencesOf = (userId: number): NotificationPreferences => ({
  timeZone: settingsOf(userId).timeZone,
  kinds: NOTIFICATION_KINDS.map((kind) => ({
    kind,
    mode: mockEmailMode(userId, kind),
    locked: isTransactionalKind(kind),
  })),
});

const tokenOf = async (params: Record<string, unknown>): Promise<MockMailLink | null> => {
  const parsed = mailLinkTokenParamsSchema.safeParse(params);
  return parsed.success ? verify(parsed.data.token) : null;
};

/** What an unsubscribe link turns off, as it is now (server/routes/notificationPreferences.ts). */
function unsubscribePlan(link: Extract<MockMailLink, { purpose: 'unsubscribe' }>): {
  plan: UnsubscribeResult;
  exists: boolean;
} {
  const exists = findUser(link.userId) !== undefined;
  if (link.target !== 'digest:daily' && link.target !== 'digest:weekly') {
    return { plan: { kind: link.target, digest: null, kinds: [link.target], mode: 'off' }, exists };
  }
  const digest = link.target === 'digest:weekly' ? 'weekly' : 'daily';
  const carried: EmailMode[] = digest === 'weekly' ? ['daily', 'weekly'] : ['daily'];
  const kinds = exists
    ? NOTIFICATION_KINDS.filter(
        (kind) => !isTransactionalKind(kind) && carried.includes(mockEmailMode(link.userId, kind)),
      )
    : [];
  return { plan: { kind: null, digest, kinds, mode: 'off' }, exists };
}

export const notificationPreferenceHandlers = [
  http.get(api('/v1/notifications/preferences'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(preferencesOf(user.id));
  }),

  http.put(api('/v1/notifications/preferences'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, notificationPreferencesBodySchema);
    const settings = settingsOf(user.id);
    if (body.timeZone !== undefined) settings.timeZone = body.timeZone;
    else if (body.browserTimeZone !== undefined) settings.timeZone ??= body.browserTimeZone;
    Object.assign(settings.modes, body.kinds ?? {});
    return HttpResponse.json(preferencesOf(user.id));
  }),

  // What a link would do, changing nothing (the pages show it with a button).
  http.get(api('/v1/unsubscribe/:token'), async ({ params }) => {
    const link = await tokenOf(params);
    if (link?.purpose !== 'unsubscribe') {
      return fail('InvalidRequest', apiMessages.unsubscribeLinkInvalid);
    }
    return HttpResponse.json(unsubscribePlan(link).plan);
  }),

  http.get(api('/v1/opt-out/:token'), async ({ params }) => {
    const link = await tokenOf(params);
    if (link?.purpose !== 'opt-out') {
      return fail('InvalidRequest', apiMessages.unsubscribeLinkInvalid);
    }
    return HttpResponse.json({
      email: link.email,
      optedOut: mockOptedOut(link.email),
    } satisfies OptOutPreview);
  }),

  // RFC 8058 one-click: no sign-in; the body (a form, or none) is not read.
  http.post(api('/v1/unsubscribe/:token'), async ({ params }) => {
    const link = await tokenOf(params);
    if (link?.purpose !== 'unsubscribe') {
      return fail('InvalidRequest', apiMessages.unsubscribeLinkInvalid);
    }
    const { plan, exists } = unsubscribePlan(link);
    if (exists) {
      const settings = settingsOf(link.userId);
      for (const kind of plan.kinds) settings.modes[kind] = 'off';
    }
    return HttpResponse.json(plan);
  }),

  http.post(api('/v1/opt-out/:token'), async ({ params }) => {
    const link = await tokenOf(params);
    if (link?.purpose !== 'opt-out') {
      return fail('InvalidRequest', apiMessages.unsubscribeLinkInvalid);
    }
    if (!mockOptedOut(link.email)) db.emailOptOuts.push(link.email.toLowerCase());
    return HttpResponse.json({ optedOut: true });
  }),
];
