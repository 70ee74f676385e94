/**
 * The pages the account's e-mailed links open: /verify-email and /confirm-email (issue 23), and
 * /restore-email, the notice's "This wasn't me" (issue 38 §4).
 */
export const accountTexts = {
  verify: {
    title: 'Confirming your e-mail address',
    pending: 'One moment…',
    done: 'Your e-mail address is confirmed',
    doneText: (email: string) =>
      `Thank you: ${email} is confirmed. You can now submit your background check.`,
    failedTitle: 'This link did not work',
  },
  change: {
    title: 'Confirming your new e-mail address',
    pending: 'One moment…',
    done: 'Your e-mail address is changed',
    doneText: (email: string) =>
      `From now on you sign in with ${email}, and our e-mails go there. We told your previous address.`,
    failedTitle: 'This link did not work',
  },
  restore: {
    title: 'Take your account back',
    pending: 'One moment…',
    ask: (email: string) => `Restore ${email}?`,
    explain:
      'This makes it the address of your account again, cancels any change of address waiting to be confirmed, signs out every session on every device, and e-mails a password reset to it.',
    confirm: 'Restore this address',
    done: 'Your address is restored',
    doneText: (email: string) =>
      `${email} is the address of your account again, and every session has ended. We e-mailed a password reset there: choose a new password, then log in.`,
    failedTitle: 'This link did not work',
  },
  toSettings: 'Go to your settings',
  toLogin: 'Log in',
  toHome: 'Go to the home page',
  retry: 'Try again',
} as const;
