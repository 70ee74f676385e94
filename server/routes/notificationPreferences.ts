import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  isTransactionalKind,
  mailLinkTokenParamsSchema,
  NOTIFICATION_KINDS,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  optOutPreviewSchema,
  optOutResultSchema,
  unsubscribeResultSchema,
  type EmailMode,
  type NotificationPreferences,
  type UnsubscribeResult,
} from '../contract';
import type { EmailModes } from '../db/notificationPreferences';
import type { Repositories } from '../db/repositories';
import { badRequest } from '../errors';
import { route } from '../http/route';
import {
  isDigestTarget,
  verifyMailLink,
  type UnsubscribeTarget,
} from '../notifications/unsubscribe';

// The e-mail side of notifications (docs/api.md "Notifications"): a member's choice per kind and
// time zone, the one-click unsubscribe of every notification e-mail (RFC 8058: a POST without a
// sign-in, from the mail client or from the SPA's /unsubscribe page), and the opt-out of
// addresses that are not members'. The tokens are signed and name what they turn off, so both
// endpoints are idempotent and never expire (server/notifications/unsubscribe.ts).

const preferencesOf = (modes: EmailModes, timeZone: string | null): NotificationPreferences => ({
  timeZone,
  kinds: NOTIFICATION_KINDS.map((kind) => ({
    kind,
    mode: isTransactionalKind(kind) ? 'immediate' : modes[kind],
    locked: isTransactionalKind(kind),
  })),
});

/**
 * RFC 8058 §3.1: the mail client posts `List-Unsubscribe=One-Click` as a form; its content is
 * not needed (the token says everything), so a form of either encoding, JSON or no body at all
 * is accepted and ignored.
 */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * What an unsubscribe link turns off, as it is now: a kind's link, that kind; a digest's link,
 * every kind the digest carries (the weekly one carries the daily kinds too). A member deleted
 * since: the link is harmless and answers as if it worked (`exists` false).
 */
async function unsubscribePlan(
  repos: Pick<Repositories, 'notificationPreferences'>,
  link: { userId: number; target: UnsubscribeTarget },
): Promise<{ plan: UnsubscribeResult; exists: boolean }> {
  const exists = (await repos.notificationPreferences.timeZone(link.userId)) !== undefined;
  if (!isDigestTarget(link.target)) {
    return { plan: { kind: link.target, digest: null, kinds: [link.target], mode: 'off' }, exists };
  }
  const digest = link.target === 'digest:weekly' ? 'weekly' : 'daily';
  const carried: EmailMode[] = digest === 'weekly' ? ['daily', 'weekly'] : ['daily'];
  const modes = exists ? await repos.notificationPreferences.modes(link.userId) : null;
  const kinds = modes
    ? NOTIFICATION_KINDS.filter(
        (kind) => !isTransactionalKind(kind) && carried.includes(modes[kind]),
      )
    : [];
  return { plan: { kind: null, digest, kinds, mode: 'off' }, exists };
}

