import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { APP_CONFIG_ELEMENT_ID, type PublicSettings } from './contract';

// The one place the server writes HTML: the built index.html, read once at start, answered for
// every page path with a head of its own (title, description, link-preview tags) and the SPA's
// run-time settings. Every value is escaped here, so a member's name can never close an
// attribute or open a tag, and a setting can never close its script element.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe for HTML (quoted attributes and element content). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** One element for <head>, without content (meta, link); names are ours, values are escaped. */
export function headElement(name: 'meta' | 'link', attributes: Record<string, string>): string {
  const rendered = Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${rendered} />`;
}

/** What a page's head carries beyond index.html's fixed parts. */
export interface PageHead {
  /** Replaces index.html's <title>. */
  title: string;
  /** Replaces index.html's <meta name="description">. */
  description: string;
  /** Further elements, each built by headElement() (or another escaping builder here). */
  elements: string[];
}

export interface IndexHtml {
  /** index.html's own <title> and <meta name="description"> (the generic page's). */
  title: string;
  description: string;
  render(head: PageHead): string;
}

const TITLE = /<title>([^<]*)<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/i;
const HEAD_END = /<\/head>/i;
const DOCTYPE = /^\s*<!doctype html>/i;

const unescapeHtml = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Reads the built index.html once. Its <title> and description are taken out and written back
 * per page, with the page's other elements, just before </head>: the charset and the viewport
 * stay first, the module script keeps its place. A page without a head element (a test's
 * stand-in) gets them right after its doctype, where the parser opens the head by itself.
 */
export function readIndexHtml(file: string, settings: PublicSettings = {}): IndexHtml {
  const source = readFileSync(file, 'utf8');
  const at = HEAD_END.exec(source)?.index ?? DOCTYPE.exec(source)?.[0].length ?? 0;
  const title = unescapeHtml(TITLE.exec(source)?.[1]?.trim() ?? '');
  const description = unescapeHtml(DESCRIPTION.exec(source)?.[1] ?? '');
  const before = source.slice(0, at).replace(TITLE, '').replace(DESCRIPTION, '');
  const after = source.slice(at);
  return {
    title,
    description,
    render: ({ title, description: pageDescription, elements }) =>
      [
        before,
        `  <title>${escapeHtml(title)}</title>\n`,
        ...[
          headElement('meta', { name: 'description', content: pageDescription }),
          ...elements,
          appConfigElement(settings),
        ].map((element) => `    ${element}\n`),
        '  ',
        after,
      ].join(''),
  };
}

/**
 * The SPA's public settings as a JSON data block (not executed, so the CSP needs no exception).
 * `<` is written as \u003c, so no value can end the element or open a comment.
 */
export function appConfigElement(settings: PublicSettings): string {
  const json = JSON.stringify(settings)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** A strong validator of a rendered page, so a revalidating browser gets a 304. */
export const etagOf = (html: string): string =>
  `"${createHash('sha1').update(html).digest('base64url')}"`;

/** True when an If-None-Match header names this ETag (or is `*`); weak forms match too. */
export const isFresh = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
