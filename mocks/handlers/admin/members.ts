import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  completionReport,
  isEligible,
  memberActionBodySchema,
  memberQuerySchema,
  type AdminMember,
  type MemberAction,
  type MemberPage,
} from '@/contract';
import { db, findUser, type MockUser } from '../../db';
import { api, fail, idParam, parseQuery, readBody } from '../../http';
import { reportsAbout, reportsBy } from './reports';
import { mockNotifyIfUnlisted } from '../notifications';
import {
  auditAbout,
  ensureMayActOn,
  recordAudit,
  requireOperator,
  reviewsOf,
  suspensionOf,
  toMemberRef,
} from './shared';

// The operators' member page and its actions (docs/architecture.md "Operators and vetting"),
// as the server answers them. Nothing here changes the member's own content.

const byName = (a: MockUser, b: MockUser) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;

/** The server's ILIKE on the full name and on the account e-mail. */
const matches = (user: MockUser, q: string) => {
  const needle = q.toLowerCase();
  return [`${user.firstName} ${user.lastName}`, user.email].some((value) =>
    value.toLowerCase().includes(needle),
  );
};

export const toAdminMember = (user: MockUser): AdminMember => ({
  member: {
    ...toMemberRef(user),
    createdAt: user.createdAt,
    city: user.city,
    region: user.region,
    eligible: isEligible(user),
    suspendedAt: suspensionOf(user.id)?.suspendedAt ?? null,
  },
  reviews: reviewsOf(user.id),
  reportsAbout: reportsAbout(user.id),
  reportsBy: reportsBy(user.id),
  audit: auditAbout(user.id),
});

const missingOf = (user: MockUser) => {
  const mine = <T extends { userId: number }>(rows: T[]) =>
    rows.filter((r) => r.userId === user.id);
  return completionReport(
    {
      user,
      certifications: mine(db.certifications),
      educations: mine(db.educations),
      positions: mine(db.positions),
    },
    new Date(),
  ).missing;
};

/** Applies an action: 409 when nothing would change, 400 to republish an incomplete profile. */
function apply(user: MockUser, action: MemberAction): void {
  const wasListed = user.published;
  applyStanding(user, action);
  // Watchers hear when the member is no longer listed (unpublished or suspended).
  mockNotifyIfUnlisted(user.id, wasListed);
}

function applyStanding(user: MockUser, action: MemberAction): void {
  const suspension = suspensionOf(user.id);
  switch (action) {
    case 'unpublish':
      if (!user.published)
        fail('ResourceConflict', apiMessages.memberStateUnchanged('unpublished'));
      user.published = false;
      return;
    case 'republish':
      if (suspension) fail('ResourceConflict', apiMessages.memberStateUnchanged('suspended'));
      if (user.published) fail('ResourceConflict', apiMessages.memberStateUnchanged('published'));
      if (!user.complete) fail('InvalidRequest', apiMessages.profileIncomplete(missingOf(user)));
      user.published = true;
      return;
    case 'suspend':
      if (suspension) fail('ResourceConflict', apiMessages.memberStateUnchanged('suspended'));
      db.suspensions.push({
        userId: user.id,
        suspendedAt: new Date().toISOString(),
        whilePublished: user.published,
      });
      user.published = false;
      // Every session ends at once: its access token is refused from the next request on.
      db.sessions = db.sessions.filter((session) => session.userId !== user.id);
      return;
    case 'unsuspend':
      if (!suspension) fail('ResourceConflict', apiMessages.memberStateUnchanged('active'));
      db.suspensions = db.suspensions.filter((row) => row.userId !== user.id);
      if (suspension?.whilePublished) user.published = true;
      return;
  }
}

export const adminMemberHandlers = [
  http.get(api('/v1/admin/members'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, memberQuerySchema);
    const found = db.users.filter((user) => !query.q || matches(user, query.q)).sort(byName);
    const page: MemberPage = {
      items: found
        .slice(query.offset, query.offset + query.limit)
        .map((user) => ({ ...toMemberRef(user), createdAt: user.createdAt })),
      total: found.length,
      limit: query.limit,
      offset: query.offset,
    };
    return HttpResponse.json(page);
  }),

  http.get(api('/v1/admin/members/:id'), ({ request, params }) => {
    requireOperator(request);
    const user = findUser(idParam(params.id));
    if (!user) return fail('ResourceNotFound', apiMessages.memberNotFound);
    return HttpResponse.json(toAdminMember(user));
  }),

  // Answers the member's page as it now is.
  http.post(api('/v1/admin/members/:id/actions'), async ({ request, params }) => {
    const operator = requireOperator(request);
    const id = idParam(params.id);
    const body = await readBody(request, memberActionBodySchema);
    if (id === operator.id)
      return fail('InvalidRequest', apiMessages.operatorsCannotActOnThemselves);
    const user = findUser(id);
    if (!user) return fail('ResourceNotFound', apiMessages.memberNotFound);
    // A reviewer never suspends or unpublishes another operator: an admin does.
    ensureMayActOn(operator, user);
    apply(user, body.action);
    recordAudit(request, operator, {
      action: `member.${body.action}`,
      subject: { kind: 'member', id: user.id },
      memberId: user.id,
      reason: body.reason,
      note: body.note ?? null,
    });
    return HttpResponse.json(toAdminMember(user));
  }),
];
