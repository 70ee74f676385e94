import { PRODUCT_NAME } from '../contract';
import type { MailMessage } from './mailer';

// The account's e-mails (issue 23): verification, change of address, the notice to the old
// address, the deletion's confirmation. Transactional: about the member's own account, so they
// carry no unsubscribe (docs/architecture.md "Notifications and background jobs").

const lines = (...parts: string[]) => parts.join('\n');
const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

export function verificationMail(input: {
  to: string;
  firstName: string;
  link: string;
  hours: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `Confirm that this is your address to finish setting up your ${PRODUCT_NAME} account.`,
      `The link works once, for ${hoursText(input.hours)}:`,
      input.link,
      '',
      'If you did not sign up, ignore this e-mail.',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

export function emailChangeMail(input: {
  to: string;
  firstName: string;
  link: string;
  hours: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `You asked to use this address for your ${PRODUCT_NAME} account.`,
      `Confirm it here (the link works once, for ${hoursText(input.hours)}):`,
      input.link,
      '',
      'Until you confirm, your account keeps its current address.',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

/** To the old address, once the new one is confirmed. */
export function emailChangedNoticeMail(input: {
  to: string;
  firstName: string;
  newEmail: string;
  resetLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `The e-mail address of your ${PRODUCT_NAME} account is now ${input.newEmail}.`,
      'From now on you sign in with it, and e-mail goes there.',
      '',
      'If you did not make this change, reset your password and write to us:',
      input.resetLink,
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.resetLink],
  };
}

export function accountDeletedMail(input: { to: string; firstName: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `Your ${PRODUCT_NAME} account was deleted, as you asked. Your profile, career records,`,
      'testimonials, team and watch list are gone, and every session has ended.',
      'The operators keep their record of decisions about your account, with your name removed.',
      '',
      `Thank you for being part of ${PRODUCT_NAME}.`,
      `The ${PRODUCT_NAME} team`,
    ),
    links: [],
  };
}
