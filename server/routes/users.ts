import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  messages,
  apiMessages,
  createUserBodySchema,
  foreignExpertises,
  userPatchSchema,
  userSchema,
  type Profession,
  type UserPatchParsed,
} from '../contract';
import type { Repositories } from '../db/repositories';
import type { UserChanges, UserRow } from '../db/users';
import { badRequest, conflict } from '../errors';
import { route } from '../http/route';
import { queueEmailLink } from '../members/emailLinks';
import { recheckEligibility } from '../members/eligibility';
import { memberListingWrite } from '../members/savedSearches';
import { toUser } from '../members/serialize';
import { deliverAfterCommit, notifyIfUnlisted, notifyWatchers } from '../notifications/notify';
import { confirmImages, discardUploads } from '../uploads/lifecycle';

/** The patch's contact choices as their columns; a choice left out is no change. */
const visibilityColumns = (choices: UserPatchParsed['contactVisibility']): UserChanges => {
  const columns: UserChanges = {};
  if (choices?.contactEmail) columns.contactEmailVisibility = choices.contactEmail;
  if (choices?.contactPhone) columns.contactPhoneVisibility = choices.contactPhone;
  if (choices?.website) columns.websiteVisibility = choices.website;
  return columns;
};

/** The same practice states, in any order. */
const sameStates = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /**
   * What a member's watchers hear of a change of their own profile: a listed member who changed
   * profession or practice states (data.fields), or who is no longer listed.
   */
  async function notifyWatchersOfChange(
    tx: Repositories,
    before: UserRow,
    after: UserRow,
  ): Promise<number[]> {
    const at = ctx.now();
    if (before.published && !after.published) {
      return notifyIfUnlisted(tx, ctx, { id: after.id, wasListed: true, listed: false }, at);
    }
    if (!before.published || !after.published) return [];
    const fields: string[] = [];
    if (before.profession !== after.profession) fields.push('profession');
    if (!sameStates(before.locations, after.locations)) fields.push('locations');
    if (fields.length === 0) return [];
    return notifyWatchers(tx, ctx, after.id, {
      kind: 'watched_profile_changed',
      subject: { kind: 'member', id: after.id },
      data: { fields },
      at,
    });
  }

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
      const passwordHash = await hashPassword(body.password, ctx.config.passwords);
      // The account and its verification link (issue 23) are one write: no account without one.
      const created = await ctx.transaction(async (tx) => {
        const row = await tx.users.insert({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: ctx.now(),
        });
        if (!row) return undefined;
        // Every address the account has had (issue 38 §3): the first one.
        await tx.accountEmails.record(row.id, row.email, row.createdAt);
        const { mailId } = await queueEmailLink(ctx, tx, 'verify', row, row.email);
        return { row, mailId };
      });
      if (!created) throw conflict(apiMessages.emailTaken);
      void ctx.mailer.deliver([created.mailId]);
      return toUser(created.row);
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
      const { password, newPassword, confirm: _confirm, contactVisibility, ...fields } = body;
      const current = await ctx.repos.users.get(auth.userId);
      let passwordHash: string | undefined;
      if (newPassword !== undefined) {
        // Guessing the current password here is guessing the login password: the same counts,
        // taken before the hash.
        const attempt = await ctx.throttle.attempt('login', request.ip, current.email);
        if (!(await verifyPassword(password ?? '', current.passwordHash))) {
          throw badRequest(apiMessages.currentPasswordIncorrect);
        }
        await attempt.succeeded();
        passwordHash = await hashPassword(newPassword, ctx.config.passwords);
      }
      // The keys must be the member's own, of the right kind, and uploaded (with S3, the
      // file is read from the bucket and drawn again here).
      await confirmImages(ctx, auth.userId, fields);
      const replacedImages: string[] = [];
      const mailIds: number[] = [];
      const updated = await memberListingWrite(ctx, auth.userId, async (tx) => {
        // Locked: two patches at once must not both open a review for one change of answers.
        await tx.reviews.lockMember(auth.userId);
        const row = await tx.users.get(auth.userId);
        const profession = (fields.profession ?? row.profession) as Profession | null;
        const changes: UserChanges = { ...fields, ...visibilityColumns(contactVisibility) };
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
          await tx.auth.endPasswordResets(auth.userId);
          // A password change ends every other session of the member.
          await tx.auth.revokeSessionsOf(auth.userId, ctx.now(), auth.sessionId);
        }
        if (Object.keys(changes).length > 0) await tx.users.update(auth.userId, changes);
        await recheckEligibility(tx, row, fields, ctx.now());
        const { row: stored } = await tx.profiles.refreshCompletion(auth.userId, ctx.now());
        mailIds.push(...(await notifyWatchersOfChange(tx, row, stored)));
        return toUser(stored);
      });
      deliverAfterCommit(ctx, mailIds);
      await discardUploads(ctx, request.log, replacedImages);
      return updated;
    },
  );
}
