import { CAREER_MONTHS_MIN, CERTIFICATION_EXPIRY_SPAN_YEARS } from '@/contract';
import { settingsTexts } from './texts';

/**
 * The texts of the three record lists: /settings/experience, /settings/education and
 * /settings/certifications (spec 2 "Settings", spec 5 "Certification", "Education",
 * "Position"). Kept beside texts.ts, which holds the texts every settings screen shares.
 */

/** What one list says; each section fills it in its own words. */
export interface RecordListTexts {
  /** The list's accessible name, e.g. 'Your positions'. */
  list: string;
  /** The Add button, e.g. 'Add position'. */
  add: string;
  /** The form's title when adding and when editing. */
  addTitle: string;
  editTitle: string;
  /** No records yet: what to do next. */
  empty: string;
  /** Announced while the records load. */
  loading: string;
  /** Toasts after a save and a removal. */
  saved: string;
  removed: string;
  /** The confirmation before a removal. */
  removeTitle: string;
  removeBody: (name: string) => string;
}

/** Shared by the three lists. */
export const recordTexts = {
  edit: 'Edit',
  remove: 'Remove',
  /** The row buttons' accessible names: 'Edit Controller at Crescent Labs'. */
  editLabel: (name: string) => `Edit ${name}`,
  removeLabel: (name: string) => `Remove ${name}`,
  removeConfirm: 'Remove',
  save: settingsTexts.save,
  saving: settingsTexts.saving,
  cancel: settingsTexts.cancel,
  loadFailure: settingsTexts.loadFailure,
  retry: settingsTexts.retry,
  present: 'Present',
  /** A date range: 'March 2021 – Present'. */
  range: (from: string, to: string) => `${from} – ${to}`,
} as const;

const removeBody = (name: string) => `${name} will be removed from your profile.`;

/** /settings/experience: positions (spec 5 "Position"), progress toward 96 months. */
export const experienceTexts = {
  heading: settingsTexts.sections.experience,
  lead: `Add the positions of your career. Your profile needs at least ${CAREER_MONTHS_MIN} months of them in total.`,
  records: {
    list: 'Your positions',
    add: 'Add position',
    addTitle: 'Add a position',
    editTitle: 'Edit position',
    empty: `You have not added any positions yet. Add your first one to start counting toward the ${CAREER_MONTHS_MIN} months.`,
    loading: 'Loading your positions',
    saved: 'Position saved',
    removed: 'Position removed',
    removeTitle: 'Remove this position?',
    removeBody,
  } satisfies RecordListTexts,
  /** A row's name: 'Controller at Crescent Labs'. */
  name: (title: string, company: string) => `${title} at ${company}`,
  title: 'Title',
  company: 'Company',
  location: 'Location',
  start: 'Start date',
  current: 'I currently work here',
  end: 'End date',
  endHint: 'Not asked while you work here.',
  description: 'Description',
  /** A position's length beside its dates. */
  months: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
  progress: 'Career history',
  progressValue: (months: number) => `${months} of ${CAREER_MONTHS_MIN} months`,
  progressMissing: (months: number) =>
    `Add ${months} more ${months === 1 ? 'month' : 'months'} of positions to complete your profile.`,
  progressDone: 'Your career history is long enough for your profile.',
} as const;

/** /settings/education (spec 5 "Education"). */
export const educationTexts = {
  heading: settingsTexts.sections.education,
  lead: 'Add the schools you graduated from. Your profile needs at least one.',
  records: {
    list: 'Your education',
    add: 'Add education',
    addTitle: 'Add education',
    editTitle: 'Edit education',
    empty: 'You have not added any education yet. Add the school you graduated from.',
    loading: 'Loading your education',
    saved: 'Education saved',
    removed: 'Education removed',
    removeTitle: 'Remove this education?',
    removeBody,
  } satisfies RecordListTexts,
  /** A row's name: 'JD, Georgetown University'. */
  name: (degree: string, school: string) => `${degree}, ${school}`,
  school: 'School',
  degree: 'Degree',
  fieldOfStudy: 'Field of study',
  year: 'Year issued',
  yearPlaceholder: 'Year',
} as const;

/** /settings/certifications: licenses and certifications (spec 5 "Certification"). */
export const licensesTexts = {
  heading: settingsTexts.sections.certifications,
  lead: 'Add your professional licenses and certifications. Legal profiles need at least one.',
  records: {
    list: 'Your licenses',
    add: 'Add license',
    addTitle: 'Add a license',
    editTitle: 'Edit license',
    empty: 'You have not added any licenses yet. Add a license or certification you hold.',
    loading: 'Loading your licenses',
    saved: 'License saved',
    removed: 'License removed',
    removeTitle: 'Remove this license?',
    removeBody,
  } satisfies RecordListTexts,
  name: 'Name',
  organization: 'Issuing organization',
  issued: 'Issue date',
  doesNotExpire: 'This credential does not expire',
  expiration: 'Expiration date',
  expirationHint: `Up to ${CERTIFICATION_EXPIRY_SPAN_YEARS} years after the issue year.`,
  identifier: 'Credential ID',
  url: 'Credential URL',
  // The licence ledger (issue 24).
  kind: 'Type',
  jurisdiction: 'Issuing state',
  jurisdictionPlaceholder: 'Select a state',
  jurisdictionHint: 'Reviewers verify a license with the board of the state that issued it.',
  kindHint: 'A license is issued by a state board; reviewers verify it before it counts in search.',
  issuedIn: (state: string) => `Issued in ${state}`,
  /** A row's lines. */
  issuedOn: (date: string) => `Issued ${date}`,
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  noExpiry: 'No expiration date',
  expired: 'Expired',
  credentialId: (id: string) => `Credential ID ${id}`,
} as const;
