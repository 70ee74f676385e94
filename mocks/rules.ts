import { completionReport } from '@/contract';
import { db, findUser } from './db';

/** The server stores `complete`; the mocks recompute it the same way after every change. */
export function recomputeComplete(userId: number, now: Date = new Date()): void {
  const user = findUser(userId);
  if (!user) return;
  const mine = <T extends { userId: number }>(rows: T[]) => rows.filter((r) => r.userId === userId);
  user.complete = completionReport(
    {
      user,
      certifications: mine(db.certifications),
      educations: mine(db.educations),
      positions: mine(db.positions),
    },
    now,
  ).complete;
}
