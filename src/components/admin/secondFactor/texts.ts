import { RECOVERY_CODE_COUNT } from '@/contract';

// The operators' second factor (issue 38 §6): the enrolment and the challenge the admin area
// shows before its screens. Not spec texts: the spec knows members only.
export const secondFactorTexts = {
  loading: 'Checking your second factor…',
  loadFailed: 'Your second factor could not be checked.',
  retry: 'Try again',

  enrolHeading: 'Set up a second factor',
  enrolLead:
    'Operators can see what members keep private, so the admin area asks for a code from an authenticator app (such as 1Password, Google Authenticator or Aegis) as well as your password.',
  enrolStep1: 'Add Guildhall to your authenticator app with this key:',
  secretLabel: 'Setup key',
  openInApp: 'Open in an authenticator app',
  enrolStep2: 'Then enter the 6-digit code the app shows.',
  startFailed: 'The setup key could not be loaded.',
  confirm: 'Confirm',

  codesHeading: 'Save your recovery codes',
  codesLead: `If you lose your authenticator app, each of these ${RECOVERY_CODE_COUNT} codes opens the admin area once. Keep them somewhere safe: they are shown only now.`,
  codesList: 'Recovery codes',
  codesSaved: 'I saved my recovery codes',

  challengeHeading: 'Enter your code',
  challengeLead:
    'Open your authenticator app and enter the 6-digit code it shows for Guildhall. Lost the app? Enter one of your recovery codes instead.',
  codeLabel: 'Code',
  challengeCodeLabel: 'Code or recovery code',
  continue: 'Continue',
  recoveryLeft: (left: number) =>
    left === 1 ? 'You have 1 recovery code left.' : `You have ${left} recovery codes left.`,
  lostAll:
    'Lost your app and your recovery codes? Ask an administrator to reset your second factor.',
} as const;
