import { http, HttpResponse } from 'msw';
import { createUserBodySchema, foreignExpertises, userPatchSchema } from '@/contract';
import { db, findUserByEmail } from '../db';
import { createUser, toUser } from '../factories';
import { api, fail, readBody, requireUser } from '../http';
import { recomputeComplete } from '../rules';

export const userHandlers = [
  http.post(api('/v1/users'), async ({ request }) => {
    const body = await readBody(request, createUserBodySchema);
    if (findUserByEmail(body.email)) {
      return fail('ResourceConflict', 'An account with this email already exists');
    }
    const user = createUser({
      ...body,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json(toUser(user), { status: 201 });
  }),

  http.get(api('/v1/user'), ({ request }) => HttpResponse.json(toUser(requireUser(request)))),

  http.patch(api('/v1/user'), async ({ request }) => {
    const user = requireUser(request);
    const {
      password,
      newPassword,
      confirm: _confirm,
      ...fields
    } = await readBody(request, userPatchSchema);
    if (newPassword !== undefined) {
      if (password !== user.password)
        return fail('InvalidRequest', 'password: Current password is incorrect');
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
      if (value && !upload) return fail('InvalidRequest', `Unknown ${key} upload`);
      if (upload && !upload.stored) {
        return fail('InvalidRequest', `The ${key} image was never uploaded`);
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
      return fail('InvalidRequest', 'expertises: Select a valid option.');
    }
    // Spec 5: changing profession clears expertise (unless new ones come with it).
    if (fields.profession && fields.profession !== user.profession && !fields.expertises) {
      user.expertises = [];
    }
    Object.assign(user, fields);
    recomputeComplete(user.id);
    return HttpResponse.json(toUser(user));
  }),
];
