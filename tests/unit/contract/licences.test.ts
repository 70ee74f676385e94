import { describe, expect, it } from 'vitest';
import {
  countsAsLicensed,
  daysUntilEnd,
  expiryReminderDue,
  ledgerChanges,
  licenceEndsAt,
  verificationStateOf,
} from '@/contract';

// The licence ledger's clock rules (issue 24): a licence ends with its expiry month, reads
// expiring 60 days before, and reminds at 60, 30 and 7 days, each once.

const at = (iso: string) => new Date(iso);

describe('licence ledger', () => {
  it('ends at 00:00 UTC on the first day after its expiry month', () => {
    expect(licenceEndsAt('2031-03-01').toISOString()).toBe('2031-04-01T00:00:00.000Z');
    expect(licenceEndsAt('2031-12-01').toISOString()).toBe('2032-01-01T00:00:00.000Z');
    expect(daysUntilEnd('2031-03-01', at('2031-03-31T12:00:00Z'))).toBe(0);
    expect(daysUntilEnd('2031-03-01', at('2031-03-22T00:00:00Z'))).toBe(9);
  });

  it('reads verified, expiring, then expired; other stored states as they are', () => {
    const verified = { verificationState: 'verified' as const, expirationDate: '2031-03-01' };
    expect(verificationStateOf(verified, at('2031-01-30T00:00:00Z'))).toBe('verified');
    expect(verificationStateOf(verified, at('2031-02-01T00:00:00Z'))).toBe('expiring');
    expect(verificationStateOf(verified, at('2031-03-31T23:59:59Z'))).toBe('expiring');
    expect(verificationStateOf(verified, at('2031-04-01T00:00:00Z'))).toBe('expired');
    expect(
      verificationStateOf({ ...verified, expirationDate: null }, at('2090-01-01T00:00:00Z')),
    ).toBe('verified');
    expect(
      verificationStateOf(
        { ...verified, verificationState: 'revoked' },
        at('2031-01-01T00:00:00Z'),
      ),
    ).toBe('revoked');
    expect(countsAsLicensed({ ...verified, kind: 'licence' }, at('2031-03-15T00:00:00Z'))).toBe(
      true,
    );
    expect(
      countsAsLicensed({ ...verified, kind: 'certification' }, at('2031-03-15T00:00:00Z')),
    ).toBe(false);
    expect(countsAsLicensed({ ...verified, kind: 'licence' }, at('2031-04-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('owes the smallest threshold reached, once', () => {
    const ends = '2031-03-01'; // ends 2031-04-01
    expect(expiryReminderDue(ends, null, at('2031-01-01T00:00:00Z'))).toBeNull();
    expect(expiryReminderDue(ends, null, at('2031-02-01T00:00:00Z'))).toBe(60);
    expect(expiryReminderDue(ends, 60, at('2031-02-15T00:00:00Z'))).toBeNull();
    expect(expiryReminderDue(ends, 60, at('2031-03-22T00:00:00Z'))).toBe(30);
    expect(expiryReminderDue(ends, 30, at('2031-03-25T00:00:00Z'))).toBe(7);
    expect(expiryReminderDue(ends, 7, at('2031-03-30T00:00:00Z'))).toBeNull();
    // Once ended, the badge says Expired instead.
    expect(expiryReminderDue(ends, null, at('2031-04-01T00:00:00Z'))).toBeNull();
  });

  it('returns a changed licence to unverified and restarts its reminders on a new expiry', () => {
    const now = at('2031-01-01T00:00:00Z');
    const stored = {
      kind: 'licence',
      identifier: 'A-1',
      jurisdiction: 'OH',
      expirationDate: '2031-03-01',
    };
    expect(ledgerChanges(stored, { ...stored }, now)).toEqual({ updatedAt: now });
    expect(ledgerChanges(stored, { ...stored, identifier: 'A-2' }, now)).toMatchObject({
      verificationState: 'unverified',
      verifiedAt: null,
    });
    expect(ledgerChanges(stored, { ...stored, identifier: 'A-2' }, now)).not.toHaveProperty(
      'expiryReminderDays',
    );
    expect(ledgerChanges(stored, { ...stored, expirationDate: '2033-03-01' }, now)).toMatchObject({
      verificationState: 'unverified',
      expiryReminderDays: null,
    });
    expect(ledgerChanges(stored, { ...stored, jurisdiction: 'PA' }, now)).toMatchObject({
      verificationState: 'unverified',
    });
    expect(ledgerChanges(stored, { ...stored, kind: 'certification' }, now)).toMatchObject({
      verificationState: 'unverified',
    });
  });
});
