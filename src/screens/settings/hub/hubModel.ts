import {
  completionReport,
  MIN_EXPERIENCE_YEARS,
  settingsHubState,
  type CompletionInput,
  type CompletionPart,
  type CompletionReport,
  type SettingsHubState,
  type User,
} from '@/contract';
import type { SettingsSection } from '../sections';
import { hubTexts as texts } from '../hubTexts';

/** A section's line on the hub; `status` only where the section has one. */
export interface HubEntry {
  section: SettingsSection;
  status?: 'complete' | 'incomplete';
  /** Shown but not open (the background check before the profile is complete). */
  disabled?: boolean;
}

/** One thing the completion rule still asks for, and the section that fixes it. */
export interface MissingItem {
  key: string;
  text: string;
  section: SettingsSection;
  /** False while the section is not on the hub (basic info first, or not eligible). */
  linked: boolean;
}

/** Why Experience, Education, Licenses and Testimonials are hidden from a member. */
export type Ineligibility = 'employed' | 'experience';

export interface HubView {
  state: SettingsHubState;
  report: CompletionReport;
  entries: HubEntry[];
  missing: MissingItem[];
  ineligibility?: Ineligibility;
}

type HubInput = Omit<CompletionInput, 'user'> & { user: User };

const CAREER_PARTS: Partial<Record<CompletionPart, SettingsSection>> = {
  certifications: 'certifications',
  educations: 'education',
  positions: 'experience',
};

const status = (complete: boolean) => (complete ? 'complete' : 'incomplete');

/**
 * The completion report as a list a member can act on: employment and independent status
 * are one career-stage choice (spec 3), so they are one item.
 */
export function missingItems(report: CompletionReport, careerShown: boolean): MissingItem[] {
  const items: MissingItem[] = [];
  for (const part of report.missing) {
    if (part === 'independentStatus' && report.missing.includes('employmentStatus')) continue;
    const section = CAREER_PARTS[part];
    if (section) {
      const text =
        part === 'positions'
          ? texts.missing.positions(report.positionMonths)
          : texts.missing[part as 'certifications' | 'educations'];
      items.push({ key: part, text, section, linked: careerShown });
    } else {
      const key =
        part === 'employmentStatus' || part === 'independentStatus' ? 'careerStage' : part;
      items.push({
        key,
        text: texts.missing[key as Exclude<keyof typeof texts.missing, 'positions'>],
        section: 'basic',
        linked: true,
      });
    }
  }
  return items;
}

/** Spec 4's eligibility, said as the reason it fails (undefined while it holds or is unknown). */
export function ineligibilityOf(
  user: Pick<User, 'employmentStatus' | 'experienceYears'>,
): Ineligibility | undefined {
  if (user.employmentStatus === 'employed') return 'employed';
  if (user.experienceYears !== null && user.experienceYears < MIN_EXPERIENCE_YEARS)
    return 'experience';
  return undefined;
}

/** The hub's sections, statuses and missing items (spec 4, docs/architecture.md "settings hub flags"). */
export function hubView(input: HubInput, now: Date, state = settingsHubState(input, now)): HubView {
  const report = completionReport(input, now);
  const missing = new Set(report.missing);
  const entries: HubEntry[] = [
    { section: 'basic', status: status(state.basicInfoMarkedComplete) },
    { section: 'security' },
  ];
  if (state.showCareerSections) {
    entries.push(
      { section: 'experience', status: status(!missing.has('positions')) },
      { section: 'education', status: status(!missing.has('educations')) },
      // Licenses are required of legal members only; for the others they have no status.
      input.user.profession === 'legal'
        ? { section: 'certifications', status: status(!missing.has('certifications')) }
        : { section: 'certifications' },
      { section: 'testimonials' },
    );
  }
  if (state.showBackgroundCheck) {
    // Spec 4: always marked Incomplete; open once the whole rule holds.
    entries.push({ section: 'check', status: 'incomplete', disabled: !state.backgroundCheckReady });
  }
  return {
    state,
    report,
    entries,
    missing: missingItems(report, state.showCareerSections),
    ineligibility: state.showCareerSections ? undefined : ineligibilityOf(input.user),
  };
}
