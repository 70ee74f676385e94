import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { encryptSecret } from '../auth/ssn';
import {
  apiMessages,
  idParamsSchema,
  isEligible,
  profileContactSchema,
  profileSchema,
  profileSearchQuerySchema,
  profileSearchResultSchema,
  profileSubmitBodySchema,
  userSchema,
  type Profile,
  type ProfileContact,
} from '../contract';
import {
  backgroundChecks,
  certifications,
  contactViews,
  educations,
  positions,
  testimonials,
  users,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { route } from '../http/route';
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
import { findVisibleProfile, refreshCompletion, listingWrite } from '../members/store';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'POST',
      url: '/v1/profiles',
      summary:
        'Submit the profile with the background check: publishes it while the check proceeds',
      tag: 'profiles',
      auth: 'required',
      body: profileSubmitBodySchema,
      response: userSchema,
      errors: ['InvalidRequest', 'ResourceConflict', 'Unauthorized', 'InvalidCredentials'],
    },
    async ({ body, auth }) =>
      listingWrite(ctx, async (tx) => {
        const { report, ...user } = await refreshCompletion(tx, auth.userId, ctx.now());
        if (user.published) throw conflict(apiMessages.profileAlreadySubmitted);
        if (!isEligible(user)) {
          throw badRequest(apiMessages.notEligible);
        }
        if (!report.complete) {
          throw badRequest(apiMessages.profileIncomplete(report.missing));
        }
        await tx.insert(backgroundChecks).values({
          userId: auth.userId,
          ssnEncrypted: encryptSecret(body.ssn, ctx.keys.ssn),
          createdAt: ctx.now(),
        });
        const [row] = await tx
          .update(users)
          .set({ published: true })
          .where(eq(users.id, auth.userId))
          .returning();
        return toUser(row!);
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
    async ({ query }) => searchProfiles(ctx.queries, query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id',
      summary:
        "A member's public profile without contact details (others see published profiles only; yours always)",
      tag: 'profiles',
      auth: 'optional',
      params: idParamsSchema,
      response: profileSchema,
      errors: ['InvalidRequest', 'ResourceNotFound'],
    },
    async ({ params, auth }): Promise<Profile> => {
      const row = await findVisibleProfile(ctx.db, params.id, auth?.userId);
      if (!row) throw notFound(apiMessages.profileNotFound);
      const [certs, edus, pos, written] = await Promise.all([
        ctx.db
          .select()
          .from(certifications)
          .where(eq(certifications.userId, row.id))
          .orderBy(desc(certifications.issuedDate), desc(certifications.id)),
        ctx.db
          .select()
          .from(educations)
          .where(eq(educations.userId, row.id))
          .orderBy(desc(educations.issuedYear), desc(educations.id)),
        ctx.db
          .select()
          .from(positions)
          .where(eq(positions.userId, row.id))
          .orderBy(desc(positions.startDate), desc(positions.id)),
        ctx.db
          .select()
          .from(testimonials)
          .where(and(eq(testimonials.userId, row.id), eq(testimonials.status, 'published')))
          .orderBy(desc(testimonials.createdAt), desc(testimonials.id)),
      ]);
      return {
        ...toPublicUser(row),
        certifications: certs.map(toCertification),
        educations: edus.map(toEducation),
        positions: pos.map(toPosition),
        testimonials: written.map((t) => toTestimonial(t, row)),
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id/contact',
      summary:
        "Reveal a member's contact details (website, contact e-mail, phone): records the view, rate limited",
      tag: 'profiles',
      auth: 'required',
      params: idParamsSchema,
      response: profileContactSchema,
      errors: ['InvalidRequest', 'Unauthorized', 'ResourceNotFound', 'RequestThrottled'],
    },
    async ({ params, auth, request }): Promise<ProfileContact> => {
      const own = auth.userId === params.id;
      // Counted before the lookup, so probing unknown ids uses the limit up as well.
      if (!own) await ctx.throttle.hit('contact', request.ip, String(auth.userId));
      const row = await findVisibleProfile(ctx.db, params.id, auth.userId);
      if (!row) throw notFound(apiMessages.profileNotFound);
      if (!own) {
        await ctx.db
          .insert(contactViews)
          .values({ viewerId: auth.userId, memberId: row.id, viewedAt: ctx.now() });
      }
      return toContact(row);
    },
  );
}
