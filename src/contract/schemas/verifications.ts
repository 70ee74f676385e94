import { z } from 'zod';
import { FIELD_MAX, PRODUCT_NAME } from '../limits';
import {
  licenceEndsAt,
  verificationStateOf,
  type StoredVerificationState,
  type VerificationState,
} from '../licences';
import type { RegionCode } from '../regions';
import { idSchema, isoDateTimeSchema, monthDateSchema, regionSchema, text } from './common';

// GET /v1/profiles/{id}/verifications (issue 24, "Badges with receipts"): one receipt for each
// badge a profile shows, saying what was checked, against which source, by whom (a role, never
// a person), when, and when it is checked next. A receipt never carries the check's digits, a
// document or anything that names or points at the reviewer: it is built from a closed list of
// fields, and the strict schemas below refuse any other.

export const RECEIPT_KINDS = ['background_check', 'licence', 'email'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** Who checked: a reviewer (a person, unnamed) or the system (a link followed). */
export const RECEIPT_CHECKERS = ['reviewer', 'system'] as const;
export type ReceiptChecker = (typeof RECEIPT_CHECKERS)[number];

/** A licence has a badge, and so a receipt, once a reviewer has looked at it. */
export const LICENCE_RECEIPT_STATES = [
  'verified',
  'expiring',
  'expired',
  'revoked',
] as const satisfies readonly VerificationState[];
export type LicenceReceiptState = (typeof LICENCE_RECEIPT_STATES)[number];

/**
 * What each receipt says was checked and where, written once for the server and the mocks. The
 * check's source names the provider and the kind of record, never a document.
 */
export const receiptFacts = {
  backgroundCheck: {
    what: "The member's identity and background record (criminal and identity records)",
    source: `${PRODUCT_NAME}'s background check provider`,
  },
  licence: {
    what: (name: string) => `That the license "${name}" is current and in the member's name`,
    /** When the reviewer's decision names no source (a licence decided before sources). */
    unnamedSource: 'The issuing authority',
  },
  email: {
    what: "That the member controls the account's e-mail address",
    source: "A link sent to the account's address",
  },
} as const;

const receiptText = text().max(1000);

const receiptFields = {
  what: receiptText,
  source: receiptText,
  checkedBy: z.enum(RECEIPT_CHECKERS),
  checkedAt: isoDateTimeSchema,
  /** When it is checked again, or null when nothing is scheduled. */
  nextCheckAt: isoDateTimeSchema.nullable(),
};

export const backgroundCheckReceiptSchema = z.strictObject({
  kind: z.literal('background_check'),
  state: z.literal('cleared'),
  ...receiptFields,
});

export const licenceReceiptSchema = z.strictObject({
  kind: z.literal('licence'),
  state: z.enum(LICENCE_RECEIPT_STATES),
  ...receiptFields,
  licence: z.strictObject({
    /** The certification's id (the profile's Licenses list carries it too). */
    id: idSchema,
    name: text().max(FIELD_MAX),
    organization: text().max(FIELD_MAX),
    /** The state that issued it. */
    jurisdiction: regionSchema.nullable(),
    /** The licence number (the certification's identifier). */
    number: text().max(FIELD_MAX).nullable(),
    expirationDate: monthDateSchema.nullable(),
  }),
});

export const emailReceiptSchema = z.strictObject({
  kind: z.literal('email'),
  state: z.literal('verified'),
  ...receiptFields,
});

export const verificationReceiptSchema = z.discriminatedUnion('kind', [
  backgroundCheckReceiptSchema,
  licenceReceiptSchema,
  emailReceiptSchema,
]);
export type VerificationReceipt = z.infer<typeof verificationReceiptSchema>;
export type LicenceReceipt = z.infer<typeof licenceReceiptSchema>;

/** The answer: the background check first, then licences (by name), then the e-mail. */
export const verificationListSchema = z.array(verificationReceiptSchema);
export type VerificationList = z.infer<typeof verificationListSchema>;

const KIND_ORDER: Record<ReceiptKind, number> = { background_check: 0, licence: 1, email: 2 };

/** The answer's order, the same on the server and in the mocks. */
export const compareReceipts = (a: VerificationReceipt, b: VerificationReceipt): number =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  (a.kind === 'licence' && b.kind === 'licence'
    ? a.licence.name.localeCompare(b.licence.name) || a.licence.id - b.licence.id
    : 0);

/** A licence as the ledger stores it (certifications of kind `licence`). */
export interface LicenceFacts {
  id: number;
  name: string;
  organization: string;
  jurisdiction: RegionCode | null;
  identifier: string | null;
  expirationDate: string | null;
  verificationState: StoredVerificationState;
  verifiedAt: Date | null;
  verificationSource: string | null;
}

/** What the receipts are made of: only these facts reach the answer. */
export interface ReceiptFacts {
  /** When a reviewer cleared the member's latest decided check; null when it is not cleared. */
  checkClearedAt: Date | null;
  licences: LicenceFacts[];
  emailVerifiedAt: Date | null;
}

/**
 * The receipts of a member's badges, now. The background check has no re-check on a schedule
 * (a re-check follows a change of the answers eligibility rests on), so it names no next check;
 * a running licence is checked again when it ends; an ended or revoked one waits for the member.
 * A licence never looked at by a reviewer (unverified, or no decision time) has no badge.
 */
export function buildReceipts(facts: ReceiptFacts, now: Date): VerificationList {
  const receipts: VerificationReceipt[] = [];
  if (facts.checkClearedAt) {
    receipts.push({
      kind: 'background_check',
      state: 'cleared',
      ...receiptFacts.backgroundCheck,
      checkedBy: 'reviewer',
      checkedAt: facts.checkClearedAt.toISOString(),
      nextCheckAt: null,
    });
  }
  for (const licence of facts.licences) {
    if (licence.verificationState === 'unverified' || !licence.verifiedAt) continue;
    const state = verificationStateOf(licence, now) as LicenceReceiptState;
    const running = state === 'verified' || state === 'expiring';
    const endsAt = licence.expirationDate ? licenceEndsAt(licence.expirationDate) : null;
    receipts.push({
      kind: 'licence',
      state,
      what: receiptFacts.licence.what(licence.name),
      source: licence.verificationSource?.trim() || receiptFacts.licence.unnamedSource,
      checkedBy: 'reviewer',
      checkedAt: licence.verifiedAt.toISOString(),
      nextCheckAt: running && endsAt ? endsAt.toISOString() : null,
      licence: {
        id: licence.id,
        name: licence.name,
        organization: licence.organization,
        jurisdiction: licence.jurisdiction,
        number: licence.identifier,
        expirationDate: licence.expirationDate,
      },
    });
  }
  if (facts.emailVerifiedAt) {
    receipts.push({
      kind: 'email',
      state: 'verified',
      ...receiptFacts.email,
      checkedBy: 'system',
      checkedAt: facts.emailVerifiedAt.toISOString(),
      nextCheckAt: null,
    });
  }
  return receipts.sort(compareReceipts);
}
