import { describe, expect, it } from 'vitest';
import { isCertificationExpired, monthYearLabel } from '@/contract';

describe('career records as a member reads them', () => {
  it('shows month dates as month and year', () => {
    expect(monthYearLabel('2021-03-01')).toBe('March 2021');
    expect(monthYearLabel('1999-12-01')).toBe('December 1999');
  });

  it('marks a license expired only once its expiry month has passed', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const expired = (expirationDate: string | null) =>
      isCertificationExpired({ expirationDate }, now);
    expect(expired('2026-10-01')).toBe(true);
    expect(expired('2026-11-01')).toBe(false);
    expect(expired('2030-01-01')).toBe(false);
    expect(expired(null)).toBe(false);
  });
});
