import { CAREER_MONTHS_MIN, MIN_EXPERIENCE_YEARS } from '@/contract';
import type { SettingsSection } from './sections';
import { settingsTexts } from './texts';

/** /settings: the hub. */
export const hubTexts = {
  heading: settingsTexts.hub,
  lead: 'Complete each section to publish your profile in the community.',
  loading: 'Loading your settings',
  sections: 'Sections',
  /** The status of a section's entry, read after its name. */
  status: (complete: boolean) => (complete ? settingsTexts.complete : settingsTexts.incomplete),
  /** What each section holds, under its name. */
  descriptions: {
    basic: 'Your name, location, profession, expertise, contact details and bio',
    security: 'Your password',
    experience: `The positions of your career, at least ${CAREER_MONTHS_MIN} months in total`,
    education: 'Your schools and degrees',
    certifications: 'Your licenses and certifications',
    testimonials: 'Ask former colleagues and clients to write about you',
    check: 'The last step before your profile is published',
  } satisfies Record<SettingsSection, string>,
  checkDisabled: 'Opens when nothing is missing from your profile.',
  /** The disabled check when only the e-mail address is left to confirm (issue 38 §8). */
  checkNeedsEmail:
    'Opens when you confirm your e-mail address: follow the link we sent you, or ask for a new one.',
  /** The background check after submission: its badge and its line (hub/hubModel.ts). */
  checkStatus: {
    answerNeeded: 'Answer needed',
    answerSent: 'Answer sent',
    inReview: 'In review',
    unpublished: 'Unpublished',
  },
  checkDescriptions: {
    answerNeeded: 'A reviewer sent you a notice: read it and answer before it is due',
    answerSent: 'Our reviewers read your answer before they decide',
    inReview: 'Our reviewers are looking at your profile again',
    unpublished: 'Your profile was unpublished after review; you can see why here',
  },
  notListed: 'Your profile is not listed in the community.',
  live: 'Your profile is live in the community.',
  viewProfile: 'View your profile',
  missingHeading: "What's still missing",
  nothingMissing: 'Your profile is complete.',
  afterBasicInfo: 'Experience, Education and Licenses open once your basic info is complete.',
  /** One line per part of the completion rule (spec 4 "Profile completion"). */
  missing: {
    careerStage: 'Choose your career stage',
    profession: 'Choose your profession',
    experienceYears: 'Choose your years of experience',
    city: 'Enter your city',
    region: 'Choose your state',
    postalCode: 'Enter your postal code',
    expertises: 'Choose at least one area of expertise',
    locations: 'Choose at least one location you serve',
    certifications: 'Legal needs at least one license',
    educations: 'Add at least one education',
    positions: (months: number) => `${months} of ${CAREER_MONTHS_MIN} months of positions`,
  },
  /** Why Experience, Education, Licenses and Testimonials are hidden (spec 4 eligibility). */
  ineligible: {
    heading: 'Why some sections are hidden',
    employed:
      'Experience, Education, Licenses and Testimonials are for independent professionals. Your career stage says you are employed; change it in Basic info if you now work independently.',
    experience: `Experience, Education, Licenses and Testimonials are for members with ${MIN_EXPERIENCE_YEARS} years of experience or more. Update your years of experience in Basic info when you reach them.`,
  },
} as const;
