/** The account blocks of /settings/security (issue 23): address, export, deletion. */
export const accountTexts = {
  email: {
    title: 'E-mail address',
    description: (email: string) => `You sign in with ${email}.`,
    unverified: 'Not confirmed yet: follow the link we e-mailed you.',
    newEmail: 'New e-mail address',
    password: 'Your password',
    submit: 'Change e-mail address',
    pending: (email: string) =>
      `We sent a link to ${email}. Your address changes when you follow it (within 24 hours).`,
  },
  export: {
    title: 'Your data',
    description:
      'Download everything Guildhall holds about you: your account, profile, career records, testimonials, team, watch list, saved searches, notifications and the decisions about your account.',
    submit: 'Export my data',
    pending: 'Preparing…',
    done: 'Your data was downloaded.',
    filename: (day: string) => `guildhall-export-${day}.json`,
  },
  deletion: {
    title: 'Delete account',
    description:
      'Deleting your account removes your profile, career records, testimonials, team and watch list at once, and signs you out everywhere. It cannot be undone.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogBody:
      'Your profile disappears from the community at once. We keep only the record of decisions about your background check, without your SSN digits and without your name.',
    password: 'Your password',
    confirm: 'I understand that my account and its data will be deleted',
    submit: 'Delete my account',
    cancel: 'Keep my account',
    deleted: 'Your account was deleted. We sent a confirmation to your e-mail address.',
  },
} as const;
