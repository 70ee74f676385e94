import { http, type HttpHandler } from 'msw';
import { apiMessages } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, nextId } from '../db';
import { api, errorResponse } from '../http';

// 'Report this profile' in its other states.

/** The reporter reached the limit (10 an hour): 429 RequestThrottled. */
export const reportThrottled = (): HttpHandler[] => [
  http.post(api('/v1/profiles/:id/reports'), () =>
    errorResponse('RequestThrottled', apiMessages.requestThrottled),
  ),
];

/** The member already has an open report of `subjectId` (a new one is refused with a 409). */
export function reportedAlready(subjectId: number, reporterId = DEMO_USER_ID): void {
  db.reports.push({
    id: nextId(),
    reporterId,
    subjectId,
    reason: 'misrepresentation',
    note: null,
    state: 'open',
    createdAt: '2026-11-20T09:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    resolutionReason: null,
    resolutionNote: null,
  });
}
