import type { FastifyInstance } from 'fastify';
import { encryptSecret } from '../auth/ssn';
import {
  anyContactShown,
  apiMessages,
  idParamsSchema,
  isEligible,
  profileContactQuerySchema,
  profileContactSchema,
  profileQuerySchema,
  profileSchema,
  profileSearchQuerySchema,
  profileSearchResultSchema,
  profileSubmitBodySchema,
  userSchema,
  type Profile,
  type ProfileContact,
} from '../contract';
import { badRequest, conflict, notFound } from '../errors';
import { route } from '../http/route';
import { contactViewerOf, hasContactFor, previewedViewer } from '../members/contact';
import { memberListingWrite } from '../members/savedSearches';
import { searchProfiles } from '../members/search';
import {
  toCertification,
  toContact,
  toEducation,
  toPosition,
  toPublicUser,
  toTestimonial,
  toUser,
} from '../members/serialize';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/profiles',
      summary:
        'Submit the profile with the background check: publishes it while the check proceeds and opens its review',
      tag: 'profiles',
      auth: 'required',
      body: profileSubmitBodySchema,
      response: userSchema,
      errors: ['InvalidRequest', 'ResourceConflict', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ body, auth }) =>
      memberListingWrite(ctx, auth.userId, async (tx) => {
        // Two submissions at once take turns: the second finds the first's review.
        await tx.reviews.lockMember(auth.userId);
        const { row, report } = await tx.profiles.refreshCompletion(auth.userId, ctx.now());
        const user = toUser(row);
        if (user.published) throw conflict(apiMessages.profileAlreadySubmitted);
        // A check is submitted once: a member unpublished by a reviewer does not list
        // themselves again by submitting anew (a re-review is asked for instead).
        if (await tx.reviews.hasAny(auth.userId)) {
          throw conflict(apiMessages.checkAlreadySubmitted);
        }
        if (!isEligible(user)) {
          throw badRequest(apiMessages.notEligible);
        }
        if (!report.complete) {
          throw badRequest(apiMessages.profileIncomplete(report.missing));
        }
        // Ready means complete and verified (issue 23).
        if (!row.emailVerifiedAt) throw badRequest(apiMessages.emailNotVerified);
        const checkId = await tx.profiles.insertBackgroundCheck({
          userId: auth.userId,
          ssnEncrypted: encryptSecret(body.ssn, ctx.keys.ssn),
          createdAt: ctx.now(),
        });
        // Live while the check proceeds (spec 4); the review waits in the reviewers' queue.
        await tx.reviews.open({
          userId: auth.userId,
          checkId,
          trigger: 'submission',
          openedAt: ctx.now(),
        });
        return toUser(await tx.profiles.publish(auth.userId));
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles',
      summary: 'Community search: published, complete profiles (paginated)',
      tag: 'profiles',
      auth: 'optional',
      query: profileSearchQuerySchema,
      response: profileSearchResultSchema,
      errors: ['InvalidRequest'],
    },
    async ({ query }) => searchProfiles(ctx.repos.search, query, ctx.now()),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id',
      summary:
        "A member's public profile without contact details (others see published profiles only; yours always). ?viewAs=visitor|member|team: your own, as that viewer gets it",
      tag: 'profiles',
      auth: 'optional',
      params: idParamsSchema,
      query: profileQuerySchema,
      response: profileSchema,
      errors: ['InvalidRequest', 'ResourceNotFound'],
    },
    async ({ params, auth, query }): Promise<Profile> => {
      const preview = previewedViewer(params.id, auth?.userId, query.viewAs);
      // A preview is answered as to that viewer: an unpublished profile is not found.
      const row = await ctx.repos.profiles.findVisible(
        params.id,
        preview ? undefined : auth?.userId,
      );
      if (!row) throw notFound(apiMessages.profileNotFound);
      const { career, testimonials, team } = ctx.repos;
      const [certs, edus, pos, written, viewer] = await Promise.all([
        career.list('certifications', row.id),
        career.list('educations', row.id),
        career.list('positions', row.id),
        testimonials.listPublished(row.id),
        preview ?? contactViewerOf(team, row, auth?.userId),
      ]);
      return {
        ...toPublicUser(row),
        certifications: certs.map((cert) => toCertification(cert, ctx.now())),
        educations: edus.map(toEducation),
        positions: pos.map(toPosition),
        testimonials: written.map((t) => toTestimonial(t, row)),
        hasContact: hasContactFor(row, viewer),
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id/contact',
      summary:
        "Reveal the member's contact details this viewer may see (website, contact e-mail, phone; the others null): records the view when one was shown, rate limited. ?viewAs=member|team: your own, as that viewer would see them (nothing recorded)",
      tag: 'profiles',
      auth: 'required',
      params: idParamsSchema,
      query: profileContactQuerySchema,
      response: profileContactSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'ResourceNotFound', 'RequestThrottled'],
    },
    async ({ params, auth, query, request }): Promise<ProfileContact> => {
      const own = auth.userId === params.id;
      const preview = previewedViewer(params.id, auth.userId, query.viewAs);
      // Counted before the lookup, so probing unknown ids uses the limit up as well.
      if (!own) await ctx.throttle.hit('contact', request.ip, String(auth.userId));
      const row = await ctx.repos.profiles.findVisible(
        params.id,
        preview ? undefined : auth.userId,
      );
      if (!row) throw notFound(apiMessages.profileNotFound);
      const viewer = preview ?? (await contactViewerOf(ctx.repos.team, row, auth.userId));
      const contact = toContact(row, viewer);
      // A reveal that showed nothing is no view of anything; the owner's own never is.
      if (!own && anyContactShown(contact)) {
        await ctx.repos.profiles.recordContactView({
          viewerId: auth.userId,
          memberId: row.id,
          viewedAt: ctx.now(),
        });
      }
      return contact;
    },
  );
}
