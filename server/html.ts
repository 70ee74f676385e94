import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  APP_CONFIG_ELEMENT_ID,
  DEFERRED_CODE_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  type PublicSettings,
} from './contract';

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
  return parseIndexHtml(readFileSync(file, 'utf8'), settings);
}

/** readIndexHtml's work on a page already read (a prerendered page, its settings filled in). */
export function parseIndexHtml(source: string, settings: PublicSettings = {}): IndexHtml {
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

// ---- Prerendered pages (scripts/prerender.mjs) ----

/**
 * What the build's prerender wrote beside its pages (dist/client/.prerendered/manifest.json):
 * each page's path (or a pattern of paths) and file, and the token of each run-time setting the
 * markup shows with the build's own value, for a server that has none.
 */
export interface PrerenderManifest {
  /** `shell`: the page rendered per request (server/pages.ts) with its marks (SHELL_MARKS). */
  pages: Array<{ path: string; file: string; pattern?: string; shell?: string }>;
  /** The render's bundle, relative to the SPA's folder (server/pages.ts). */
  renderer?: string;
  tokens: Record<string, string>;
  defaults: Record<string, string>;
}

/**
 * Writes the run-time settings into a prerendered page: each token becomes the server's value,
 * else the build's, escaped. The SPA reads the same value from the page's settings block, so
 * the markup it hydrates matches what it renders.
 */
export function fillSettings(
  source: string,
  { tokens, defaults }: Pick<PrerenderManifest, 'tokens' | 'defaults'>,
  settings: PublicSettings,
): string {
  let page = source;
  for (const [name, token] of Object.entries(tokens)) {
    const value = settings[name as keyof PublicSettings] ?? defaults[name] ?? '';
    page = page.split(token).join(escapeHtml(value));
  }
  return page;
}

/**
 * Runs before the page paints, in <head>, and marks <html> when local storage holds a stored
 * session (src/api/storage.ts authKeyPrefix: `auth.<clientId>.v1.`): the prerendered page is a
 * signed-out visitor's, and a member must never see it (spec 2: a spinner while the session is
 * resolved, then /dashboard for `/`). STORED_SESSION_STYLE hides it; src/main.tsx then renders
 * the SPA from scratch and drops the mark. The CSP allows this one script by its hash.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';
export const STORED_SESSION_SCRIPT = `try{for(var i=0;i<localStorage.length;i++)if(/^auth\\..+\\.v1\\./.test(localStorage.key(i)||'')){document.documentElement.setAttribute('${STORED_SESSION_ATTRIBUTE}','');break}}catch(e){}`;
export const STORED_SESSION_SCRIPT_HASH = `'sha256-${createHash('sha256').update(STORED_SESSION_SCRIPT).digest('base64')}'`;
const STORED_SESSION_STYLE = `html[${STORED_SESSION_ATTRIBUTE}] #root{visibility:hidden}`;

/**
 * Runs before the page paints, in <head>: until the SPA takes over a prerendered page, what a
 * visitor does that needs its code is kept, in the order done, for src/lib/earlyInput.ts to
 * do again once the page is hydrated. A tap on a button of type "button" (a menu toggle) does
 * nothing without the code. A form with no action of its own (log in, sign up) is not sent:
 * sent as the browser would, as a GET, it would put what was typed, a password too, in the
 * URL. A form with an action (the community search) works without the code and is sent.
 * EARLY_INPUT_GLOBAL is the list's name on `window`; the SPA sets it to null when it takes over.
 */
const EARLY_INPUT_GLOBAL = '__guildhallEarlyInput';
export const EARLY_INPUT_SCRIPT = `(function(){var w=window,q=w.${EARLY_INPUT_GLOBAL}=[];function on(t,f){addEventListener(t,function(e){var n=e.target;if(w.${EARLY_INPUT_GLOBAL}===q&&n instanceof Element&&n.closest('#root'))f(e,n)},true)}on('click',function(e,n){var b=n.closest('button[type="button"]');if(b)q.push({type:'click',target:b})});on('submit',function(e,n){if(!n.hasAttribute('action')){e.preventDefault();q.push({type:'submit',target:n})}})})()`;
export const EARLY_INPUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * Runs in <head>, after the two above: on a page whose first screen works before its code (a
 * `markupFirst` page: src/entry-prerender.tsx), the code is asked for once the page has painted
 * its first text, so that on a slow connection the code's bytes do not share the line with
 * what paints the page (the page itself, its fonts). The page names its module scripts and
 * their preloads in a data block (DEFERRED_CODE_ELEMENT_ID, written by scripts/prerender.mjs);
 * the scripts run in the order named, as the page's own tags would. A member's page (the
 * stored-session mark) paints nothing before the code, which is then asked for at once; so it
 * is by a browser without paint timing, at its load event. A page without the block (a
 * document: its first screen needs the code) has its tags and is left alone.
 * Each request costs the main thread about a millisecond on this machine (four in Lighthouse's
 * simulation): the scripts are asked for first, then the preloads a few to a task, so that no
 * task of it is long (issue 25 §2).
 */
const PRELOADS_PER_TASK = 3;
export const CODE_AFTER_PAINT_SCRIPT = `(function(){var d=document,b=d.getElementById('${DEFERRED_CODE_ELEMENT_ID}');if(!b)return;var c=JSON.parse(b.textContent),s=0;function go(){if(s)return;s=1;c.scripts.forEach(function(h){var e=d.createElement('script');e.type='module';e.crossOrigin='anonymous';e.async=false;e.src=h;d.head.appendChild(e)});(function next(i){if(i<c.preloads.length)setTimeout(function(){c.preloads.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l)});next(i+${PRELOADS_PER_TASK})})})(0)}if(d.documentElement.hasAttribute('${STORED_SESSION_ATTRIBUTE}'))return go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else addEventListener('load',go)})()`;
export const CODE_AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The scripts and style of a prerendered page's head (STORED_SESSION_SCRIPT, EARLY_INPUT_SCRIPT,
 * CODE_AFTER_PAINT_SCRIPT, in that order).
 */
export const prerenderedHeadElements = (): string[] => [
  `<style>${STORED_SESSION_STYLE}</style>`,
  `<script>${STORED_SESSION_SCRIPT}</script>`,
  `<script>${EARLY_INPUT_SCRIPT}</script>`,
  `<script>${CODE_AFTER_PAINT_SCRIPT}</script>`,
];

/**
 * A JSON data block (not executed, so the CSP needs no exception). `<` is written as \u003c, so
 * no value can end the element or open a comment.
 */
function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The SPA's public settings as a JSON data block. */
export const appConfigElement = (settings: PublicSettings): string =>
  jsonElement(APP_CONFIG_ELEMENT_ID, settings);

/** The data a page was rendered from (server/pages.ts), for the SPA's store to start with. */
export const pageDataElement = (data: unknown): string => jsonElement(PAGE_DATA_ELEMENT_ID, data);

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
