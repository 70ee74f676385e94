import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { queuePasswordReset } from '../auth/resets';
import {
  accountDeletionBodySchema,
  accountExportSchema,
  apiMessages,
  emailChangeBodySchema,
  emailChangeStartedSchema,
  emailConfirmedSchema,
  emailRestoredSchema,
  emailRestorePreviewSchema,
  emailTokenParamsSchema,
  RESTORE_LINK_DAYS,
  verificationSentSchema,
  VERIFICATION_RESEND_PER_DAY,
  VERIFICATION_RESEND_PER_MINUTE,
} from '../contract';
import { badRequest, conflict, throttled } from '../errors';
import { route } from '../http/route';
import { emailChangedNoticeMail } from '../mail/accountTemplates';
import { deleteAccount } from '../members/deletion';
import {
  claimEmailLink,
  issueEmailLink,
  queueEmailLink,
  readEmailLink,
} from '../members/emailLinks';
import { exportAccount } from '../members/export';
import { removeUploadFiles } from '../uploads/lifecycle';

// The account is the member's (issue 23): verifying the address, changing it, downloading
// everything held about the member, deleting the account; and the way back from a takeover
// (issue 38 §4): the notice to the old address carries a link that restores it. The links' rules
// are members/emailLinks.ts; what the export and the deletion cover, members/export.ts and
// members/deletion.ts.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The password again, counted as a login attempt (guessing it here is guessing that). */
  const checkPassword = async (ip: string, email: string, hash: string, password: string) => {
    const attempt = await ctx.throttle.attempt('login', ip, email);
    if (!(await verifyPassword(password, hash))) throw badRequest(apiMessages.passwordIncorrect);
    await attempt.succeeded();
  };

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/verification',
      summary: 'E-mail a new verification link (once a minute, five times a day)',
      tag: 'account',
      auth: 'required',
      response: verificationSentSchema,
      errors: ['Unauthorized', 'InvalidCredentials', 'ResourceConflict', 'RequestThrottled'],
    },
    async ({ auth }) => {
      const { mailId, expiresAt, email } = await ctx.transaction(async (tx) => {
        // Two resends at once take turns, so both are counted.
        await tx.reviews.lockMember(auth.userId);
        const user = await tx.users.get(auth.userId);
        if (user.emailVerifiedAt) throw conflict(apiMessages.emailAlreadyVerified);
        const now = ctx.now().getTime();
        const lastMinute = await tx.account.verificationsSince(user.id, new Date(now - MINUTE));
        const lastDay = await tx.account.verificationsSince(user.id, new Date(now - DAY));
        if (
          lastMinute >= VERIFICATION_RESEND_PER_MINUTE ||
          lastDay >= VERIFICATION_RESEND_PER_DAY
        ) {
          throw throttled(apiMessages.verificationThrottled);
        }
        const sent = await queueEmailLink(ctx, tx, 'verify', user, user.email);
        return { ...sent, email: user.email };
      });
      void ctx.mailer.deliver([mailId]);
      return { email, expiresAt: expiresAt.toISOString() };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/verification/:token',
      summary: 'Confirm the address with the e-mailed link (single use, 24 hours; no sign-in)',
      tag: 'account',
      auth: 'none',
      params: emailTokenParamsSchema,
      response: emailConfirmedSchema,
      errors: ['InvalidRequest'],
    },
    async ({ params }) =>
      ctx.transaction(async (tx) => {
        const link = await claimEmailLink(ctx, tx, 'verify', params.token);
        const user = await tx.users.find(link.userId);
        // A link to an address the account no longer has confirms nothing.
        if (!user || user.email !== link.email) throw badRequest(apiMessages.emailLinkInvalid);
        if (!user.emailVerifiedAt) await tx.users.update(user.id, { emailVerifiedAt: ctx.now() });
        return { email: user.email, emailVerified: true as const };
      }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/email',
      summary: 'Change the address: e-mails a confirmation link to the new one (password again)',
      tag: 'account',
      auth: 'required',
      body: emailChangeBodySchema,
      response: emailChangeStartedSchema,
      status: 202,
      errors: [
        'InvalidRequest',
        'Unauthorized',
        'InvalidCredentials',
        'ResourceConflict',
        'RequestThrottled',
      ],
    },
    async ({ auth, body, request }) => {
      const user = await ctx.repos.users.get(auth.userId);
      await checkPassword(request.ip, user.email, user.passwordHash, body.password);
      if (body.email === user.email) throw badRequest(apiMessages.emailUnchanged);
      // The e-mail limit guards every address a member makes the server write to.
      await ctx.throttle.hit('email', request.ip, user.email);
      if (await ctx.repos.users.findByEmail(body.email)) throw conflict(apiMessages.emailTaken);
      const { mailId, expiresAt } = await ctx.transaction(async (tx) => {
        // The newest request is the one that counts.
        await tx.account.endEmailTokens(user.id, ['change'], ctx.now());
        return queueEmailLink(ctx, tx, 'change', user, body.email);
      });
      void ctx.mailer.deliver([mailId]);
      return { pendingEmail: body.email, expiresAt: expiresAt.toISOString() };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/email/:token',
      summary: 'Confirm the new address with the e-mailed link; tells the old one (no sign-in)',
      tag: 'account',
      auth: 'none',
      params: emailTokenParamsSchema,
      response: emailConfirmedSchema,
      errors: ['InvalidRequest', 'ResourceConflict'],
    },
    async ({ params }) => {
      const { mailId, email } = await ctx.transaction(async (tx) => {
        const link = await claimEmailLink(ctx, tx, 'change', params.token);
        const user = await tx.users.get(link.userId);
        if (await tx.users.findByEmail(link.email)) throw conflict(apiMessages.emailTaken);
        await tx.users.update(user.id, { email: link.email, emailVerifiedAt: ctx.now() });
        await tx.accountEmails.record(user.id, link.email, ctx.now());
        // Links to the old address stop working; the sessions go on (the member stays signed in).
        await tx.account.endEmailTokens(user.id, ['verify', 'change'], ctx.now());
        await tx.auth.endPasswordResets(user.id);
        // The way back (issue 38 §4): whoever reads the old address can take the account back.
        const restore = await issueEmailLink(ctx, tx, 'restore', user.id, user.email);
        const notice = await tx.outbox.queue(
          emailChangedNoticeMail({
            to: user.email,
            firstName: user.firstName,
            newEmail: link.email,
            restoreLink: restore.link,
            days: RESTORE_LINK_DAYS,
          }),
        );
        return { mailId: notice, email: link.email };
      });
      void ctx.mailer.deliver([mailId]);
      return { email, emailVerified: true as const };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/email/restore/:token',
      summary:
        'What the notice\'s "This wasn\'t me" link would restore; changes nothing (no sign-in)',
      tag: 'account',
      auth: 'none',
      params: emailTokenParamsSchema,
      response: emailRestorePreviewSchema,
      errors: ['InvalidRequest'],
    },
    async ({ params }) => {
      const link = await readEmailLink(ctx, ctx.repos, 'restore', params.token);
      return { email: link.email, expiresAt: link.expiresAt.toISOString() };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/email/restore/:token',
      summary:
        'Take the account back to the address the link was sent to: cancels pending changes, ends every session, e-mails a password reset there (single use, 7 days; no sign-in)',
      tag: 'account',
      auth: 'none',
      params: emailTokenParamsSchema,
      response: emailRestoredSchema,
      errors: ['InvalidRequest', 'ResourceConflict'],
    },
    async ({ params }) => {
      const { mailId, email } = await ctx.transaction(async (tx) => {
        const link = await claimEmailLink(ctx, tx, 'restore', params.token);
        // One account at a time: a change confirmed at this moment waits for the restore.
        await tx.reviews.lockMember(link.userId);
        const user = await tx.users.get(link.userId);
        const holder = await tx.users.findByEmail(link.email);
        // Thrown inside the transaction: the link stays unused and nothing changes.
        if (holder && holder.id !== user.id) throw conflict(apiMessages.restoreEmailTaken);
        const now = ctx.now();
        // Following the link proves the address is read, whatever it changed to since.
        await tx.users.update(user.id, { email: link.email, emailVerifiedAt: now });
        await tx.accountEmails.record(user.id, link.email, now);
        // Pending changes, other restores (an address the taker holds) and resets all end.
        await tx.account.endEmailTokens(user.id, ['verify', 'change', 'restore'], now);
        await tx.auth.endPasswordResets(user.id);
        await tx.auth.revokeSessionsOf(user.id, now);
        const reset = await queuePasswordReset(
          ctx,
          tx,
          { id: user.id, email: link.email },
          {
            restored: true,
          },
        );
        return { mailId: reset, email: link.email };
      });
      void ctx.mailer.deliver([mailId]);
      return {
        email,
        emailVerified: true as const,
        sessionsEnded: true as const,
        passwordResetSent: true as const,
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user/export',
      summary: 'Everything Guildhall holds about you, as one JSON document',
      tag: 'account',
      auth: 'required',
      response: accountExportSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth, reply }) => {
      const document = await ctx.transaction(async (tx) =>
        exportAccount(tx.account, await tx.users.get(auth.userId), ctx.now()),
      );
      const day = document.exportedAt.slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="guildhall-export-${day}.json"`,
      );
      void reply.header('cache-control', 'no-store');
      return document;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/user/deletion',
      summary: 'Delete your account at once (password again); every session ends',
      tag: 'account',
      auth: 'required',
      body: accountDeletionBodySchema,
      status: 204,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'RequestThrottled'],
    },
    async ({ auth, body, request }) => {
      const user = await ctx.repos.users.get(auth.userId);
      await checkPassword(request.ip, user.email, user.passwordHash, body.password);
      const outcome = await ctx.listingWrite((tx) =>
        deleteAccount(tx, user, ctx.now(), request.id),
      );
      void ctx.mailer.deliver([outcome.mailId]);
      await removeUploadFiles(ctx, request.log, outcome.uploadKeys);
      await ctx.mailer.removeFiles(outcome.erasedMailIds);
    },
  );
}
