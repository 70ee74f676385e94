import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  buildReceipts,
  idParamsSchema,
  verificationListSchema,
  type VerificationList,
} from '../contract';
import { notFound } from '../errors';
import { route } from '../http/route';

// The receipts of a profile's badges (issue 24, "Badges with receipts"): what was checked,
// against which source, by which role, when, and when next. Seen by whoever may see the profile.

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/profiles/:id/verifications',
      summary:
        "The receipts of a member's badges (background check, licences, e-mail): what was checked, the source, the role that checked, when and when next; never the check's digits, a document or a reviewer",
      tag: 'profiles',
      auth: 'optional',
      params: idParamsSchema,
      response: verificationListSchema,
      errors: ['InvalidRequest', 'ResourceNotFound'],
    },
    async ({ params, auth }): Promise<VerificationList> => {
      // The profile's own rule: published to anyone, unpublished to its member only.
      const row = await ctx.repos.profiles.findVisible(params.id, auth?.userId);
      if (!row) throw notFound(apiMessages.profileNotFound);
      return buildReceipts(await ctx.repos.verifications.factsOf(row.id), ctx.now());
    },
  );
}
