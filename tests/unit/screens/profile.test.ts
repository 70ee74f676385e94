import { describe, expect, it } from 'vitest';
import { parseMemberId } from '@/screens/profile/ProfileScreen';

describe('profile screen helpers', () => {
  it('reads a member id from the path: positive whole numbers only', () => {
    expect(parseMemberId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 7', '99999999999999999']) {
      expect(parseMemberId(bad)).toBeUndefined();
    }
  });
});
