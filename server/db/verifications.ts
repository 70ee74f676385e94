import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  REGION_CODES,
  type LicenceFacts,
  type ReceiptFacts,
  type RegionCode,
  type StoredVerificationState,
} from '../contract';
import type { Executor } from './client';
import { certifications, reviews, users } from './schema';

// The facts behind a profile's badges (GET /v1/profiles/{id}/verifications): whether the
// member's latest decided check was cleared and when, the licences of the ledger, and when the
// account's address was verified. Only the columns a receipt may show are selected: never the
// check's digits, a reviewer's id or note, nor an upload.

const isRegion = (value: string | null): value is RegionCode =>
  value !== null && (REGION_CODES as readonly string[]).includes(value);

export function createVerificationsRepository(db: Executor) {
  return {
    async factsOf(userId: number): Promise<ReceiptFacts> {
      const [decided, licences, account] = await Promise.all([
        db
          .select({ state: reviews.state, decidedAt: reviews.decidedAt })
          .from(reviews)
          .where(and(eq(reviews.userId, userId), inArray(reviews.state, ['cleared', 'adverse'])))
          .orderBy(desc(reviews.decidedAt), desc(reviews.id))
          .limit(1),
        db
          .select({
            id: certifications.id,
            name: certifications.name,
            organization: certifications.organization,
            jurisdiction: certifications.jurisdiction,
            identifier: certifications.identifier,
            expirationDate: certifications.expirationDate,
            verificationState: certifications.verificationState,
            verifiedAt: certifications.verifiedAt,
            verificationSource: certifications.verificationSource,
          })
          .from(certifications)
          .where(and(eq(certifications.userId, userId), eq(certifications.kind, 'licence')))
          .orderBy(asc(certifications.name), asc(certifications.id)),
        db
          .select({ emailVerifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId)),
      ]);
      const latest = decided[0];
      return {
        checkClearedAt: latest?.state === 'cleared' ? latest.decidedAt : null,
        licences: licences.map((row): LicenceFacts => ({
          ...row,
          jurisdiction: isRegion(row.jurisdiction) ? row.jurisdiction : null,
          verificationState: row.verificationState as StoredVerificationState,
        })),
        emailVerifiedAt: account[0]?.emailVerifiedAt ?? null,
      };
    },
  };
}

export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>;
