import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newOpaqueToken } from '../auth/secret';
import { endPasswordResets } from '../auth/tokens';
import {
  messages,
  apiMessages,
  createUserBodySchema,
  foreignExpertises,
  passwordResetBodySchema,
  passwordResetTokenBodySchema,
  userPatchSchema,
  userSchema,
  type Profession,
} from '../contract';
import { resetTokens, sessions, users } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { route } from '../http/route';
import { passwordResetMail } from '../mail/templates';
import { getUserRow, refreshCompletion, listingWrite } from '../members/store';
import { toUser } from '../members/serialize';
import { confirmImages, discardUploads } from '../uploads/lifecycle';
import { checkClient } from './auth';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/users',
      summary: 'Sign up: create a member account',
      tag: 'users',
      auth: 'none',
      body: createUserBodySchema,
      response: userSchema,
      status: 201,
      errors: ['InvalidRequest', 'ResourceConflict', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      await ctx.throttle.hit('signup', request.ip);
      const passwordHash = await hashPassword(body.password, ctx.config.scryptLogN);
      const [row] = await ctx.db
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) throw conflict(apiMessages.emailTaken);
      return toUser(row);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/user',
      summary: 'The signed-in member',
      tag: 'users',
      auth: 'required',
      response: userSchema,
      errors: ['Unauthorized', 'InvalidCredentials'],
    },
    async ({ auth }) => toUser(auth.user),
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/v1/user',
      summary: 'Update the signed-in member (profile fields, avatar/cover keys, password change)',
      tag: 'users',
      auth: 'required',
      body: userPatchSchema,
      response: userSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'InvalidCredentials', 'RequestThrottled'],
    },
    async ({ body, auth, request }) => {
      const { password, newPassword, confirm: _confirm, ...fields } = body;
      const current = await getUserRow(ctx.db, auth.userId);
      let passwordHash: string | undefined;
      if (newPassword !== undefined) {
        // Guessing the current password here is guessing the login password: the same counts,
        // taken before the hash.
        const attempt = await ctx.throttle.attempt('login', request.ip, current.email);
        if (!(await verifyPassword(password ?? '', current.passwordHash))) {
          throw badRequest(apiMessages.currentPasswordIncorrect);
        }
        await attempt.succeeded();
        passwordHash = await hashPassword(newPassword, ctx.config.scryptLogN);
      }
      // The keys must be the member's own, of the right kind, and uploaded (with S3, the
      // file is read from the bucket and drawn again here).
      await confirmImages(ctx, auth.userId, fields);
      const replacedImages: string[] = [];
      const updated = await listingWrite(ctx, async (tx) => {
        const row = await getUserRow(tx, auth.userId);
        const profession = (fields.profession ?? row.profession) as Profession | null;
        const changes: Partial<typeof users.$inferInsert> = { ...fields };
        // Spec 5: changing profession clears expertise unless new ones come with it.
        if (fields.profession && fields.profession !== row.profession && !fields.expertises) {
          changes.expertises = [];
        }
        if (fields.expertises?.length) {
          if (!profession || foreignExpertises(profession, fields.expertises).length) {
            throw badRequest(messages.select);
          }
        }
        // A replaced (or removed) picture stops being served once this change commits.
        for (const key of ['avatar', 'cover'] as const) {
          const previous = row[key];
          if (fields[key] !== undefined && previous && fields[key] !== previous) {
            replacedImages.push(previous);
          }
        }
        if (passwordHash) {
          changes.passwordHash = passwordHash;
          await endPasswordResets(tx, auth.userId);
          // A password change ends every other session of the member.
          await tx
            .update(sessions)
            .set({ revokedAt: ctx.now() })
            .where(
              and(
                eq(sessions.userId, auth.userId),
                ne(sessions.id, auth.sessionId),
                isNull(sessions.revokedAt),
              ),
            );
        }
        if (Object.keys(changes).length > 0) {
          await tx.update(users).set(changes).where(eq(users.id, auth.userId));
        }
        const { report: _report, ...user } = await refreshCompletion(tx, auth.userId, ctx.now());
        return user;
      });
      await discardUploads(ctx, request.log, replacedImages);
      return updated;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/users/password/token',
      summary: 'Start a password reset: e-mails a single-use link (answers 204 either way)',
      tag: 'users',
      auth: 'none',
      body: passwordResetTokenBodySchema,
      status: 204,
      errors: ['InvalidRequest', 'Unauthorized', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      await ctx.throttle.hit('reset', request.ip, body.username);
      const [user] = await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.email, body.username));
      // The answer is the same whether or not the account exists.
      if (!user) return;
      const token = newOpaqueToken();
      const ttl = ctx.config.resetTokenTtlSeconds;
      const query = new URLSearchParams({ token, username: user.email });
      const link = `${ctx.config.publicBaseUrl}/reset-password?${query.toString()}`;
      const mailId = await ctx.db.transaction(async (tx) => {
        await tx.insert(resetTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: ctx.now(),
          expiresAt: new Date(ctx.now().getTime() + ttl * 1000),
        });
        return ctx.mailer.queue(
          tx,
          passwordResetMail({ to: user.email, link, hours: Math.max(1, Math.round(ttl / 3600)) }),
        );
      });
      void ctx.mailer.deliver([mailId]);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/users/password',
      summary: 'Finish a password reset with the e-mailed token; ends every session',
      tag: 'users',
      auth: 'none',
      body: passwordResetBodySchema,
      status: 204,
      errors: ['InvalidRequest', 'Unauthorized', 'RequestThrottled'],
    },
    async ({ body, request }) => {
      checkClient(ctx, body);
      await ctx.throttle.hit('reset', request.ip);
      const passwordHash = await hashPassword(body.password, ctx.config.scryptLogN);
      const done = await ctx.db.transaction(async (tx) => {
        // Claiming the token and using it is one step, so it works exactly once.
        const [claimed] = await tx
          .update(resetTokens)
          .set({ usedAt: ctx.now() })
          .where(
            and(
              eq(resetTokens.tokenHash, hashToken(body.token)),
              isNull(resetTokens.usedAt),
              gt(resetTokens.expiresAt, ctx.now()),
            ),
          )
          .returning({ userId: resetTokens.userId });
        if (!claimed) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
        await endPasswordResets(tx, claimed.userId);
        await tx
          .update(sessions)
          .set({ revokedAt: ctx.now() })
          .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
        return true;
      });
      if (!done) throw badRequest(apiMessages.resetLinkInvalid);
    },
  );
}
