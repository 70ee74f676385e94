import { PRODUCT_NAME } from '../contract';
import type { MailMessage } from './mailer';
import {
  escapeHtml,
  htmlAnchor,
  htmlPage,
  oneClickHeaders,
  optOutFooter,
  type UnsubscribeLinks,
} from './notificationTemplates';

// The e-mails the server sends. Links always start from the configured public base URL,
// never from a request's Host header (which an attacker controls).

const lines = (...parts: string[]) => parts.join('\n');

/**
 * An e-mail to someone who is not a member (a testimonial writer, an invited peer) with its
 * address-level opt-out (server/notifications/unsubscribe.ts): the footer's link, the RFC 8058
 * headers, and an HTML part beside the text.
 */
function withOptOut(
  message: MailMessage,
  paragraphs: string[],
  link: { href: string; label: string },
  optOut: UnsubscribeLinks | undefined,
): MailMessage {
  if (!optOut) return message;
  const end = optOutFooter(optOut);
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return {
    ...message,
    text: [message.text, ...end.text].join('\n'),
    html: htmlPage(
      message.subject,
      `${body}<p>${htmlAnchor(link.href, link.label)}</p><p>The ${PRODUCT_NAME} team</p>${end.html}`,
    ),
    links: [...message.links, ...end.links],
    headers: oneClickHeaders(optOut.oneClick),
  };
}

export function testimonialRequestMail(input: {
  to: string;
  writerName: string;
  memberName: string;
  link: string;
  optOut?: UnsubscribeLinks;
}): MailMessage {
  const message: MailMessage = {
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
  return withOptOut(
    message,
    [
      `Hello ${input.writerName},`,
      `${input.memberName} is a member of ${PRODUCT_NAME} and would value a short testimonial from you. You do not need an account.`,
    ],
    { href: input.link, label: 'Write the testimonial' },
    input.optOut,
  );
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
  optOut?: UnsubscribeLinks;
}): MailMessage {
  const message: MailMessage = {
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
  return withOptOut(
    message,
    [
      input.name ? `Hello ${input.name},` : 'Hello,',
      `${input.memberName} thinks you belong in ${PRODUCT_NAME}, the community for vetted independent professionals.`,
    ],
    { href: input.link, label: `Join ${PRODUCT_NAME}` },
    input.optOut,
  );
}

// ---- The background check's decisions (transactional: always sent) ----

/** A notice's due moment as the member and the operators read it, in UTC. */
export const formatDueDate = (date: Date): string =>
  date.toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

export function checkClearedMail(input: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check is cleared`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `Our reviewers have cleared your background check: your profile is listed in the ${PRODUCT_NAME} community.`,
      'You can see the state of your check here:',
      input.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

export function checkNoticeMail(input: {
  to: string;
  firstName: string;
  reason: string;
  due: Date;
  link: string;
}): MailMessage {
  const due = formatDueDate(input.due);
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check: please respond by ${due}`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      'A reviewer found a problem with your background check and intends to decide against it.',
      `The reason: ${input.reason}.`,
      '',
      `You can respond until ${due}: tell us what we missed, or correct your profile, here:`,
      input.link,
      '',
      'Your profile stays listed while you respond. A reviewer reads your answer before deciding;',
      'without an answer, the decision can be confirmed after that date, and your profile would',
      'then no longer be listed.',
      '',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

export function checkAdverseMail(input: {
  to: string;
  firstName: string;
  reason: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check: decision`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      'A reviewer has confirmed the decision against your background check.',
      `The reason: ${input.reason}.`,
      `Your profile is no longer listed in the ${PRODUCT_NAME} community.`,
      '',
      'You can ask once for a re-review: a reviewer then looks at your profile again. Ask here:',
      input.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ),
    links: [input.link],
  };
}

// ---- The reviewers' daily reminder (server/jobs/reviewReminders.ts; transactional) ----

export interface WaitingReviewLine {
  memberName: string;
  /** The member's profession as shown to people (professionLabels), when they chose one. */
  profession: string | null;
  /** Whole hours since the review opened. */
  waitingHours: number;
  link: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 days" from a day on, "5 hours" before. */
export const waitingFor = (hours: number): string =>
  hours >= 24 ? plural(Math.floor(hours / 24), 'day') : plural(Math.max(0, hours), 'hour');

export function reviewReminderMail(input: {
  to: string;
  firstName: string;
  role: 'reviewer' | 'admin';
  afterHours: number;
  /** The oldest waiting reviews, oldest first. */
  reviews: WaitingReviewLine[];
  /** How many wait in all (more than are listed when the list was cut). */
  total: number;
  queueLink: string;
}): MailMessage {
  const more = input.total - input.reviews.length;
  return {
    to: input.to,
    subject: `${plural(input.total, 'review')} waiting more than ${plural(input.afterHours, 'hour')}`,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      `${input.total === 1 ? 'One background-check review has' : `${input.total} background-check reviews have`} waited more than ${plural(input.afterHours, 'hour')} for a decision, oldest first:`,
      '',
      ...input.reviews.flatMap((review) => [
        `- ${review.memberName}${review.profession ? ` (${review.profession})` : ''}, waiting ${waitingFor(review.waitingHours)}`,
        `  ${review.link}`,
      ]),
      ...(more > 0 ? [`and ${more} more in the queue.`] : []),
      '',
      `The queue: ${input.queueLink}`,
      '',
      `You get this e-mail once a day while reviews wait, because you are ${input.role === 'admin' ? 'an admin' : 'a reviewer'} of ${PRODUCT_NAME}.`,
      `The ${PRODUCT_NAME} team`,
    ),
    links: [...input.reviews.map((review) => review.link), input.queueLink],
  };
}
