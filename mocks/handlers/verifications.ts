import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  buildReceipts,
  REGION_CODES,
  type LicenceFacts,
  type RegionCode,
  type StoredVerificationState,
} from '@/contract';
import { db, findUser, type MockCertification, type MockUser } from '../db';
import { api, fail, idParam, optionalUser } from '../http';

// GET /v1/profiles/{id}/verifications: the receipts of a profile's badges, built by the
// contract's buildReceipts from the same facts the server's repository reads.

const isRegion = (value: string | null | undefined): value is RegionCode =>
  typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value);

/**
 * The stored ledger state of a mock licence: its `verificationState` may be written as the wire
 * reads it (expiring, expired follow from a verified one and the clock).
 */
const storedState = (row: MockCertification): StoredVerificationState =>
  row.verificationState === 'revoked'
    ? 'revoked'
    : row.verificationState === null || row.verificationState === 'unverified'
      ? 'unverified'
      : 'verified';

const licenceFacts = (row: MockCertification): LicenceFacts => ({
  id: row.id,
  name: row.name,
  organization: row.organization,
  jurisdiction: isRegion(row.jurisdiction) ? row.jurisdiction : null,
  identifier: row.identifier,
  expirationDate: row.expirationDate,
  verificationState: storedState(row),
  verifiedAt: row.verifiedAt ? new Date(row.verifiedAt) : null,
  verificationSource: row.verificationSource ?? null,
});

/** The latest decided review: cleared gives the badge, adverse takes it away. */
const checkClearedAt = (userId: number): Date | null => {
  const [latest] = db.reviews
    .filter(
      (review) =>
        review.userId === userId &&
        review.decidedAt !== null &&
        (review.state === 'cleared' || review.state === 'adverse'),
    )
    .sort((a, b) => b.decidedAt!.localeCompare(a.decidedAt!) || b.id - a.id);
  return latest?.state === 'cleared' ? new Date(latest.decidedAt!) : null;
};

export const receiptsOf = (user: MockUser, now = new Date()) =>
  buildReceipts(
    {
      checkClearedAt: checkClearedAt(user.id),
      licences: db.certifications
        .filter((row) => row.userId === user.id && row.kind === 'licence')
        .map(licenceFacts),
      // The mocks keep no verification time: an account counts as verified from its creation
      // (as the mocks' account export says).
      emailVerifiedAt: user.emailVerified ? new Date(user.createdAt) : null,
    },
    now,
  );

export const verificationHandlers = [
  // As GET /v1/profiles/{id}: anyone sees a published member's, the member always sees their own.
  http.get(api('/v1/profiles/:id/verifications'), ({ request, params }) => {
    const id = idParam(params.id);
    const viewer = optionalUser(request);
    const user = findUser(id);
    if (!user || (viewer?.id !== id && !user.published)) {
      return fail('ResourceNotFound', apiMessages.profileNotFound);
    }
    return HttpResponse.json(receiptsOf(user));
  }),
];
