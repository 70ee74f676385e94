import { texts as errorTexts } from '@/api/errors';
import { MIN_EXPERIENCE_YEARS, type ReviewState } from '@/contract';
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
  // Issue 23: ready means complete and verified.
  notVerified: {
    title: 'Confirm your e-mail address first',
    text: 'The background check opens once your e-mail address is confirmed: follow the link we e-mailed you, or ask for a new one from the banner above.',
  },
  published: {
    title: 'Your profile is already live',
    text: 'You have submitted your background check, and your profile is published in the community.',
  },
  toHub: 'Go to Settings',
  loadFailure: settingsTexts.loadFailure,
  retry: settingsTexts.retry,
  /**
   * The check after submission (docs/architecture.md "Operators and vetting"): its state in
   * plain words, the answer to a notice and the re-review.
   */
  state: {
    submitted: 'Submitted',
    in_review: 'In review',
    notice: 'Notice',
    cleared: 'Cleared',
    adverse: 'Unpublished after review',
    withdrawn: 'Withdrawn',
  } satisfies Record<ReviewState, string>,
  liveWhileChecked: 'Your profile is live while our reviewers check it.',
  eligibilityChanged:
    'You changed an answer your eligibility rests on, so our reviewers check your profile again.',
  reReviewWaiting:
    'You asked for a re-review. Your profile is listed again if our reviewers clear it.',
  noticeReason: 'A reviewer found a reason to unpublish your profile:',
  noticeDue: (date: string) =>
    `Answer by ${date}. Your profile stays live meanwhile, and our reviewers read your answer before they decide.`,
  answer: 'Your answer',
  answerHelp: 'You can answer once.',
  send: 'Send answer',
  sending: 'Sending…',
  answerSent: 'Your answer was sent',
  answerRead: 'Our reviewers read it before they decide.',
  cleared: 'Your background check is cleared.',
  adverse: (reason: string) => `Your profile was unpublished after review: ${reason}.`,
  reReviewOffer:
    'If you think this is wrong, you can ask once for a re-review: our reviewers look at your profile again.',
  reReview: 'Ask for a re-review',
  reReviewAsking: 'Asking…',
  /** Followed by the concierge's address. */
  reReviewDone:
    'Your re-review was decided too. If you think this is a mistake, write to the concierge:',
  withdrawn: 'This check was withdrawn.',
  checkLoading: 'Loading your background check',
} as const;

// The due date of a notice, as its day in UTC (the server's business days are UTC days).
const dueDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatDueDate = (iso: string): string => dueDate.format(new Date(iso));
