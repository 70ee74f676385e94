import type { MailMessage } from './mailer';
import { escapeHtml, htmlAnchor, htmlPage } from './notificationTemplates';

// A transactional e-mail written once, as paragraphs, and rendered into both of its parts
// (docs/architecture.md "Notifications and background jobs": every e-mail has a plain-text and
// an HTML part, from one data object). The HTML uses the notification e-mails' page, anchor and
// escaping (notificationTemplates.ts), so every value a member or a writer typed is escaped.

/** A link: alone on its line in the text (or as `text` says), an anchor named `label` in the HTML. */
export interface MailLink {
  href: string;
  label: string;
  /** The text part's line, when it is more than the URL ("The queue: https://…"). */
  text?: string;
}

/** An entry of a list: "- entry" in the text with its link below, a list item in the HTML. */
export interface MailItem {
  item: string;
  link?: MailLink;
}

export type MailLine = string | MailLink | MailItem;

/** A paragraph: its lines one under another in the text, one flow in the HTML. */
export type MailParagraph = MailLine[];

/** What a footer adds to both parts (the opt-out of e-mails to people who are not members). */
export interface MailFooter {
  text: string[];
  html: string;
  links: string[];
}

const isLink = (line: MailLine): line is MailLink => typeof line !== 'string' && 'href' in line;

function lineText(line: MailLine): string {
  if (typeof line === 'string') return line;
  if (isLink(line)) return line.text ?? line.href;
  return [`- ${line.item}`, ...(line.link ? [`  ${lineText(line.link)}`] : [])].join('\n');
}

function paragraphHtml(lines: MailParagraph): string {
  const out: string[] = [];
  let run: string[] = [];
  let items: string[] = [];
  const endRun = () => {
    if (run.length) out.push(`<p>${run.join('')}</p>`);
    run = [];
  };
  const endItems = () => {
    if (items.length) out.push(`<ul>${items.join('')}</ul>`);
    items = [];
  };
  for (const line of lines) {
    if (typeof line === 'string') {
      endItems();
      run.push(`${run.length ? ' ' : ''}${escapeHtml(line)}`);
    } else if (isLink(line)) {
      endItems();
      run.push(`${run.length ? '<br>' : ''}${htmlAnchor(line.href, line.label)}`);
    } else {
      endRun();
      const link = line.link ? `<br>${htmlAnchor(line.link.href, line.link.label)}` : '';
      items.push(`<li>${escapeHtml(line.item)}${link}</li>`);
    }
  }
  endRun();
  endItems();
  return out.join('');
}

const linksOf = (lines: MailLine[]): string[] =>
  lines.flatMap((line) =>
    typeof line === 'string' ? [] : isLink(line) ? [line.href] : line.link ? [line.link.href] : [],
  );

/**
 * The message with both parts: the text's paragraphs a blank line apart, the HTML's escaped;
 * `links` are every link in order (then the footer's).
 */
export function composeMail(input: {
  to: string;
  subject: string;
  paragraphs: MailParagraph[];
  footer?: MailFooter;
}): MailMessage {
  const { paragraphs, footer } = input;
  const text = paragraphs.map((lines) => lines.map(lineText).join('\n')).join('\n\n');
  const body = paragraphs.map(paragraphHtml).join('');
  return {
    to: input.to,
    subject: input.subject,
    text: footer ? [text, ...footer.text].join('\n') : text,
    html: htmlPage(input.subject, footer ? body + footer.html : body),
    links: [...linksOf(paragraphs.flat()), ...(footer?.links ?? [])],
  };
}
