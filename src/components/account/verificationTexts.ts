/** The banner of a signed-in member whose address is not verified yet (issue 23). */
export const verificationTexts = {
  title: 'Confirm your e-mail address',
  body: (email: string) =>
    `We sent a link to ${email}. Follow it to confirm your address: you need a confirmed address to submit your background check.`,
  resend: 'Resend the e-mail',
  resending: 'Sending…',
  resent: (email: string) => `We sent a new link to ${email}. It works for 24 hours.`,
} as const;
