import { http, type HttpHandler } from 'msw';
import { DEMO_USER_ID, NEWCOMER_ID } from '../data/members';
import { db, findUser } from '../db';
import { createEducation, createPosition, createUser } from '../factories';
import { api, errorResponse } from '../http';
import { recomputeComplete } from '../rules';

// The signed-in member's own profile in a given state.

/** The demo member's profile made incomplete: no positions, so under 96 months. */
export function incompleteProfile(userId = DEMO_USER_ID) {
  db.positions = db.positions.filter((row) => row.userId !== userId);
  const user = findUser(userId);
  if (user) {
    user.complete = false;
    user.published = false;
  }
}

/** The newcomer (NEWCOMER_ID) made complete: a position and an education added. */
export function completeNewcomer() {
  const user = findUser(NEWCOMER_ID);
  if (!user) return;
  createPosition(NEWCOMER_ID, {
    title: 'HR Consultant',
    company: 'Fields HR',
    startDate: '2012-01-01',
    location: 'Madison, WI',
  });
  createEducation(NEWCOMER_ID, {
    organization: 'UW Madison',
    degree: 'BA',
    fieldOfStudy: 'Psychology',
    issuedYear: 2008,
  });
  recomputeComplete(NEWCOMER_ID);
}

/** A member who has just signed up: nothing but a name. */
export const freshMember = (overrides: Parameters<typeof createUser>[0] = {}) =>
  createUser({
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie.rivera@example.com',
    createdAt: '2026-11-21T14:00:00.000Z',
    ...overrides,
  });

/**
 * PATCH /v1/user refuses with the server's own sentence (400 InvalidRequest), as it does for
 * input the form let through: e.g. areas of expertise of a profession changed in another tab.
 */
export const userUpdateRefused = (message: string): HttpHandler[] => [
  http.patch(api('/v1/user'), () => errorResponse('InvalidRequest', message)),
];
