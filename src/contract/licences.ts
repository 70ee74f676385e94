import { parseYearMonth } from './dates';

// The licence ledger (issue 24): a certification of kind `licence` names the state that issued
// it and carries a verification state. Three states are stored (certifications.verification_state):
// `unverified` until a reviewer checks it against a named source, `verified` after, `revoked`
// when a reviewer finds it withdrawn. The other two follow from the clock: a verified licence is
// `expiring` from 60 days before it ends and `expired` once it has ended. A licence ends with
// its expiry month (dates are month precision, spec 5): one expiring in 2027-03 is good through
// 31 March 2027 and expired on 1 April. The clock is always a parameter, so jobs and tests set it.

export const CERTIFICATION_KINDS = ['certification', 'licence'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

export const STORED_VERIFICATION_STATES = ['unverified', 'verified', 'revoked'] as const;
export type StoredVerificationState = (typeof STORED_VERIFICATION_STATES)[number];

export const VERIFICATION_STATES = [
  'unverified',
  'verified',
  'expiring',
  'expired',
  'revoked',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** A verified licence reads `expiring` this many days before it ends. */
export const EXPIRING_WITHIN_DAYS = 60;
/** Reminders to the member before the end, largest first; each goes out once per expiry. */
export const EXPIRY_REMINDER_DAYS = [60, 30, 7] as const;

const DAY_MS = 86_400_000;

/** The first instant after the licence ends: 00:00 UTC on the first day after its expiry month. */
export const licenceEndsAt = (expirationDate: string): Date => {
  const { year, month } = parseYearMonth(expirationDate);
  return new Date(Date.UTC(year, month, 1));
};

/** Whole days left before the end (0 on the last day of the expiry month), negative once ended. */
export const daysUntilEnd = (expirationDate: string, now: Date): number =>
  Math.ceil((licenceEndsAt(expirationDate).getTime() - now.getTime()) / DAY_MS) - 1;

export interface LedgerEntry {
  verificationState: StoredVerificationState;
  /** 'yyyy-mm-01', or null when it does not expire. */
  expirationDate: string | null;
}

/** What a licence's badge reads now. */
export const verificationStateOf = (entry: LedgerEntry, now: Date): VerificationState => {
  if (entry.verificationState !== 'verified') return entry.verificationState;
  if (entry.expirationDate === null) return 'verified';
  if (now >= licenceEndsAt(entry.expirationDate)) return 'expired';
  const left = licenceEndsAt(entry.expirationDate).getTime() - now.getTime();
  return left <= EXPIRING_WITHIN_DAYS * DAY_MS ? 'expiring' : 'verified';
};

/** Whether it counts for the "Licensed in" search facet: a verified or expiring licence. */
export const countsAsLicensed = (entry: LedgerEntry & { kind: CertificationKind }, now: Date) =>
  entry.kind === 'licence' && ['verified', 'expiring'].includes(verificationStateOf(entry, now));

/**
 * The reminder due now, if any: the smallest threshold of EXPIRY_REMINDER_DAYS the licence has
 * reached and not yet been reminded of (`remindedDays`, the smallest already sent, or null).
 * Only a licence still running gets one; after the end the badge says Expired instead.
 */
export const expiryReminderDue = (
  expirationDate: string,
  remindedDays: number | null,
  now: Date,
): number | null => {
  const left = licenceEndsAt(expirationDate).getTime() - now.getTime();
  if (left <= 0) return null;
  const reached = EXPIRY_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  const due = reached.at(-1);
  if (due === undefined) return null;
  return remindedDays !== null && remindedDays <= due ? null : due;
};

// Labels in the screens' spelling (US English: "license"); the stored values stay as they are.
export const certificationKindLabels: Record<CertificationKind, string> = {
  certification: 'Certification',
  licence: 'License',
};

export const verificationStateLabels: Record<VerificationState, string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  expiring: 'Expiring',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** What a reviewer decides on a licence (POST /v1/admin/licences/{id}/decision). */
export const LICENCE_DECISIONS = ['verified', 'revoked'] as const;
export type LicenceDecision = (typeof LICENCE_DECISIONS)[number];
export const licenceDecisionLabels: Record<LicenceDecision, string> = {
  verified: 'Verify',
  revoked: 'Revoke',
};
/** The source a reviewer checked: the state board's lookup URL, or a named source. */
export const LICENCE_SOURCE_MAX = 200;

/** The fields of a certification the ledger reads when it changes. */
export interface LedgerFields {
  kind: string;
  identifier: string | null;
  jurisdiction: string | null;
  expirationDate: string | null;
}

/**
 * What a change of a certification does to its ledger: a new kind, number, issuing state or
 * expiry is a different licence as far as a reviewer knows, so it returns to `unverified` (and
 * its reviewer's decision goes); a new expiry also starts its reminders again. Every change
 * bumps `updatedAt`, so a review decision made on the older version is refused.
 */
export const ledgerChanges = (
  current: LedgerFields,
  next: LedgerFields,
  now: Date,
): {
  updatedAt: Date;
  verificationState?: 'unverified';
  verifiedAt?: null;
  verifiedBy?: null;
  verificationSource?: null;
  verificationNote?: null;
  expiryReminderDays?: null;
} => {
  const expiryChanged = current.expirationDate !== next.expirationDate;
  const reviewedFieldChanged =
    expiryChanged ||
    current.kind !== next.kind ||
    current.identifier !== next.identifier ||
    current.jurisdiction !== next.jurisdiction;
  return {
    updatedAt: now,
    ...(reviewedFieldChanged
      ? {
          verificationState: 'unverified' as const,
          verifiedAt: null,
          verifiedBy: null,
          verificationSource: null,
          verificationNote: null,
        }
      : {}),
    ...(expiryChanged ? { expiryReminderDays: null } : {}),
  };
};
