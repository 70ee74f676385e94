import {
  completionReport,
  MIN_EXPERIENCE_YEARS,
  settingsHubState,
  type CompletionInput,
  type CompletionPart,
  type CompletionReport,
  type MyCheck,
  type SettingsHubState,
  type User,
} from '@/contract';
import type { SettingsSection } from '../sections';
import { hubTexts as texts } from '../hubTexts';

/**
 * A submitted check the member should look at (docs/architecture.md "Operators and vetting"):
 * a notice waits for their answer or for the reviewers' decision after it, a re-review runs
 * while the profile is unpublished, or the profile was unpublished after review.
 */
export type CheckEntryStatus = 'answerNeeded' | 'answerSent' | 'inReview' | 'unpublished';

/** A section's line on the hub; `status` only where the section has one. */
export interface HubEntry {
  section: SettingsSection;
  status?: 'complete' | 'incomplete';
  /** Shown but not open (the background check before the profile is complete). */
  disabled?: boolean;
  /**
   * What a disabled background check waits for: the profile (something the completion rule
   * asks for) or, once that holds, only the confirmed e-mail address.
   */
  waitsFor?: 'profile' | 'email';
  /** The background check after submission, in place of `status`. */
  check?: CheckEntryStatus;
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

/**
 * Where a submitted check stands on the hub, or undefined when the hub leaves it out. Spec 4's
 * entry is the step before publication; once a check is submitted it never comes back as that
 * step (the server refuses a second submission), and the entry shows only while the check asks
 * something of the member or explains why the profile is not listed. A check in review while
 * the profile is live, or cleared, needs nothing: the hub stays as spec 4 has it.
 */
export function checkEntryStatus(
  check: Pick<MyCheck, 'state' | 'canRespond'>,
  published: boolean,
): CheckEntryStatus | undefined {
  switch (check.state) {
    case 'notice':
      return check.canRespond ? 'answerNeeded' : 'answerSent';
    case 'adverse':
      return 'unpublished';
    case 'submitted':
    case 'in_review':
      return published ? undefined : 'inReview';
    default:
      return undefined;
  }
}

/**
 * The hub's sections, statuses and missing items (spec 4, docs/architecture.md "settings hub
 * flags"). `check` is the member's submitted check (null before submitting, undefined while
 * unknown): with one, its entry follows checkEntryStatus instead of the flags.
 */
export function hubView(
  input: HubInput,
  now: Date,
  state = settingsHubState(input, now),
  check?: MyCheck | null,
): HubView {
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
  if (check) {
    const checkStatus = checkEntryStatus(check, input.user.published);
    if (checkStatus) entries.push({ section: 'check', check: checkStatus });
  } else if (state.showBackgroundCheck) {
    // Spec 4: always marked Incomplete; open once the whole rule holds, and the address is
    // confirmed (issue 23), which the entry names when it is all that is left.
    const disabled = !state.backgroundCheckReady;
    entries.push({
      section: 'check',
      status: 'incomplete',
      disabled,
      ...(disabled ? { waitsFor: report.complete ? 'email' : 'profile' } : {}),
    });
  }
  return {
    state,
    report,
    entries,
    missing: missingItems(report, state.showCareerSections),
    ineligibility: state.showCareerSections ? undefined : ineligibilityOf(input.user),
  };
}
