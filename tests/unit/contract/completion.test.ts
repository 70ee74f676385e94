import { describe, expect, it } from 'vitest';
import {
  completionReport,
  isBasicInfoComplete,
  isEligible,
  isProfileComplete,
  settingsHubState,
  totalPositionMonths,
  type CompletionInput,
} from '../../../src/contract';

const now = new Date('2024-06-15T12:00:00Z');

const completeInput = (): CompletionInput => ({
  user: {
    employmentStatus: 'independent',
    independentStatus: 'advanced',
    profession: 'accounting',
    experienceYears: 13,
    city: 'Austin',
    region: 'TX',
    postalCode: '73301',
    expertises: ['tax'],
    locations: ['TX'],
  },
  certifications: [],
  educations: [{ id: 1 }],
  positions: [{ startDate: '2010-01-01', endDate: '2018-01-01' }],
});

describe('isProfileComplete', () => {
  it('holds when every condition holds', () => {
    expect(isProfileComplete(completeInput(), now)).toBe(true);
    expect(completionReport(completeInput(), now)).toEqual({
      complete: true,
      basicInfoComplete: true,
      missing: [],
      positionMonths: 96,
    });
  });

  it.each([
    'employmentStatus',
    'independentStatus',
    'profession',
    'experienceYears',
    'city',
    'region',
    'postalCode',
  ] as const)('fails when %s alone is unset', (field) => {
    const input = completeInput();
    input.user = { ...input.user, [field]: null };
    expect(isProfileComplete(input, now)).toBe(false);
    expect(completionReport(input, now).missing).toEqual([field]);
  });

  it('treats blank text as unset and the <8 bucket (0) as set', () => {
    const blank = completeInput();
    blank.user = { ...blank.user, city: '  ' };
    expect(completionReport(blank, now).missing).toEqual(['city']);
    const rookie = completeInput();
    rookie.user = { ...rookie.user, experienceYears: 0 };
    expect(isProfileComplete(rookie, now)).toBe(true);
  });

  it.each(['expertises', 'locations'] as const)('fails when %s alone is empty', (field) => {
    const input = completeInput();
    input.user = { ...input.user, [field]: [] };
    expect(completionReport(input, now).missing).toEqual([field]);
    expect(isBasicInfoComplete(input.user)).toBe(false);
  });

  it('fails without an education', () => {
    const input = { ...completeInput(), educations: [] };
    expect(completionReport(input, now)).toMatchObject({
      complete: false,
      basicInfoComplete: true,
      missing: ['educations'],
    });
  });

  it('asks legal members, and only them, for a certification', () => {
    const legal = completeInput();
    legal.user = { ...legal.user, profession: 'legal', expertises: ['ip'] };
    expect(completionReport(legal, now).missing).toEqual(['certifications']);
    expect(isProfileComplete({ ...legal, certifications: [{ id: 1 }] }, now)).toBe(true);
    expect(isProfileComplete(completeInput(), now)).toBe(true);
  });

  it('needs 96 months of positions, not 95', () => {
    const short = {
      ...completeInput(),
      positions: [{ startDate: '2010-01-01', endDate: '2017-12-01' }],
    };
    expect(completionReport(short, now)).toMatchObject({
      missing: ['positions'],
      positionMonths: 95,
    });
  });

  it('sums positions, overlapping ones included', () => {
    const positions = [
      { startDate: '2010-01-01', endDate: '2014-01-01' },
      { startDate: '2012-01-01', endDate: '2016-01-01' },
    ];
    expect(totalPositionMonths(positions, now)).toBe(96);
    expect(isProfileComplete({ ...completeInput(), positions }, now)).toBe(true);
  });

  it('counts an open position up to the month of now', () => {
    const open = [{ startDate: '2016-06-01', endDate: null }];
    expect(totalPositionMonths(open, now)).toBe(96);
    expect(isProfileComplete({ ...completeInput(), positions: open }, now)).toBe(true);
    expect(
      isProfileComplete({ ...completeInput(), positions: open }, new Date('2024-05-31T23:59:59Z')),
    ).toBe(false);
  });

  it('counts a position that ends before it starts as 0 and fails with none', () => {
    expect(totalPositionMonths([{ startDate: '2020-05-01', endDate: '2019-01-01' }], now)).toBe(0);
    expect(completionReport({ ...completeInput(), positions: [] }, now).missing).toEqual([
      'positions',
    ]);
  });
});

describe('isEligible', () => {
  it('needs independent and 8+ years', () => {
    expect(isEligible({ employmentStatus: 'independent', experienceYears: 8 })).toBe(true);
    expect(isEligible({ employmentStatus: 'independent', experienceYears: 25 })).toBe(true);
    expect(isEligible({ employmentStatus: 'independent', experienceYears: 0 })).toBe(false);
    expect(isEligible({ employmentStatus: 'employed', experienceYears: 25 })).toBe(false);
    expect(isEligible({ employmentStatus: null, experienceYears: null })).toBe(false);
  });
});

describe('settingsHubState', () => {
  it('shows the background check only to eligible, unpublished members and enables it once complete', () => {
    const input = completeInput();
    expect(settingsHubState({ ...input, user: { ...input.user, published: false } }, now)).toEqual({
      basicInfoMarkedComplete: true,
      showCareerSections: true,
      showBackgroundCheck: true,
      backgroundCheckReady: true,
    });
    expect(
      settingsHubState({ ...input, user: { ...input.user, published: true } }, now)
        .showBackgroundCheck,
    ).toBe(false);
    const employed = {
      ...input,
      educations: [],
      user: {
        ...input.user,
        employmentStatus: 'employed' as const,
        independentStatus: 'open' as const,
        published: false,
      },
    };
    expect(settingsHubState(employed, now)).toEqual({
      basicInfoMarkedComplete: false,
      showCareerSections: false,
      showBackgroundCheck: false,
      backgroundCheckReady: false,
    });
  });
});
