// The SPA's public settings, read at run time (docs/architecture.md "Configuration at run time"): the
// server reads each from its environment under this name and writes them into every HTML page
// it serves as <script type="application/json" id="app-config">; the SPA reads that block
// before rendering. `VITE_<name>` is only the build-time default (dev:mock, Storybook).
//
// Every value here is readable by anyone who opens a page, by design: the web client's id and
// secret (the spec has the browser send them to the token endpoint), the error-reporting DSN
// and the analytics write key (their SDKs run in the browser), URLs and addresses. Nothing
// secret may ever be added to this list.

export const PUBLIC_SETTINGS = [
  'CLIENT_ID',
  'CLIENT_SECRET',
  'CONTENT_ENDPOINT',
  'CONTACT_EMAIL',
  'CONTENT_SITE_URL',
  'SLACK_URL',
  'SLACK_TIPS_URL',
  'QUESTIONNAIRE_FORM_ID',
  'SCHEDULING_URL',
  'SOCIAL_WALL_URL',
  'LINKEDIN_URL',
  'X_URL',
  'YOUTUBE_URL',
  'FOUNDER_NAME',
  'FOUNDER_ROLE',
  'SENTRY_DSN',
  'ANALYTICS_KEY',
  'ANALYTICS_HOST',
] as const;
export type PublicSetting = (typeof PUBLIC_SETTINGS)[number];
export type PublicSettings = Partial<Record<PublicSetting, string>>;

/** CONTENT_ENDPOINT when unset: the server's bundled demo content (server/routes/content.ts). */
export const DEFAULT_CONTENT_ENDPOINT = '/api/content/api/v2';

/** The id of the page's settings block. */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/**
 * The id of a prerendered page's block naming the code it asks for once it has painted (its
 * module scripts and preloads: scripts/prerender.mjs writes it, server/html.ts's
 * CODE_AFTER_PAINT_SCRIPT reads it).
 */
export const DEFERRED_CODE_ELEMENT_ID = 'deferred-code';

/**
 * The id of a page's data block, on a page the server rendered with a member's data (a profile:
 * server/pages.ts): the part of the root store's snapshot the markup was rendered from, which
 * the SPA starts its store with, so that what it renders first is the markup it hydrates.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Where a page the server renders per request (server/pages.ts) has its markup and its style
 * tags, in the shell the build writes beside the prerendered page (scripts/prerender.mjs).
 */
export const SHELL_MARKS = { markup: '<!--gh-markup-->', styles: '<!--gh-styles-->' } as const;

const isPublicSetting = (name: string): name is PublicSetting =>
  (PUBLIC_SETTINGS as readonly string[]).includes(name);

/** Keeps the known names with non-empty string values: a page never carries anything else. */
export function pickPublicSettings(values: Record<string, unknown>): PublicSettings {
  const settings: PublicSettings = {};
  for (const [name, value] of Object.entries(values)) {
    if (isPublicSetting(name) && typeof value === 'string' && value.trim() !== '') {
      settings[name] = value.trim();
    }
  }
  return settings;
}
