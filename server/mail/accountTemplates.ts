import { PRODUCT_NAME } from '../contract';
import { composeMail } from './layout';
import type { MailMessage } from './mailer';

// The account's e-mails (issue 23): verification, change of address, the notice to the old
// address with its way back (issue 38 §4), the deletion's confirmation. Transactional: about the
// member's own account, so they carry no unsubscribe (docs/architecture.md "Notifications and
// background jobs").

const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;
const signature = `The ${PRODUCT_NAME} team`;

export function verificationMail(input: {
  to: string;
  firstName: string;
  link: string;
  hours: number;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `Confirm that this is your address to finish setting up your ${PRODUCT_NAME} account.`,
        `The link works once, for ${hoursText(input.hours)}:`,
        { href: input.link, label: 'Confirm your e-mail address' },
      ],
      ['If you did not sign up, ignore this e-mail.', signature],
    ],
  });
}

export function emailChangeMail(input: {
  to: string;
  firstName: string;
  link: string;
  hours: number;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `You asked to use this address for your ${PRODUCT_NAME} account.`,
        `Confirm it here (the link works once, for ${hoursText(input.hours)}):`,
        { href: input.link, label: 'Confirm your new e-mail address' },
      ],
      ['Until you confirm, your account keeps its current address.', signature],
    ],
  });
}

/**
 * To the old address, once the new one is confirmed: its "This wasn't me" link gives the account
 * back to this address (issue 38 §4), whatever changed since, for `days`.
 */
export function emailChangedNoticeMail(input: {
  to: string;
  firstName: string;
  newEmail: string;
  restoreLink: string;
  days: number;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `The e-mail address of your ${PRODUCT_NAME} account is now ${input.newEmail}.`,
        'From now on you sign in with it, and e-mail goes there.',
      ],
      [
        'If you did not make this change, the link below gives your account back to this',
        'address: it signs out every session and e-mails you a password reset here. It works',
        `once, for ${input.days} days.`,
        {
          href: input.restoreLink,
          label: "This wasn't me",
          text: `This wasn't me: ${input.restoreLink}`,
        },
      ],
      [signature],
    ],
  });
}

export function accountDeletedMail(input: { to: string; firstName: string }): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `Your ${PRODUCT_NAME} account was deleted, as you asked. Your profile, career records,`,
        'testimonials, team and watch list are gone, and every session has ended.',
        'The operators keep their record of decisions about your account, with your name removed.',
      ],
      [`Thank you for being part of ${PRODUCT_NAME}.`, signature],
    ],
  });
}
