import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  SAVED_SEARCH_MAX,
  savedSearchBodySchema,
  savedSearchPatchBodySchema,
  type SavedSearch,
} from '@/contract';
import { db, nextId, type MockSavedSearch } from '../db';
import { api, fail, idParam, readBody, requireUser } from '../http';
import { matchesProfileSearch } from '../rules';
import { mockNotify } from './notifications';

// Saved community searches (server/routes/savedSearches.ts): the member's own only (another
// member's answers 404); saving records who matches then, and a member who matches one for the
// first time is news to its saver once.

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

const isMatched = (searchId: number, memberId: number) =>
  db.savedSearchMatches.some((row) => row.savedSearchId === searchId && row.memberId === memberId);

/**
 * The server's announceNewMatches: after `memberId`'s listing may have changed, the other
 * members' saved searches they now match for the first time are recorded and their savers told.
 */
export function recordNewMatches(memberId: number, at = new Date().toISOString()): void {
  const member = db.users.find((user) => user.id === memberId);
  if (!member) return;
  for (const search of db.savedSearches) {
    if (search.userId === memberId || isMatched(search.id, memberId)) continue;
    if (!matchesProfileSearch(member, search.query)) continue;
    db.savedSearchMatches.push({ savedSearchId: search.id, memberId, matchedAt: at });
    mockNotify({
      userId: search.userId,
      kind: 'saved_search_match',
      actorId: memberId,
      subject: { kind: 'saved_search', id: search.id },
      data: { searchId: search.id, searchName: search.name },
      at,
    });
  }
}

/**
 * The mocks change listings in many handlers (career, operators' decisions); before answering
 * counts they catch up with every member, so the counts read as the server's.
 */
const catchUp = () => {
  for (const user of db.users) recordNewMatches(user.id);
};

export const toSavedSearch = (search: MockSavedSearch): SavedSearch => {
  const matching = db.users.filter((user) => matchesProfileSearch(user, search.query));
  const newMatches = matching.filter((user) =>
    db.savedSearchMatches.some(
      (row) =>
        row.savedSearchId === search.id &&
        row.memberId === user.id &&
        Date.parse(row.matchedAt) > Date.parse(search.openedAt),
    ),
  );
  return {
    id: search.id,
    name: search.name,
    query: search.query,
    createdAt: search.createdAt,
    openedAt: search.openedAt,
    matches: matching.length,
    newMatches: newMatches.length,
  };
};

const ownSearch = (userId: number, id: number): MockSavedSearch =>
  db.savedSearches.find((search) => search.id === id && search.userId === userId) ??
  fail('ResourceNotFound', apiMessages.savedSearchNotFound);

const refuseTakenName = (userId: number, name: string, except?: number) => {
  const taken = db.savedSearches.some(
    (search) => search.userId === userId && search.id !== except && sameName(search.name, name),
  );
  if (taken) fail('ResourceConflict', apiMessages.savedSearchNameTaken(name));
};

export const savedSearchHandlers = [
  // Newest first.
  http.get(api('/v1/user/searches'), ({ request }) => {
    const user = requireUser(request);
    catchUp();
    const mine = db.savedSearches
      .filter((search) => search.userId === user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return HttpResponse.json(mine.map(toSavedSearch));
  }),

  http.post(api('/v1/user/searches'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, savedSearchBodySchema);
    const mine = db.savedSearches.filter((search) => search.userId === user.id);
    if (mine.length >= SAVED_SEARCH_MAX) fail('ResourceConflict', apiMessages.savedSearchLimit);
    refuseTakenName(user.id, body.name);
    catchUp();
    const now = new Date().toISOString();
    const search: MockSavedSearch = {
      id: nextId(),
      userId: user.id,
      name: body.name,
      query: body.query,
      createdAt: now,
      openedAt: now,
    };
    db.savedSearches.push(search);
    for (const member of db.users) {
      if (matchesProfileSearch(member, search.query)) {
        db.savedSearchMatches.push({
          savedSearchId: search.id,
          memberId: member.id,
          matchedAt: now,
        });
      }
    }
    return HttpResponse.json(toSavedSearch(search), { status: 201 });
  }),

  http.patch(api('/v1/user/searches/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    const body = await readBody(request, savedSearchPatchBodySchema);
    const search = ownSearch(user.id, id);
    refuseTakenName(user.id, body.name, id);
    search.name = body.name;
    catchUp();
    return HttpResponse.json(toSavedSearch(search));
  }),

  http.post(api('/v1/user/searches/:id/opened'), ({ request, params }) => {
    const user = requireUser(request);
    const search = ownSearch(user.id, idParam(params.id));
    // Who matched before this moment is recorded before it, as the server's rows are.
    catchUp();
    search.openedAt = new Date().toISOString();
    return HttpResponse.json(toSavedSearch(search));
  }),

  http.delete(api('/v1/user/searches/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const search = ownSearch(user.id, idParam(params.id));
    db.savedSearches.splice(db.savedSearches.indexOf(search), 1);
    db.savedSearchMatches = db.savedSearchMatches.filter((row) => row.savedSearchId !== search.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
