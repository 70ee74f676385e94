import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  createUserBodySchema,
  ELIGIBILITY_FIELDS,
  type EligibilityChange,
  type EligibilityField,
  foreignExpertises,
  isReviewOpen,
  messages,
  userPatchSchema,
} from '@/contract';
import { db, findUserByEmail, type MockUser } from '../db';
import { createUser, toUser } from '../factories';
import { api, fail, readBody, requireUser } from '../http';
import { recomputeComplete } from '../rules';
import { recordNewMatches } from './savedSearches';
import { issueEmailToken } from './account';
import { openReview } from './check';
import { mockNotifyProfileChange } from './notifications';

/**
 * As the server's members/eligibility.ts: every change of an answer eligibility rests on is
 * recorded; a published member's open review gains the changes, or a new review opens.
 */
function recheckEligibility(user: MockUser, patch: Partial<Pick<MockUser, EligibilityField>>) {
  const changedAt = new Date().toISOString();
  const changes: EligibilityChange[] = ELIGIBILITY_FIELDS.flatMap((field) => {
    const to = patch[field];
    const from = user[field];
    if (to === undefined || to === from) return [];
    return [{ field, from, to, changedAt }];
  });
  if (changes.length === 0) return;
  db.memberChanges.push(...changes.map((change) => ({ userId: user.id, ...change })));
  if (!user.published) return;
  const open = db.reviews.find((review) => review.userId === user.id && isReviewOpen(review.state));
  if (open) open.changes.push(...changes);
  else openReview(user.id, 'eligibility_changed').changes.push(...changes);
}

export const userHandlers = [
  http.post(api('/v1/users'), async ({ request }) => {
    const body = await readBody(request, createUserBodySchema);
    if (findUserByEmail(body.email)) {
      return fail('ResourceConflict', apiMessages.emailTaken);
    }
    const user = createUser({
      ...body,
      createdAt: new Date().toISOString(),
      emailVerified: false,
    });
    // As the server: the verification link goes out with the account (issue 23).
    issueEmailToken(user, 'verify', user.email);
    return HttpResponse.json(toUser(user), { status: 201 });
  }),

  http.get(api('/v1/user'), ({ request }) => HttpResponse.json(toUser(requireUser(request)))),

  http.patch(api('/v1/user'), async ({ request }) => {
    const user = requireUser(request);
    const {
      password,
      newPassword,
      confirm: _confirm,
      contactVisibility,
      ...fields
    } = await readBody(request, userPatchSchema);
    if (newPassword !== undefined) {
      if (password !== user.password)
        return fail('InvalidRequest', apiMessages.currentPasswordIncorrect);
      user.password = newPassword;
      // A password change ends every other session of the member.
      const current = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      db.sessions = db.sessions.filter((s) => s.userId !== user.id || s.accessToken === current);
    }
    for (const key of ['avatar', 'cover'] as const) {
      const value = fields[key];
      const kind = key === 'avatar' ? 'avatars' : 'covers';
      const upload =
        value && db.uploads.find((u) => u.key === value && u.key.startsWith(`${kind}/${user.id}-`));
      if (value && !upload) return fail('InvalidRequest', apiMessages.unknownUpload(key));
      if (upload && !upload.stored) {
        return fail('InvalidRequest', apiMessages.neverUploaded(key));
      }
    }
    // As on the server, a replaced picture stops being served.
    const replaced = (['avatar', 'cover'] as const)
      .filter((key) => fields[key] !== undefined && user[key] && fields[key] !== user[key])
      .map((key) => user[key]);
    db.uploads = db.uploads.filter((upload) => !replaced.includes(upload.key));
    const profession = fields.profession ?? user.profession;
    if (
      fields.expertises &&
      profession &&
      foreignExpertises(profession, fields.expertises).length
    ) {
      return fail('InvalidRequest', messages.select);
    }
    // Spec 5: changing profession clears expertise (unless new ones come with it).
    if (fields.profession && fields.profession !== user.profession && !fields.expertises) {
      user.expertises = [];
    }
    recheckEligibility(user, fields);
    const before = { ...user, locations: [...user.locations] };
    Object.assign(user, fields);
    // Choices left out stay as they are.
    user.contactVisibility = { ...user.contactVisibility, ...contactVisibility };
    recomputeComplete(user.id);
    mockNotifyProfileChange(before, user);
    recordNewMatches(user.id);
    return HttpResponse.json(toUser(user));
  }),
];
