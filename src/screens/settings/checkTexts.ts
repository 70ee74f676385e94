import { texts as errorTexts } from '@/api/errors';
import { MIN_EXPERIENCE_YEARS } from '@/contract';
import { settingsTexts } from './texts';

/**
 * /settings/check (spec 4 "Settings hub", spec 5 "Background check", spec 8): verbatim where
 * the spec words them ('Congratulations!', 'An error occurred', the SSN message lives in the
 * contract), ours elsewhere. Kept apart from texts.ts, which every settings screen edits at once.
 */
export const checkTexts = {
  heading: settingsTexts.sections.check,
  lead: 'Submit your background check to publish your profile. It goes live in the community while the check proceeds.',
  loading: 'Loading your profile',
  form: 'Your background check',
  formHint: 'We only ask for the last 4 digits; they are stored encrypted and never shown again.',
  ssn: 'Last 4 digits of the SSN',
  showSsn: 'Show digits',
  hideSsn: 'Hide digits',
  experience: `I have at least ${MIN_EXPERIENCE_YEARS} years of experience in my practice area.`,
  noGuarantee:
    'I understand that the background check does not guarantee acceptance into the community.',
  submit: 'Submit',
  submitting: 'Submitting…',
  failure: errorTexts.backgroundCheckFailure,
  congratulations: 'Congratulations!',
  live: 'Your profile is live in the community while your background check proceeds.',
  viewProfile: 'View your profile',
  community: 'See the community',
  notReady: {
    title: 'Not ready yet',
    text: 'The background check opens once your profile is complete. Settings lists what is still missing.',
  },
  published: {
    title: 'Your profile is already live',
    text: 'You have submitted your background check, and your profile is published in the community.',
  },
  toHub: 'Go to Settings',
  loadFailure: settingsTexts.loadFailure,
  retry: settingsTexts.retry,
} as const;
