import { describe, expect, it } from 'vitest';
import {
  ALL,
  CAREER_STAGES,
  EXPERIENCE_BUCKETS,
  EXPERTISES,
  PROFESSIONS,
  US_REGIONS,
  experienceBucketLabels,
  experienceBucketOf,
  foreignExpertises,
  formatPhone,
  formatPhoneInput,
  isExpertiseOf,
  joinCareerStage,
  locationLabels,
  phoneToDigits,
  professionLabels,
  splitCareerStage,
  toggleLocation,
} from '../../../src/contract';

describe('professions and expertise', () => {
  it('labels the seven professions as the spec does', () => {
    expect(PROFESSIONS.map((p) => professionLabels[p])).toEqual([
      'Accounting',
      'Business Coaching',
      'Executive/Board Services',
      'Finance',
      'Human Resources',
      'Information Technology',
      'Legal',
    ]);
  });

  it('sizes each expertise list as spec section 3 says, with unique keys', () => {
    const sizes = { accounting: 13, coach: 9, executive: 10, finance: 9, hr: 11, it: 6, legal: 38 };
    for (const profession of PROFESSIONS) {
      const keys = EXPERTISES[profession].map((option) => option.key);
      expect(keys).toHaveLength(sizes[profession]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('places the example keys in the right professions', () => {
    expect(['audits', 'bookkeeping', 'tax'].every((key) => isExpertiseOf('accounting', key))).toBe(
      true,
    );
    expect(['ceo', 'cfo', 'cto'].every((key) => isExpertiseOf('executive', key))).toBe(true);
    expect(['ip', 'litigation'].every((key) => isExpertiseOf('legal', key))).toBe(true);
    expect(isExpertiseOf('it', 'audits')).toBe(false);
    expect(foreignExpertises('accounting', ['tax', 'ceo'])).toEqual(['ceo']);
  });
});

describe('experience buckets', () => {
  it('has the spec keys and labels', () => {
    expect(EXPERIENCE_BUCKETS).toEqual([0, 8, 13, 19, 25]);
    expect(EXPERIENCE_BUCKETS.map((key) => experienceBucketLabels[key])).toEqual([
      '<8',
      '8-12',
      '13-18',
      '19-24',
      '25+',
    ]);
  });

  it.each([
    [0, 0],
    [7, 0],
    [7.9, 0],
    [8, 8],
    [12, 8],
    [13, 13],
    [18, 13],
    [19, 19],
    [24, 19],
    [25, 25],
    [60, 25],
    [-3, 0],
  ])('maps %s years to bucket %s', (years, bucket) => {
    expect(experienceBucketOf(years)).toBe(bucket);
  });
});

describe('career stages', () => {
  it('splits every stage on the dash and joins it back', () => {
    for (const stage of CAREER_STAGES) {
      const { employmentStatus, independentStatus } = splitCareerStage(stage);
      expect(joinCareerStage(employmentStatus, independentStatus)).toBe(stage);
    }
    expect(splitCareerStage('independent-expert')).toEqual({
      employmentStatus: 'independent',
      independentStatus: 'expert',
    });
  });

  it('joins to null when unset or not one of the six choices', () => {
    expect(joinCareerStage(null, null)).toBeNull();
    expect(joinCareerStage('employed', 'expert')).toBeNull();
    expect(joinCareerStage('independent', 'open')).toBeNull();
  });
});

describe('regions and locations', () => {
  it('lists 50 states, DC and 5 territories, plus All States', () => {
    expect(US_REGIONS).toHaveLength(56);
    expect(new Set(US_REGIONS.map((r) => r.code)).size).toBe(56);
    expect(locationLabels[ALL]).toBe('All States');
    expect(locationLabels.DC).toBe('District of Columbia');
  });

  it('keeps ALL exclusive when toggling', () => {
    expect(toggleLocation(['NY', 'CA'], ALL)).toEqual([ALL]);
    expect(toggleLocation([ALL], 'NY')).toEqual(['NY']);
    expect(toggleLocation(['NY'], 'NY')).toEqual([]);
    expect(toggleLocation(['NY'], 'CA')).toEqual(['NY', 'CA']);
  });
});

describe('phone', () => {
  it('sends digits only and shows +N (XXX) XXX-XXXX', () => {
    expect(phoneToDigits('+1 (555) 123-4567')).toBe('15551234567');
    expect(phoneToDigits('555 123 4567')).toBe('15551234567');
    expect(formatPhone('15551234567')).toBe('+1 (555) 123-4567');
  });

  it('formats as the member types, a separator only after the digit that needs it', () => {
    const typed = ['5', '55', '555', '5551', '555123', '5551234', '5551234567'];
    expect(typed.map(formatPhoneInput)).toEqual([
      '+1 (5',
      '+1 (55',
      '+1 (555',
      '+1 (555) 1',
      '+1 (555) 123',
      '+1 (555) 123-4',
      '+1 (555) 123-4567',
    ]);
    expect(formatPhoneInput('1')).toBe('+1');
    expect(formatPhoneInput('+1 555.123.4567')).toBe('+1 (555) 123-4567');
    // Deleting the last digit of a group leaves no separator behind to delete next.
    expect(formatPhoneInput('+1 (555) ')).toBe('+1 (555');
    expect(formatPhoneInput('+')).toBe('');
    // An eleventh national digit stays, for 'Enter a valid phone number.'
    expect(formatPhoneInput('1555123456789')).toBe('+1 (555) 123-456789');
    expect(phoneToDigits(formatPhoneInput('5551234567'))).toBe('15551234567');
  });
});
