/** What both onboarding screens show around their embed (./OnboardingPage.tsx). */
export interface OnboardingPageTexts {
  heading: string;
  lead: string;
  /** The embedded page's title, for screen readers. */
  embedTitle: string;
  /** Announced while the provider's page loads. */
  loading: string;
  /** Without configuration, or when the provider cannot be reached. */
  fallback: string;
  continue: string;
  /** Under a working embed: the same next step without completing it. */
  skip: string;
}

/** Spec 2 /onboarding: the embedded questionnaire. */
export const onboardingTexts = {
  heading: 'Welcome to Guildhall',
  lead: 'Tell us about your practice. Your answers help our concierge team prepare your onboarding call and introduce you to the right peers.',
  embedTitle: 'Onboarding questionnaire',
  loading: 'Loading the questionnaire',
  fallback:
    'Our questionnaire is not available right now. Continue to book your onboarding call; our concierge team will go through the questions with you.',
  continue: 'Continue',
  skip: 'Skip for now',
} as const satisfies OnboardingPageTexts;

/** Spec 2 /onboarding/call: the embedded scheduling widget. */
export const onboardingCallTexts = {
  heading: 'Book your onboarding call',
  lead: 'A short call with our concierge team helps us understand your practice and get your profile ready for the community.',
  embedTitle: 'Schedule your onboarding call',
  loading: 'Loading the scheduling calendar',
  fallback:
    'Our scheduling calendar is not available right now. Continue to your settings to complete your profile; we will e-mail you to arrange the call.',
  continue: 'Continue',
  skip: 'Skip for now',
} as const satisfies OnboardingPageTexts;
