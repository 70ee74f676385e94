import {
  ALL,
  completionReport,
  countsAsLicensed,
  type CertificationKind,
  type RegionCode,
  type SavedSearchQuery,
  type StoredVerificationState,
} from '@/contract';
import { db, findUser, type MockUser } from './db';

/**
 * Who a community search lists (server/db/search.ts searchFilters): published, complete
 * members and the search's filters. The search screen's mock and the saved searches' share it.
 */
export function matchesProfileSearch(user: MockUser, query: SavedSearchQuery): boolean {
  return (
    user.published &&
    user.complete &&
    (!query.profession || user.profession === query.profession) &&
    (!query.expertise || user.expertises.includes(query.expertise)) &&
    (!query.region ||
      (query.searchByRegion
        ? user.region === query.region
        : user.locations.includes(query.region) || user.locations.includes(ALL))) &&
    (query.experienceYears === undefined || user.experienceYears === query.experienceYears)
  );
}

/**
 * "Licensed in" (issue 24, server/db/search.ts licensedFilter): a licence of that state that a
 * reviewer verified and that has not ended at `now`.
 */
export function isLicensedIn(userId: number, state: RegionCode, now: Date): boolean {
  return db.certifications.some(
    (row) =>
      row.userId === userId &&
      row.jurisdiction === state &&
      countsAsLicensed(
        {
          kind: row.kind as CertificationKind,
          verificationState: (row.verificationState ?? 'unverified') as StoredVerificationState,
          expirationDate: row.expirationDate,
        },
        now,
      ),
  );
}

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
