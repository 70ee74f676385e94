import { DEMO_POSTS, DEMO_REPORTS } from '@demo/moderation';
import { db, nextId } from '../db';

/**
 * The demo posts and reports (demo/moderation.ts) for the operators' queues. Members are
 * referred to by index (id = index + 1); `decidedBy` is the operator who decided the decided
 * ones.
 */
export function seedModeration(decidedBy: number | null): void {
  for (const post of DEMO_POSTS) {
    db.posts.push({
      id: nextId(),
      userId: post.member + 1,
      link: post.link,
      state: post.state,
      createdAt: post.createdAt,
      decidedAt: post.decidedAt,
      decidedBy: post.decidedAt ? decidedBy : null,
      reason: post.reason,
      note: post.note,
    });
  }
  for (const report of DEMO_REPORTS) {
    db.reports.push({
      id: nextId(),
      reporterId: report.reporter + 1,
      subjectId: report.subject + 1,
      reason: report.reason,
      note: report.note,
      state: report.state,
      createdAt: report.createdAt,
      resolvedAt: report.resolvedAt,
      resolvedBy: report.resolvedAt ? decidedBy : null,
      // Decided before issue 38's reason codes, as the server's seed writes them.
      resolutionReason: null,
      resolutionNote: report.resolutionNote,
    });
  }
}
