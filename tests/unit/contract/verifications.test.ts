import { describe, expect, it } from 'vitest';
import {
  buildReceipts,
  licenceReceiptSchema,
  receiptFacts,
  verificationListSchema,
  type LicenceFacts,
} from '@/contract';

// The receipts of a profile's badges (issue 24), as the server and the mocks build them.

const NOW = new Date('2026-11-21T15:00:00.000Z');
const DECIDED = new Date('2026-03-02T10:00:00.000Z');

const licence = (overrides: Partial<LicenceFacts> = {}): LicenceFacts => ({
  id: 7,
  name: 'Certified Public Accountant',
  organization: 'State Board of Accountancy',
  jurisdiction: 'IL',
  identifier: 'CPA-1',
  expirationDate: '2028-09-01',
  verificationState: 'verified',
  verifiedAt: DECIDED,
  verificationSource: 'https://board.example/lookup',
  ...overrides,
});

const build = (licences: LicenceFacts[], more: { cleared?: Date; email?: Date } = {}) =>
  verificationListSchema.parse(
    buildReceipts(
      {
        checkClearedAt: more.cleared ?? null,
        licences,
        emailVerifiedAt: more.email ?? null,
      },
      NOW,
    ),
  );

describe('buildReceipts', () => {
  it('no facts, no receipts', () => {
    expect(build([])).toEqual([]);
  });

  it('orders the check, the licences by name, then the e-mail', () => {
    const receipts = build(
      [licence({ id: 2, name: 'Enrolled Agent' }), licence({ id: 1, name: 'Bar admission' })],
      { cleared: DECIDED, email: DECIDED },
    );
    expect(
      receipts.map((receipt) => (receipt.kind === 'licence' ? receipt.licence.name : receipt.kind)),
    ).toEqual(['background_check', 'Bar admission', 'Enrolled Agent', 'email']);
    expect(receipts[0]).toMatchObject({
      ...receiptFacts.backgroundCheck,
      checkedBy: 'reviewer',
      nextCheckAt: null,
    });
    expect(receipts.at(-1)).toMatchObject({ ...receiptFacts.email, checkedBy: 'system' });
  });

  it('a licence: its state from the clock, the next check at its end while it runs', () => {
    const [verified, expiring, expired, revoked, forever] = [
      licence(),
      licence({ expirationDate: '2026-12-01' }),
      licence({ expirationDate: '2026-10-01' }),
      licence({ verificationState: 'revoked' }),
      licence({ expirationDate: null }),
    ].map((facts) => licenceReceiptSchema.parse(build([facts])[0]));
    expect(verified).toMatchObject({ state: 'verified', nextCheckAt: '2028-10-01T00:00:00.000Z' });
    expect(expiring).toMatchObject({ state: 'expiring', nextCheckAt: '2027-01-01T00:00:00.000Z' });
    expect(expired).toMatchObject({ state: 'expired', nextCheckAt: null });
    expect(revoked).toMatchObject({ state: 'revoked', nextCheckAt: null });
    expect(forever).toMatchObject({ state: 'verified', nextCheckAt: null });
  });

  it('no receipt for a licence no reviewer decided, nor one without a decision time', () => {
    expect(build([licence({ verificationState: 'unverified' })])).toEqual([]);
    expect(build([licence({ verifiedAt: null })])).toEqual([]);
  });

  it('names the issuing authority when the decision named no source', () => {
    const [receipt] = build([licence({ verificationSource: '  ' })]);
    expect(receipt!.source).toBe(receiptFacts.licence.unnamedSource);
  });

  it('the schemas refuse anything but the receipt’s own fields', () => {
    const [receipt] = build([licence()]);
    expect(verificationListSchema.safeParse([{ ...receipt, verifiedBy: 3 }]).success).toBe(false);
    expect(
      verificationListSchema.safeParse([
        { ...receipt, licence: { ...(receipt as { licence: object }).licence, url: 'x.pdf' } },
      ]).success,
    ).toBe(false);
    expect(
      verificationListSchema.safeParse([{ ...receipt, checkedBy: 'Olivia Marsh' }]).success,
    ).toBe(false);
  });
});
