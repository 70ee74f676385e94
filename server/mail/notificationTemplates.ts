import { PRODUCT_NAME, type NotificationKind } from '../contract';
import type { MailMessage } from './mailer';

// The notification e-mails (docs/architecture.md "Notifications and background jobs"): one per
// kind at once, and the daily or weekly digest. Each is rendered from one data object into a
// plain-text and an HTML part (every value escaped in the HTML). A kind the member may turn off
// carries RFC 8058's one-click unsubscribe (List-Unsubscribe with the API's https URL, and
// List-Unsubscribe-Post), and a visible link to the SPA's /unsubscribe page in its footer;
// transactional kinds carry neither.

/** What one notification says: its sentence and where it leads. */
export interface NotificationLine {
  kind: NotificationKind;
  /** The member it is about ("Ann Lee"), when there is one. */
  actorName: string | null;
  /** Stable key of that member, so a digest groups a member's news under one name. */
  actorId: number | null;
  text: string;
  /** The sentence without the member's name, under their name in a digest; null without one. */
  fragment: string | null;
  link: string;
}

/** The unsubscribe of a kind or a digest: the page a person opens, the URL a mail client posts. */
export interface UnsubscribeLinks {
  /** `${publicBaseUrl}/unsubscribe/{token}`: the SPA page, which asks the API. */
  page: string;
  /** `${publicBaseUrl}/api/v1/unsubscribe/{token}`: RFC 8058's one-click POST target. */
  oneClick: string;
}

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const FIELD_NAMES: Record<string, string> = {
  profession: 'profession',
  locations: 'practice states',
};

/**
 * What the member an event is about did, without their name ("published a testimonial"), for
 * the kinds that have such a member; null for the others.
 */
export function notificationFragment(
  kind: NotificationKind,
  data: Record<string, unknown>,
): string | null {
  switch (kind) {
    case 'team_invitation':
      return 'invited you to their professional team';
    case 'team_invitation_accepted':
      return 'accepted your invitation to your professional team';
    case 'team_invitation_declined':
      return 'declined your invitation to your professional team';
    case 'team_removed':
      return 'removed you from their professional team';
    case 'watched_testimonial':
      return 'published a testimonial';
    case 'watched_profile_changed': {
      const fields = Array.isArray(data.fields)
        ? data.fields.map((field) => FIELD_NAMES[String(field)] ?? String(field))
        : [];
      return `changed their ${fields.length ? fields.join(' and ') : 'profile'}`;
    }
    case 'watched_unpublished':
      return 'is no longer listed';
    case 'saved_search_match': {
      const name = str(data.searchName);
      return `matches your saved search${name ? ` "${name}"` : ''}`;
    }
    default:
      return null;
  }
}

/** "Bar licence (CA)": a licence as its notifications name it. */
const licenceName = (data: Record<string, unknown>): string =>
  `${str(data.name) ?? ''}${str(data.jurisdiction) ? ` (${String(data.jurisdiction)})` : ''}`.trim();

/** 'yyyy-mm-01' as "March 2027". */
const monthName = (date: string): string =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const WATCHED: readonly NotificationKind[] = [
  'watched_testimonial',
  'watched_profile_changed',
  'watched_unpublished',
];

/** The sentence of a notification, from its kind, its actor and the facts in its data. */
export function notificationSentence(
  kind: NotificationKind,
  actorName: string | null,
  data: Record<string, unknown>,
): string {
  const fragment = notificationFragment(kind, data);
  if (fragment !== null) {
    const who = actorName ?? 'A member';
    return `${who}${WATCHED.includes(kind) ? ', whom you watch,' : ''} ${fragment}.`;
  }
  switch (kind) {
    case 'testimonial_waiting': {
      const writer = str(data.writerName);
      return `${writer ?? 'Someone'} wrote you a testimonial: it waits for you to publish it.`;
    }
    case 'post_decided': {
      const verb = data.state === 'approved' ? 'approved' : 'did not approve';
      const link = str(data.link);
      return `A reviewer ${verb} the link you posted${link ? ` (${link})` : ''}.`;
    }
    case 'licence_decided': {
      const what = licenceName(data);
      return data.state === 'revoked'
        ? `A reviewer could not confirm your license ${what}: it is marked revoked.`
        : `A reviewer verified your license ${what}.`;
    }
    case 'check_notice_withdrawn':
      return 'A reviewer withdrew the adverse notice on your background check: it is in review again, and nothing is asked of you.';
    case 'licence_expiring':
      return `Your license ${licenceName(data)} expires in ${Number(data.days)} days${
        str(data.expirationDate) ? `, at the end of ${monthName(String(data.expirationDate))}` : ''
      }: renew it and update it on your profile.`;
    default:
      return `Your background check was decided${str(data.state) ? `: ${String(data.state)}` : ''}.`;
  }
}

