import { PRODUCT_NAME } from '../contract';
import { composeMail, type MailParagraph } from './layout';
import type { MailMessage } from './mailer';
import { oneClickHeaders, optOutFooter, type UnsubscribeLinks } from './notificationTemplates';

// The e-mails the server sends. Links always start from the configured public base URL,
// never from a request's Host header (which an attacker controls). Each has a text and an HTML
// part (layout.ts).

const signature = `The ${PRODUCT_NAME} team`;

/**
 * An e-mail to someone who is not a member (a testimonial writer, an invited peer), with its
 * address-level opt-out when there is one (server/notifications/unsubscribe.ts): the footer's
 * link and the RFC 8058 headers.
 */
function toNonMember(
  input: { to: string; subject: string; paragraphs: MailParagraph[] },
  optOut: UnsubscribeLinks | undefined,
): MailMessage {
  if (!optOut) return composeMail(input);
  return {
    ...composeMail({ ...input, footer: optOutFooter(optOut) }),
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
  return toNonMember(
    {
      to: input.to,
      subject: `${input.memberName} asked you for a testimonial`,
      paragraphs: [
        [`Hello ${input.writerName},`],
        [
          `${input.memberName} is a member of ${PRODUCT_NAME} and would value a short testimonial from you.`,
          'You do not need an account; write it here:',
          { href: input.link, label: 'Write the testimonial' },
        ],
        [signature],
      ],
    },
    input.optOut,
  );
}

export function testimonialReceivedMail(input: {
  to: string;
  memberFirstName: string;
  writerName: string;
  link: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `${input.writerName} wrote you a testimonial`,
    paragraphs: [
      [`Hello ${input.memberFirstName},`],
      [
        `${input.writerName} sent you a testimonial. It stays hidden until you publish it:`,
        { href: input.link, label: 'See the testimonial' },
      ],
      [signature],
    ],
  });
}

export function passwordResetMail(input: {
  to: string;
  link: string;
  hours: number;
  /** Sent because the account's address was restored by its "This wasn't me" link. */
  restored?: boolean;
}): MailMessage {
  const hours = `${input.hours} hour${input.hours === 1 ? '' : 's'}`;
  return composeMail({
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: input.restored
      ? [
          [
            `Your ${PRODUCT_NAME} account signs in with this address again, and every session has ended.`,
            `Choose a new password here (the link works once, for ${hours}):`,
            { href: input.link, label: 'Choose a new password' },
          ],
          ['Until you do, nobody who knew the old password is signed in.', signature],
        ]
      : [
          [
            'Someone asked to reset the password of this account.',
            `Choose a new password here (the link works once, for ${hours}):`,
            { href: input.link, label: 'Choose a new password' },
          ],
          ['If it was not you, ignore this e-mail: your password stays as it is.'],
        ],
  });
}

export function peerInvitationMail(input: {
  to: string;
  name: string | null;
  memberName: string;
  link: string;
  optOut?: UnsubscribeLinks;
}): MailMessage {
  return toNonMember(
    {
      to: input.to,
      subject: `${input.memberName} invites you to ${PRODUCT_NAME}`,
      paragraphs: [
        [input.name ? `Hello ${input.name},` : 'Hello,'],
        [
          `${input.memberName} thinks you belong in ${PRODUCT_NAME}, the community for vetted independent professionals.`,
          'Join here:',
          { href: input.link, label: `Join ${PRODUCT_NAME}` },
        ],
      ],
    },
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
  return composeMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check is cleared`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `Our reviewers have cleared your background check: your profile is listed in the ${PRODUCT_NAME} community.`,
        'You can see the state of your check here:',
        { href: input.link, label: 'Your background check' },
      ],
      [signature],
    ],
  });
}

export function checkNoticeMail(input: {
  to: string;
  firstName: string;
  reason: string;
  due: Date;
  link: string;
}): MailMessage {
  const due = formatDueDate(input.due);
  return composeMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check: please respond by ${due}`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        'A reviewer found a problem with your background check and intends to decide against it.',
        `The reason: ${input.reason}.`,
      ],
      [
        `You can respond until ${due}: tell us what we missed, or correct your profile, here:`,
        { href: input.link, label: 'Respond to the notice' },
      ],
      [
        'Your profile stays listed while you respond. A reviewer reads your answer before deciding;',
        'without an answer, the decision can be confirmed after that date, and your profile would',
        'then no longer be listed.',
      ],
      [signature],
    ],
  });
}

export function checkAdverseMail(input: {
  to: string;
  firstName: string;
  reason: string;
  link: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} background check: decision`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        'A reviewer has confirmed the decision against your background check.',
        `The reason: ${input.reason}.`,
        `Your profile is no longer listed in the ${PRODUCT_NAME} community.`,
      ],
      [
        'You can ask once for a re-review: a reviewer then looks at your profile again. Ask here:',
        { href: input.link, label: 'Ask for a re-review' },
      ],
      [signature],
    ],
  });
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
  return composeMail({
    to: input.to,
    subject: `${plural(input.total, 'review')} waiting more than ${plural(input.afterHours, 'hour')}`,
    paragraphs: [
      [`Hello ${input.firstName},`],
      [
        `${input.total === 1 ? 'One background-check review has' : `${input.total} background-check reviews have`} waited more than ${plural(input.afterHours, 'hour')} for a decision, oldest first:`,
      ],
      [
        ...input.reviews.map((review) => ({
          item: `${review.memberName}${review.profession ? ` (${review.profession})` : ''}, waiting ${waitingFor(review.waitingHours)}`,
          link: { href: review.link, label: `Open the review of ${review.memberName}` },
        })),
        ...(more > 0 ? [`and ${more} more in the queue.`] : []),
      ],
      [
        {
          href: input.queueLink,
          label: 'The queue',
          text: `The queue: ${input.queueLink}`,
        },
      ],
      [
        `You get this e-mail once a day while reviews wait, because you are ${input.role === 'admin' ? 'an admin' : 'a reviewer'} of ${PRODUCT_NAME}.`,
        signature,
      ],
    ],
  });
}
