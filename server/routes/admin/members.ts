import type { FastifyInstance } from 'fastify';
import {
  adminMemberSchema,
  apiMessages,
  idParamsSchema,
  isEligible,
  memberActionBodySchema,
  memberPageSchema,
  memberQuerySchema,
  type AdminMember,
  type ApiErrorCode,
  type MemberAction,
  type MemberPage,
} from '../../contract';
import type { MemberStanding } from '../../db/members';
import type { Repositories } from '../../db/repositories';
import type { UserRow } from '../../db/users';
import { badRequest, conflict, notFound } from '../../errors';
import { route } from '../../http/route';
import { toReviewSummary } from '../../members/reviews';
import { memberListingWrite } from '../../members/savedSearches';
import { toUser } from '../../members/serialize';
import { watcherNewsAfterCommit } from '../../jobs/watcherFanOut';
import { unlistedNews } from '../../notifications/notify';
import { toAuditEntry, toMemberRef, toReportItem } from '../../operators/serialize';
import { liftedStanding } from '../../operators/suspensionLift';
import { ensureMayActOn } from './decision';
import { operatorOf } from './reviews';

// The operators' member page and search, and what an operator may do to a member's standing:
// unpublish or republish the profile, suspend the account (every session ends at once) or
// lift it; each with a reason, audited (docs/architecture.md "Operators and vetting"). Nothing
// here changes the member's own content.

const ERRORS: ApiErrorCode[] = [
  'InvalidRequest',
  'Unauthorized',
  'InvalidCredentials',
  'Forbidden',
  'ResourceNotFound',
];

/**
 * The standing an action leads to, or the state that makes it a no-op (409). Republishing
 * needs a complete profile and an account that is not suspended.
 */
function standingFor(
  action: MemberAction,
  row: UserRow,
  now: Date,
): { standing: MemberStanding } | { unchanged: string } | { incomplete: true } {
  const suspended = row.suspendedAt !== null;
  switch (action) {
    case 'unpublish':
      return row.published ? { standing: { published: false } } : { unchanged: 'unpublished' };
    case 'republish':
      if (suspended) return { unchanged: 'suspended' };
      if (row.published) return { unchanged: 'published' };
      return row.complete ? { standing: { published: true } } : { incomplete: true };
    case 'suspend':
      return suspended
        ? { unchanged: 'suspended' }
        : {
            standing: {
              suspendedAt: now,
              suspendedWhilePublished: row.published,
              published: false,
            },
          };
    case 'unsuspend':
      // As `npm run operator -- lift` restores it.
      return suspended ? { standing: liftedStanding(row) } : { unchanged: 'active' };
  }
}

async function loadAdminMember(repos: Repositories, id: number): Promise<AdminMember> {
  const row = await repos.users.find(id);
  if (!row) throw notFound(apiMessages.memberNotFound);
  const [reviews, reportsAbout, reportsBy, audit] = await Promise.all([
    repos.reviews.forMember(id),
    repos.reports.forMember(id, 'subject'),
    repos.reports.forMember(id, 'reporter'),
    repos.audit.forMember(id),
  ]);
  return {
    member: {
      ...toMemberRef(row),
      createdAt: row.createdAt.toISOString(),
      city: row.city,
      region: row.region as AdminMember['member']['region'],
      eligible: isEligible(toUser(row)),
      suspendedAt: row.suspendedAt ? row.suspendedAt.toISOString() : null,
    },
    reviews: reviews.map(toReviewSummary),
    reportsAbout: reportsAbout.map(toReportItem),
    reportsBy: reportsBy.map(toReportItem),
    audit: audit.map(toAuditEntry),
  };
}

export async function adminMemberRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/members',
      summary: 'Find members by name or account e-mail (any case), in name order (paginated)',
      tag: 'admin',
      auth: 'operator',
      query: memberQuerySchema,
      response: memberPageSchema,
      errors: ERRORS,
    },
    async ({ query }): Promise<MemberPage> => {
      const { rows, total } = await ctx.repos.members.search(query);
      return {
        items: rows.map((row) => ({ ...toMemberRef(row), createdAt: row.createdAt.toISOString() })),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/v1/admin/members/:id',
      summary: "A member's page: standing, reviews, reports by and about them, audit entries",
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      response: adminMemberSchema,
      errors: ERRORS,
    },
    async ({ params }) => loadAdminMember(ctx.repos, params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/v1/admin/members/:id/actions',
      summary: 'Unpublish, republish, suspend (ends every session) or unsuspend, with a reason',
      tag: 'admin',
      auth: 'operator',
      params: idParamsSchema,
      body: memberActionBodySchema,
      response: adminMemberSchema,
      errors: [...ERRORS, 'ResourceConflict'],
    },
    async ({ params, body, auth, request }) => {
      if (params.id === auth.userId) throw badRequest(apiMessages.operatorsCannotActOnThemselves);
      const now = ctx.now();
      const news = await memberListingWrite(ctx, params.id, async (tx) => {
        // Two operators at once take turns on the member's row: the second sees the first's
        // change and is told nothing would change.
        await tx.reviews.lockMember(params.id);
        const row = await tx.users.find(params.id);
        if (!row) throw notFound(apiMessages.memberNotFound);
        // A reviewer never suspends or unpublishes another operator: an admin does.
        ensureMayActOn(auth, row);
        const next = standingFor(body.action, row, now);
        if ('unchanged' in next) throw conflict(apiMessages.memberStateUnchanged(next.unchanged));
        if ('incomplete' in next) {
          const { report } = await tx.profiles.refreshCompletion(row.id, now);
          if (!report.complete) throw badRequest(apiMessages.profileIncomplete(report.missing));
          await tx.members.setStanding(row.id, { published: true });
        } else {
          await tx.members.setStanding(row.id, next.standing);
        }
        // A suspended account signs out everywhere at once: each request checks its session.
        if (body.action === 'suspend') await tx.auth.revokeSessionsOf(row.id, now);
        await tx.audit.record({
          actor: operatorOf(auth),
          action: `member.${body.action}`,
          subject: { kind: 'member', id: row.id },
          memberId: row.id,
          reason: body.reason,
          note: body.note ?? null,
          requestId: request.id,
          at: now,
        });
        // Watchers hear when the member is no longer listed (unpublished or suspended): after
        // the commit, not under the member's lock (server/jobs/watcherFanOut.ts).
        const after = await tx.users.find(row.id);
        return unlistedNews(
          { id: row.id, wasListed: row.published, listed: after?.published === true },
          now,
        );
      });
      await watcherNewsAfterCommit(app, news);
      return loadAdminMember(ctx.repos, params.id);
    },
  );
}