const SUBJECTS: Record<NotificationKind, (who: string, data: Record<string, unknown>) => string> = {
  team_invitation: (who) => `${who} invited you to their team`,
  team_invitation_accepted: (who) => `${who} joined your team`,
  team_invitation_declined: (who) => `${who} declined your team invitation`,
  team_removed: (who) => `${who} removed you from their team`,
  testimonial_waiting: (_who, data) =>
    `${str(data.writerName) ?? 'Someone'} wrote you a testimonial`,
  watched_testimonial: (who) => `${who} published a testimonial`,
  watched_profile_changed: (who) => `${who} changed their profile`,
  watched_unpublished: (who) => `${who} is no longer listed`,
  saved_search_match: (who) => `${who} matches your saved search`,
  post_decided: () => 'A reviewer decided on the link you posted',
  check_decided: () => `Your ${PRODUCT_NAME} background check was decided`,
  check_notice_withdrawn: () => 'The adverse notice on your background check was withdrawn',
  licence_decided: (_who, data) =>
    data.state === 'revoked' ? 'Your license could not be verified' : 'Your license is verified',
  licence_expiring: (_who, data) => `Your license expires in ${Number(data.days)} days`,
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a202c">${body}</body></html>`;

const anchor = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** RFC 8058 §3: the https URL to POST, and the one-click marker. */
export const oneClickHeaders = (oneClick: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Footer {
  text: string[];
  html: string;
  links: string[];
}

function footer(
  reason: string,
  preferencesLink: string,
  unsubscribe: UnsubscribeLinks | null,
  unsubscribeLabel: string,
): Footer {
  const text = ['', '--', reason, `Your e-mail preferences: ${preferencesLink}`];
  const html = [
    `<p>${escapeHtml(reason)}</p>`,
    `<p>${anchor(preferencesLink, 'Your e-mail preferences')}`,
  ];
  if (unsubscribe) {
    text.push(`${unsubscribeLabel}: ${unsubscribe.page}`);
    html.push(` · ${anchor(unsubscribe.page, unsubscribeLabel)}`);
  }
  html.push('</p>');
  return {
    text,
    html: `<hr style="border:0;border-top:1px solid #cbd5e0"><div style="font-size:12px;color:#4a5568">${html.join('')}</div>`,
    links: unsubscribe ? [preferencesLink, unsubscribe.page] : [preferencesLink],
  };
}

/** One notification, e-mailed at once. `unsubscribe` is null for a transactional kind. */
export function notificationMail(input: {
  to: string;
  firstName: string;
  line: NotificationLine;
  /** The notification's facts (the subject line names a testimonial's writer). */
  data: Record<string, unknown>;
  preferencesLink: string;
  unsubscribe: UnsubscribeLinks | null;
}): MailMessage {
  const { line } = input;
  const end = footer(
    input.unsubscribe
      ? `You get this e-mail at once because of your ${PRODUCT_NAME} e-mail preferences.`
      : `You get this e-mail because it is about your own ${PRODUCT_NAME} account.`,
    input.preferencesLink,
    input.unsubscribe,
    'Stop these e-mails',
  );
  const subject = SUBJECTS[line.kind](line.actorName ?? 'A member', input.data);
  return {
    to: input.to,
    subject,
    text: [
      `Hello ${input.firstName},`,
      '',
      line.text,
      line.link,
      '',
      `The ${PRODUCT_NAME} team`,
      ...end.text,
    ].join('\n'),
    html: page(
      subject,
      `<p>Hello ${escapeHtml(input.firstName)},</p>` +
        `<p>${escapeHtml(line.text)}</p><p>${anchor(line.link, 'See it on ' + PRODUCT_NAME)}</p>` +
        `<p>The ${PRODUCT_NAME} team</p>${end.html}`,
    ),
    links: [line.link, ...end.links],
    ...(input.unsubscribe ? { headers: oneClickHeaders(input.unsubscribe.oneClick) } : {}),
  };
}

/** A digest's entry: one member (or one actorless event) and everything they did. */
export interface DigestGroup {
  actorName: string | null;
  lines: NotificationLine[];
}

/** Lines grouped by the member they are about, in the order each first appears. */
export function groupByActor(lines: NotificationLine[]): DigestGroup[] {
  const groups: DigestGroup[] = [];
  const byActor = new Map<number, DigestGroup>();
  for (const line of lines) {
    if (line.actorId === null) {
      groups.push({ actorName: null, lines: [line] });
      continue;
    }
    let group = byActor.get(line.actorId);
    if (!group) {
      group = { actorName: line.actorName, lines: [] };
      byActor.set(line.actorId, group);
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}

/** The digest: never called with no lines (the job sends nothing then). */
export function digestMail(input: {
  to: string;
  firstName: string;
  /** 'daily', or 'weekly' on the Monday that carries the weekly kinds (the daily ones too). */
  period: 'daily' | 'weekly';
  lines: NotificationLine[];
  preferencesLink: string;
  notificationsLink: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const groups = groupByActor(input.lines);
  const count = input.lines.length;
  const what = count === 1 ? 'one thing' : `${count} things`;
  const subject = `Your ${input.period} ${PRODUCT_NAME} digest: ${what} you have not seen`;
  const end = footer(
    `You get this ${input.period} digest because of your ${PRODUCT_NAME} e-mail preferences.`,
    input.preferencesLink,
    input.unsubscribe,
    `Stop the ${input.period} digest`,
  );
  // A member several lines are about is named once, each line below without the name.
  const grouped = (group: DigestGroup): group is DigestGroup & { actorName: string } =>
    group.actorName !== null && group.lines.length > 1;
  const textGroups = groups.flatMap((group) =>
    grouped(group)
      ? [
          `- ${group.actorName}:`,
          ...group.lines.flatMap((line) => [
            `  - ${line.fragment ?? line.text}`,
            `    ${line.link}`,
          ]),
        ]
      : group.lines.flatMap((line) => [`- ${line.text}`, `  ${line.link}`]),
  );
  const htmlGroups = groups
    .map((group) =>
      grouped(group)
        ? `<li><strong>${escapeHtml(group.actorName)}</strong><ul>${group.lines
            .map((line) => `<li>${anchor(line.link, line.fragment ?? line.text)}</li>`)
            .join('')}</ul></li>`
        : group.lines.map((line) => `<li>${anchor(line.link, line.text)}</li>`).join(''),
    )
    .join('');
  return {
    to: input.to,
    subject,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Here is what happened on ${PRODUCT_NAME} that you have not seen yet:`,
      '',
      ...textGroups,
      '',
      `All your notifications: ${input.notificationsLink}`,
      '',
      `The ${PRODUCT_NAME} team`,
      ...end.text,
    ].join('\n'),
    html: page(
      subject,
      `<p>Hello ${escapeHtml(input.firstName)},</p>` +
        `<p>Here is what happened on ${PRODUCT_NAME} that you have not seen yet:</p>` +
        `<ul>${htmlGroups}</ul>` +
        `<p>${anchor(input.notificationsLink, 'All your notifications')}</p>` +
        `<p>The ${PRODUCT_NAME} team</p>${end.html}`,
    ),
    links: [
      ...new Set(input.lines.map((line) => line.link)),
      input.notificationsLink,
      ...end.links,
    ],
    headers: oneClickHeaders(input.unsubscribe.oneClick),
  };
}

/** The opt-out footer of e-mails to people who are not members (templates.ts uses it). */
export function optOutFooter(optOut: UnsubscribeLinks): Footer {
  const label = `Never receive e-mail from ${PRODUCT_NAME} again`;
  return {
    text: [
      '',
      '--',
      `You are not a member of ${PRODUCT_NAME}; a member gave us this address.`,
      `${label}: ${optOut.page}`,
    ],
    html:
      `<hr style="border:0;border-top:1px solid #cbd5e0"><div style="font-size:12px;color:#4a5568">` +
      `<p>You are not a member of ${PRODUCT_NAME}; a member gave us this address. ` +
      `${anchor(optOut.page, label)}</p></div>`,
    links: [optOut.page],
  };
}

export const htmlPage = page;
export const htmlAnchor = anchor;
