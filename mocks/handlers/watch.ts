import { http, HttpResponse } from 'msw';
import { db, findUser } from '../db';
import { api, fail, idParam, requireUser } from '../http';
import { toCard } from '../serialize';
import { apiMessages } from '@/contract';

const findWatch = (userId: number, watchedId: number) =>
  db.watching.find((row) => row.userId === userId && row.watchedId === watchedId);

export const watchHandlers = [
  // Newest first.
  http.get(api('/v1/user/watching'), ({ request }) => {
    const user = requireUser(request);
    const rows = db.watching
      .filter((row) => row.userId === user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json(
      rows.flatMap((row) => {
        const member = findUser(row.watchedId);
        return member ? [{ id: member.id, isWatched: true, profile: toCard(member) }] : [];
      }),
    );
  }),

  http.put(api('/v1/user/watching/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    if (id === user.id) return fail('InvalidRequest', apiMessages.cannotWatchSelf);
    const member = findUser(id);
    if (!member || !member.published) return fail('ResourceNotFound', apiMessages.memberNotFound);
    if (!findWatch(user.id, id)) {
      db.watching.push({ userId: user.id, watchedId: id, createdAt: new Date().toISOString() });
    }
    return HttpResponse.json({ id, isWatched: true });
  }),

  http.delete(api('/v1/user/watching/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    const row = findWatch(user.id, id);
    if (!row) return fail('ResourceNotFound', apiMessages.notWatched);
    db.watching.splice(db.watching.indexOf(row), 1);
    return HttpResponse.json({ id, isWatched: false });
  }),

  http.get(api('/v1/user/watching/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    return HttpResponse.json({ id, isWatched: findWatch(user.id, id) !== undefined });
  }),
];
