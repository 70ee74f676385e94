import { describe, expect, it } from 'vitest';
import { parseMemberId } from '@/screens/profile/ProfileScreen';
import { isExpired, monthYear } from '@/screens/profile/ProfileSections';

const license = (expirationDate: string | null) => ({
  id: 1,
  name: 'CPA',
  organization: 'Board',
  issuedDate: '2010-01-01',
  expirationDate,
  identifier: null,
  url: null,
});

describe('profile screen helpers', () => {
  it('reads a member id from the path: positive whole numbers only', () => {
    expect(parseMemberId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 7', '99999999999999999']) {
      expect(parseMemberId(bad)).toBeUndefined();
    }
  });

  it('shows month dates as month and year', () => {
    expect(monthYear('2021-03-01')).toBe('March 2021');
    expect(monthYear('1999-12-01')).toBe('December 1999');
  });

  it('marks a license expired only once its expiry month has passed', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpired(license('2026-10-01'), now)).toBe(true);
    expect(isExpired(license('2026-11-01'), now)).toBe(false);
    expect(isExpired(license('2030-01-01'), now)).toBe(false);
    expect(isExpired(license(null), now)).toBe(false);
  });
});
