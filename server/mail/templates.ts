import { PRODUCT_NAME } from '../contract';
import type { MailMessage } from './mailer';

// The e-mails the server sends. Links always start from the configured public base URL,
// never from a request's Host header (which an attacker controls).

const lines = (...parts: string[]) => parts.join('\n');

export function testimonialRequestMail(input: {
  to: string;
  writerName: string;
  memberName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.memberName} asked you for a testimonial`,
    text: lines(
      `Hello ${input.writerName},`,
      '',
      `${input.memberName} is a member of ${PRODUCT_NAME} and would value a short testimonial from you.`,
      'You do not need an account; write it here:',
      input.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

export function testimonialReceivedMail(input: {
  to: string;
  memberFirstName: string;
  writerName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.writerName} wrote you a testimonial`,
    text: lines(
      `Hello ${input.memberFirstName},`,
      '',
      `${input.writerName} sent you a testimonial. It stays hidden until you publish it:`,
      input.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

export function passwordResetMail(input: { to: string; link: string; hours: number }): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: lines(
      'Someone asked to reset the password of this account.',
      `Choose a new password here (the link works once, for ${input.hours} hour${input.hours === 1 ? '' : 's'}):`,
      input.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ),
    links: [input.link],
  };
}

export function peerInvitationMail(input: {
  to: string;
  name: string | null;
  memberName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.memberName} invites you to ${PRODUCT_NAME}`,
    text: lines(
      input.name ? `Hello ${input.name},` : 'Hello,',
      '',
      `${input.memberName} thinks you belong in ${PRODUCT_NAME}, the community for vetted independent professionals.`,
      'Join here:',
      input.link,
    ),
    links: [input.link],
  };
}
