// Validation texts of spec section 5, verbatim. Forms, mocks and the server all answer with
// these, so a member sees the same words whichever layer caught the problem.

export const messages = {
  // Generic
  required: 'This field is required.',
  maxLength: (n: number): string => `Maximum length is ${n} characters.`,
  minLength: (n: number): string => `Minimum length is ${n} characters.`,
  maxValue: (n: number): string => `Maximum value is ${n}.`,
  minValue: (n: number): string => `Minimum value is ${n}.`,
  invalidEmail: 'Invalid email address.',
  invalidUrl: 'Invalid URL.',
  invalidPattern: 'This field is invalid.',
  // Not in the spec: a NUL or a broken character (lone surrogate) in any text.
  characters: 'This field contains characters that are not allowed.',

  // Product
  email: 'Enter a valid email address.',
  password: 'Enter a password with at least 8 characters.',
  text: 'Enter a valid value.',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  select: 'Select a valid option.',
  month: 'Select a valid month.',
  year: 'Select a valid year.',
  passwordsMismatch: 'Passwords do not match.',
  image: 'Please select an image file 8MB or smaller',
  url: 'Enter a valid url.',
  ssn: 'Enter the last 4 digits of your SSN.',
  pickOne: 'Pick at least one option',
  website: 'Enter a valid website.',
  contactEmail: 'Enter a valid email.',
  phone: 'Enter a valid phone number.',
  // Not in the spec: a licence names the state that issued it (issue 24).
  jurisdiction: 'Select the state that issued the license.',

  // A testimonial's disclosures (issue 24).
  periodOrder: 'The end year cannot be before the start year.',
  futureYear: 'The year cannot be in the future.',
  conflict: 'Describe the conflict in at least 2 characters, or choose No material conflict.',
} as const;

export type Messages = typeof messages;