export async function notificationPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/notifications/preferences',
      summary: 'My e-mail choice per notification kind, and the time zone my digests follow',
      tag: 'notifications',
      auth: 'required',
      response: notificationPreferencesSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => {
      const modes = await ctx.repos.notificationPreferences.modes(auth.userId);
      return preferencesOf(modes, auth.user.timeZone);
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/v1/notifications/preferences',
      summary: 'Change some kinds’ e-mail and/or the time zone; answers all preferences',
      tag: 'notifications',
      auth: 'required',
      body: notificationPreferencesBodySchema,
      response: notificationPreferencesSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth, body }) => {
      for (const zone of [body.timeZone, body.browserTimeZone]) {
        if (zone !== undefined && !(await ctx.repos.notificationPreferences.knowsTimeZone(zone))) {
          throw badRequest(apiMessages.unknownTimeZone);
        }
      }
      return ctx.transaction(async (tx) => {
        if (body.kinds)
          await tx.notificationPreferences.setModes(auth.userId, body.kinds, ctx.now());
        if (body.timeZone !== undefined) {
          await tx.notificationPreferences.setTimeZone(auth.userId, body.timeZone);
        } else if (body.browserTimeZone !== undefined) {
          await tx.notificationPreferences.offerTimeZone(auth.userId, body.browserTimeZone);
        }
        const modes = await tx.notificationPreferences.modes(auth.userId);
        const timeZone = await tx.notificationPreferences.timeZone(auth.userId);
        return preferencesOf(modes, timeZone ?? null);
      });
    },
  );

  const unsubscribeLink = (token: string) => {
    const link = verifyMailLink(ctx.keys.mailLinks, token, 'unsubscribe');
    if (!link) throw badRequest(apiMessages.unsubscribeLinkInvalid);
    return link;
  };
  const optOutLink = (token: string) => {
    const link = verifyMailLink(ctx.keys.mailLinks, token, 'opt-out');
    if (!link) throw badRequest(apiMessages.unsubscribeLinkInvalid);
    return link;
  };

  // What a link does, read without doing it (issue 38 §8): the /unsubscribe and /opt-out pages
  // show it with a button, and only the button's POST changes anything, so a link scanner that
  // opens the page, scripts and all, changes nothing.
  route(
    app,
    {
      method: 'GET',
      url: '/v1/unsubscribe/:token',
      summary:
        'What the unsubscribe link would turn off, changing nothing (the page shows it with a button)',
      tag: 'notifications',
      auth: 'none',
      params: mailLinkTokenParamsSchema,
      response: unsubscribeResultSchema,
      errors: ['InvalidRequest'],
    },
    async ({ params }) => (await unsubscribePlan(ctx.repos, unsubscribeLink(params.token))).plan,
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/opt-out/:token',
      summary:
        'The address an opt-out link names and whether it is off the list already, changing nothing',
      tag: 'notifications',
      auth: 'none',
      params: mailLinkTokenParamsSchema,
      response: optOutPreviewSchema,
      errors: ['InvalidRequest'],
    },
    async ({ params }) => {
      const { email } = optOutLink(params.token);
      return { email, optedOut: await ctx.repos.notificationPreferences.isOptedOut(email) };
    },
  );

  // The two one-click endpoints, in a scope of their own: only here does a form body parse.
  await app.register(async (oneClick) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
        (_request, _body, done) => done(null, {}),
      );
    }

    route(
      oneClick,
      {
        method: 'POST',
        url: '/v1/unsubscribe/:token',
        summary:
          'One-click unsubscribe (RFC 8058), no sign-in: turns off the kind, or the digest, the link names',
        tag: 'notifications',
        auth: 'none',
        params: mailLinkTokenParamsSchema,
        response: unsubscribeResultSchema,
        errors: ['InvalidRequest'],
      },
      async ({ params }): Promise<UnsubscribeResult> => {
        const link = unsubscribeLink(params.token);
        return ctx.transaction(async (tx) => {
          const { plan, exists } = await unsubscribePlan(tx, link);
          if (exists && plan.kinds.length > 0) {
            await tx.notificationPreferences.setModes(
              link.userId,
              Object.fromEntries(plan.kinds.map((kind) => [kind, 'off'])),
              ctx.now(),
            );
          }
          return plan;
        });
      },
    );

    route(
      oneClick,
      {
        method: 'POST',
        url: '/v1/opt-out/:token',
        summary:
          'An address that is not a member’s asks for no more e-mail (RFC 8058 one-click, no sign-in)',
        tag: 'notifications',
        auth: 'none',
        params: mailLinkTokenParamsSchema,
        response: optOutResultSchema,
        errors: ['InvalidRequest'],
      },
      async ({ params }) => {
        const link = optOutLink(params.token);
        await ctx.repos.notificationPreferences.optOut(link.email, ctx.now());
        return { optedOut: true as const };
      },
    );
  });
}
