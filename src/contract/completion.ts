import { monthDate, monthsBetween, yearMonthOf } from './dates';
import { CAREER_MONTHS_MIN, MIN_EXPERIENCE_YEARS } from './limits';
import type { Position } from './schemas/career';
import type { User } from './schemas/user';

// Spec 4 "Profile completion", once, for the server (which stores `complete`) and the SPA
// (settings hub). Pure: `now` is a parameter so open positions are counted deterministically.
//
// Counting months: a position lasts the whole months between its start month and its end
// month (days ignored, dates are month precision): Jan 2016 -> Jan 2024 is 96. An open
// position (endDate null, "Present") runs to the month of `now` (UTC). The spec asks for the
// "total position duration", so durations are summed as they are: overlapping positions count
// twice. A position ending before it starts counts 0.

export type CompletionUser = Pick<
  User,
  | 'employmentStatus'
  | 'independentStatus'
  | 'profession'
  | 'experienceYears'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'expertises'
  | 'locations'
>;

export interface CompletionInput {
  user: CompletionUser;
  certifications: readonly unknown[];
  educations: readonly unknown[];
  positions: readonly Pick<Position, 'startDate' | 'endDate'>[];
}

export const BASIC_INFO_PARTS = [
  'employmentStatus',
  'independentStatus',
  'profession',
  'experienceYears',
  'city',
  'region',
  'postalCode',
  'expertises',
  'locations',
] as const;
export const COMPLETION_PARTS = [
  ...BASIC_INFO_PARTS,
  'certifications',
  'educations',
  'positions',
] as const;
export type CompletionPart = (typeof COMPLETION_PARTS)[number];

export interface CompletionReport {
  complete: boolean;
  basicInfoComplete: boolean;
  // In COMPLETION_PARTS order.
  missing: CompletionPart[];
  positionMonths: number;
}

// experienceYears 0 is a real bucket ('<8'), so "set" means not null, not truthy.
const isSet = (value: string | number | null | undefined): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

const missingBasicInfo = (user: CompletionUser): CompletionPart[] => {
  const missing: CompletionPart[] = [];
  for (const part of BASIC_INFO_PARTS) {
    if (part === 'expertises' || part === 'locations') {
      if (user[part].length === 0) missing.push(part);
    } else if (!isSet(user[part])) {
      missing.push(part);
    }
  }
  return missing;
};

export const positionMonths = (
  position: Pick<Position, 'startDate' | 'endDate'>,
  now: Date,
): number => {
  const { year, month } = yearMonthOf(now);
  return monthsBetween(position.startDate, position.endDate ?? monthDate(year, month));
};

export const totalPositionMonths = (
  positions: readonly Pick<Position, 'startDate' | 'endDate'>[],
  now: Date,
): number => positions.reduce((sum, position) => sum + positionMonths(position, now), 0);

export const completionReport = (input: CompletionInput, now: Date): CompletionReport => {
  const missing = missingBasicInfo(input.user);
  const basicInfoComplete = missing.length === 0;
  if (input.user.profession === 'legal' && input.certifications.length === 0)
    missing.push('certifications');
  if (input.educations.length === 0) missing.push('educations');
  const months = totalPositionMonths(input.positions, now);
  if (months < CAREER_MONTHS_MIN) missing.push('positions');
  return { complete: missing.length === 0, basicInfoComplete, missing, positionMonths: months };
};

export const isProfileComplete = (input: CompletionInput, now: Date): boolean =>
  completionReport(input, now).complete;

// The basic-fields half of the rule (docs/architecture.md "settings hub flags").
export const isBasicInfoComplete = (user: CompletionUser): boolean =>
  missingBasicInfo(user).length === 0;

// Spec 4: independent, with 8 or more years (experienceYears is a bucket's lower bound).
export const isEligible = (user: Pick<User, 'employmentStatus' | 'experienceYears'>): boolean =>
  user.employmentStatus === 'independent' &&
  user.experienceYears !== null &&
  user.experienceYears >= MIN_EXPERIENCE_YEARS;

export interface SettingsHubState {
  // Basic info shows Incomplete until the whole profile is complete.
  basicInfoMarkedComplete: boolean;
  // Experience, Education, Licenses and Testimonials.
  showCareerSections: boolean;
  showBackgroundCheck: boolean;
  // The background check is disabled until this holds.
  backgroundCheckReady: boolean;
}

// Spec 4 "Settings hub" with docs/architecture.md "settings hub flags".
export const settingsHubState = (
  input: CompletionInput & {
    user: CompletionUser & Pick<User, 'published'> & Partial<Pick<User, 'emailVerified'>>;
  },
  now: Date,
): SettingsHubState => {
  const report = completionReport(input, now);
  const showCareerSections = report.basicInfoComplete && isEligible(input.user);
  return {
    basicInfoMarkedComplete: report.complete,
    showCareerSections,
    showBackgroundCheck: showCareerSections && !input.user.published,
    // Complete and verified (issue 23): an unverified address cannot submit the check.
    backgroundCheckReady: report.complete && input.user.emailVerified !== false,
  };
};
