/** The pages the account's e-mailed links open (issue 23): /verify-email and /confirm-email. */
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
  toSettings: 'Go to your settings',
  toLogin: 'Log in',
  toHome: 'Go to the home page',
  retry: 'Try again',
} as const;
