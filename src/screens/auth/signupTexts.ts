import { texts as errorTexts } from '@/api/errors';

/** Every text of the sign-up wizard (spec 2 "Auth screens"). */
export const signupTexts = {
  heading: 'Sign Up',
  step: (step: number) => `Step ${step} of 2`,
  step1Lead: 'Create your account with the email address you use for your practice.',
  step2Lead: 'Tell us your name as clients and peers know you.',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  firstName: 'First name',
  lastName: 'Last name',
  next: 'Continue',
  back: 'Back',
  submit: 'Create account',
  submitting: 'Creating account',
  termsBefore: 'By signing up, you agree to our ',
  terms: 'Terms of Service',
  termsBetween: ' and ',
  privacy: 'Privacy Policy',
  termsAfter: '.',
  haveAccount: 'Already a member?',
  logIn: 'Log In',
  emailTaken: errorTexts.signupConflict,
} as const;
