import type { PostRejectReason, PostState, ReportReason, ReportState } from '../src/contract/index';

// The demo community's posted links and reports, for the operators' queues (/admin/posts,
// /admin/reports). Rows refer to members by index, as in ./community (index i is id i + 1).
// Decided rows name no operator: whoever seeds them sets the decider (the demo operator).

export interface DemoPost {
  /** Index of the member who posted it. */
  member: number;
  link: string;
  state: PostState;
  createdAt: string;
  decidedAt: string | null;
  reason: PostRejectReason | null;
  note: string | null;
}

export interface DemoReport {
  reporter: number;
  subject: number;
  reason: ReportReason;
  note: string | null;
  state: ReportState;
  createdAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

const linkedInPost = (slug: string, activity: string) =>
  `https://www.linkedin.com/posts/${slug}_activity-${activity}`;

/** Four waiting (oldest first), two approved, one rejected. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    member: 0,
    link: linkedInPost('dana-demo', '7396011400123456789-Qx3v'),
    state: 'pending',
    createdAt: '2026-11-18T09:12:00.000Z',
    decidedAt: null,
    reason: null,
    note: null,
  },
  {
    member: 4,
    link: linkedInPost('cfo-insights', '7396187711234567890-Lk2p'),
    state: 'pending',
    createdAt: '2026-11-19T16:40:00.000Z',
    decidedAt: null,
    reason: null,
    note: null,
  },
  {
    member: 9,
    link: 'https://www.linkedin.com/pulse/board-season-five-questions-ask-before-you-sign',
    state: 'pending',
    createdAt: '2026-11-20T11:05:00.000Z',
    decidedAt: null,
    reason: null,
    note: null,
  },
  {
    member: 15,
    link: 'https://example.com/limited-offer-grow-your-practice',
    state: 'pending',
    createdAt: '2026-11-21T08:30:00.000Z',
    decidedAt: null,
    reason: null,
    note: null,
  },
  {
    member: 2,
    link: linkedInPost('hr-partner', '7393300012345678901-Mn7r'),
    state: 'approved',
    createdAt: '2026-11-10T10:00:00.000Z',
    decidedAt: '2026-11-10T14:20:00.000Z',
    reason: null,
    note: null,
  },
  {
    member: 6,
    link: linkedInPost('legal-ops', '7394400023456789012-Pq8s'),
    state: 'approved',
    createdAt: '2026-11-12T13:45:00.000Z',
    decidedAt: '2026-11-13T09:05:00.000Z',
    reason: null,
    note: null,
  },
  {
    member: 11,
    link: 'https://www.linkedin.com/in/not-a-post',
    state: 'rejected',
    createdAt: '2026-11-14T08:00:00.000Z',
    decidedAt: '2026-11-14T12:30:00.000Z',
    reason: 'not_a_post',
    note: 'A profile page, not a post.',
  },
];

/** Three open (oldest first), one resolved, one dismissed. */
export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    reporter: 3,
    subject: 15,
    reason: 'spam',
    note: 'Sends every member the same sales pitch after connecting.',
    state: 'open',
    createdAt: '2026-11-17T10:20:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
  },
  {
    reporter: 8,
    subject: 21,
    reason: 'misrepresentation',
    note: 'Claims a CPA licence; the state board has no record of it.',
    state: 'open',
    createdAt: '2026-11-19T15:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
  },
  {
    reporter: 0,
    subject: 15,
    reason: 'other',
    note: null,
    state: 'open',
    createdAt: '2026-11-20T18:45:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
  },
  {
    reporter: 12,
    subject: 30,
    reason: 'impersonation',
    note: 'The photo belongs to someone else.',
    state: 'resolved',
    createdAt: '2026-11-05T09:00:00.000Z',
    resolvedAt: '2026-11-06T10:15:00.000Z',
    resolutionNote: 'Asked the member for a real photo; replaced the same day.',
  },
  {
    reporter: 21,
    subject: 8,
    reason: 'inappropriate',
    note: 'Rude reply to my message.',
    state: 'dismissed',
    createdAt: '2026-11-08T17:30:00.000Z',
    resolvedAt: '2026-11-09T08:40:00.000Z',
    resolutionNote: 'A private disagreement; nothing on the profile breaks the rules.',
  },
];
