import { DEMO_OPERATOR_ID } from '@demo/community';
import { db, nextId, type MockCertification } from '../db';
import { createCertification } from '../factories';

// Data scenarios for a profile's badges and their receipts (issue 24): a member with no badge
// but the e-mail, then a cleared check or a licence in one of its states, decided by the demo
// operator with a note the receipt must never show.

/** A reviewer's note the receipts never show (a document and a person named in it). */
export const REVIEWER_NOTE = 'Olivia checked the scan of the licence (licence-scan.pdf)';
/** The member's own link to a scan of the licence: a document, never in a receipt. */
export const LICENCE_DOCUMENT_URL = 'https://files.example/uploads/licence-scan.pdf';

/** No decided check and no licence: the member's receipts are the e-mail's alone. */
export function onlyEmailVerified(userId: number): void {
  db.reviews = db.reviews.filter((review) => review.userId !== userId);
  db.certifications = db.certifications.filter(
    (row) => row.userId !== userId || row.kind !== 'licence',
  );
}

/** The member's check, cleared by the demo operator at `decidedAt`. */
export function clearedCheck(userId: number, decidedAt = '2026-09-14T16:20:00.000Z'): void {
  db.reviews.push({
    id: nextId(),
    userId,
    trigger: 'submission',
    state: 'cleared',
    openedAt: '2026-09-10T09:00:00.000Z',
    startedAt: '2026-09-12T11:00:00.000Z',
    reviewerId: DEMO_OPERATOR_ID,
    reason: 'verified',
    note: REVIEWER_NOTE,
    decidedAt,
    decidedBy: DEMO_OPERATOR_ID,
    noticeReason: null,
    noticeNote: null,
    noticeSentAt: null,
    noticeDueAt: null,
    response: null,
    respondedAt: null,
    changes: [],
  });
}

/** A licence the demo operator decided (verified unless `verificationState` says revoked). */
export function decidedLicence(
  userId: number,
  overrides: Partial<MockCertification> = {},
): MockCertification {
  return createCertification(userId, {
    name: 'Certified Public Accountant',
    organization: 'Illinois Department of Financial and Professional Regulation',
    issuedDate: '2014-05-01',
    expirationDate: '2028-09-01',
    identifier: 'CPA-065.041234',
    url: LICENCE_DOCUMENT_URL,
    kind: 'licence',
    jurisdiction: 'IL',
    verificationState: 'verified',
    verifiedAt: '2026-03-02T15:30:00.000Z',
    verificationSource: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
    verifiedBy: DEMO_OPERATOR_ID,
    ...overrides,
  });
}
