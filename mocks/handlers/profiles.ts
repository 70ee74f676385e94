import { http, HttpResponse } from 'msw';
import {
  anyContactShown,
  apiMessages,
  completionReport,
  isEligible,
  PREVIEWED_VIEWERS,
  profileContactQuerySchema,
  profileQuerySchema,
  profileSearchQuerySchema,
  profileSubmitBodySchema,
  type ContactViewer,
  type ProfileViewer,
} from '@/contract';
import { db, findUser } from '../db';
import { toUser } from '../factories';
import { api, fail, idParam, optionalUser, parseQuery, readBody, requireUser } from '../http';
import { isLicensedIn, matchesProfileSearch, recomputeComplete } from '../rules';
import { openReview } from './check';
import { recordNewMatches } from './savedSearches';
import { toCard, toContact, toProfile } from '../serialize';

/** "View my profile as" (as server/members/contact.ts): the owner's only. */
function previewedViewer(
  id: number,
  userId: number | undefined,
  { viewAs }: { viewAs?: ProfileViewer },
): ContactViewer | undefined {
  if (viewAs === undefined) return undefined;
  if (userId !== id) return fail('InvalidRequest', apiMessages.viewAsOwnOnly, 'viewAs');
  return PREVIEWED_VIEWERS[viewAs];
}

const byName = (a: { lastName: string; firstName: string; id: number }, b: typeof a) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;

export const profileHandlers = [
  // Submit profile with the background check's SSN digits: publishes a complete profile.
  http.post(api('/v1/profiles'), async ({ request }) => {
    const user = requireUser(request);
    const { ssn } = await readBody(request, profileSubmitBodySchema);
    recomputeComplete(user.id);
    if (user.published) return fail('ResourceConflict', apiMessages.profileAlreadySubmitted);
    // A check is submitted once: a member unpublished by a reviewer asks for a re-review.
    if (db.reviews.some((review) => review.userId === user.id)) {
      return fail('ResourceConflict', apiMessages.checkAlreadySubmitted);
    }
    if (!isEligible(user)) {
      return fail('InvalidRequest', apiMessages.notEligible);
    }
    if (!user.complete) {
      const mine = <T extends { userId: number }>(rows: T[]) =>
        rows.filter((row) => row.userId === user.id);
      const { missing } = completionReport(
        {
          user,
          certifications: mine(db.certifications),
          educations: mine(db.educations),
          positions: mine(db.positions),
        },
        new Date(),
      );
      return fail('InvalidRequest', apiMessages.profileIncomplete(missing));
    }
    // Ready means complete and verified (issue 23).
    if (!user.emailVerified) return fail('InvalidRequest', apiMessages.emailNotVerified);
    // Kept for a reviewer who asks for the digits (POST /v1/admin/reviews/{id}/ssn), as the
    // server keeps them (encrypted).
    db.backgroundChecks.push({ userId: user.id, submittedAt: new Date().toISOString(), ssn });
    // Live while the check proceeds (spec 4); the review waits in the reviewers' queue.
    openReview(user.id, 'submission');
    user.published = true;
    recordNewMatches(user.id);
    return HttpResponse.json(toUser(user));
  }),

  http.get(api('/v1/profiles'), ({ request }) => {
    const query = parseQuery(request, profileSearchQuerySchema);
    const now = new Date();
    const matches = db.users
      .filter(
        (user) =>
          matchesProfileSearch(user, query) &&
          (query.licensedIn === undefined || isLicensedIn(user.id, query.licensedIn, now)),
      )
      .sort(byName);
    return HttpResponse.json({
      items: matches.slice(query.offset, query.offset + query.limit).map((user) => toCard(user)),
      total: matches.length,
      limit: query.limit,
      offset: query.offset,
    });
  }),

  http.get(api('/v1/profiles/:id'), ({ request, params }) => {
    const id = idParam(params.id);
    const viewer = optionalUser(request);
    const preview = previewedViewer(id, viewer?.id, parseQuery(request, profileQuerySchema));
    const user = findUser(id);
    if (!user || ((preview || viewer?.id !== id) && !user.published)) {
      return fail('ResourceNotFound', apiMessages.profileNotFound);
    }
    return HttpResponse.json(toProfile(user, viewer?.id, preview));
  }),

  // Contact details are revealed to signed-in members only, each to its audience; another
  // member's reveal is recorded when it showed something (the server also rate limits it; the
  // mocks do not).
  http.get(api('/v1/profiles/:id/contact'), ({ request, params }) => {
    const viewer = requireUser(request);
    const id = idParam(params.id);
    const preview = previewedViewer(id, viewer.id, parseQuery(request, profileContactQuerySchema));
    const user = findUser(id);
    const own = viewer.id === id;
    if (!user || ((preview || !own) && !user.published)) {
      return fail('ResourceNotFound', apiMessages.profileNotFound);
    }
    const contact = toContact(user, viewer.id, preview);
    if (!own && anyContactShown(contact)) {
      db.contactViews.push({
        viewerId: viewer.id,
        memberId: id,
        viewedAt: new Date().toISOString(),
      });
    }
    return HttpResponse.json(contact);
  }),
];
