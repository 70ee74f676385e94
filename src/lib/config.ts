import {
  APP_CONFIG_ELEMENT_ID,
  DEFAULT_CONTENT_ENDPOINT,
  type PublicSetting,
  type PublicSettings,
} from '@/contract/publicSettings';

/**
 * Product configuration that operators change without touching screens (docs/architecture.md "founder message, social links, Slack and Content links, concierge e-mail":
 * "founder message, social links, Slack and Content links, concierge e-mail are configuration
 * with sensible defaults", and "Configuration at run time"). Each value is read, in order, from
 * the page's run-time settings (the server writes its environment's public settings into every
 * page as <script type="application/json" id="app-config">, under the name without VITE_), then
 * from the VITE_ variable the SPA was built with, then the default.
 */

const env = import.meta.env;

/** The settings block the server wrote into the page; none under Storybook, dev:mock or tests. */
function pageSettings(): PublicSettings {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    // The server writes only public settings (the list is checked there, not shipped here).
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as PublicSettings)
      : {};
  } catch {
    // A broken block must not stop the app: the build's values still work.
    return {};
  }
}

const atRunTime = pageSettings();

function read(name: `VITE_${PublicSetting}`, fallback: string): string {
  const fromPage: unknown = atRunTime[name.slice('VITE_'.length) as PublicSetting];
  if (typeof fromPage === 'string' && fromPage.trim() !== '') return fromPage.trim();
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export interface SocialLink {
  /** Network name, used in the accessible label ("Guildhall on LinkedIn"). */
  network: 'LinkedIn' | 'X' | 'YouTube';
  url: string;
}

/** Who signs the landing page's founder message (its words live in the landing texts). */
export interface FounderMessage {
  name: string;
  role: string;
}

export const config = {
  /** The OAuth client the SPA sends to the token endpoint (spec 7); public by design. */
  clientId: read('VITE_CLIENT_ID', 'guildhall-web'),
  clientSecret: read('VITE_CLIENT_SECRET', 'guildhall-web-public'),
  /** The content service (Prismic REST API v2); by default the server's bundled demo content. */
  contentEndpoint: read('VITE_CONTENT_ENDPOINT', DEFAULT_CONTENT_ENDPOINT),
  /** Concierge and general contact address (footer Contact, dashboard concierge). */
  contactEmail: read('VITE_CONTACT_EMAIL', 'concierge@guildhall.community'),
  /** The external Content site linked from the signed-in navigation. */
  contentUrl: read('VITE_CONTENT_SITE_URL', 'https://guildhall.community/insights'),
  slackUrl: read('VITE_SLACK_URL', 'https://guildhall.slack.com'),
  /** The dashboard's Slack tips link: by default Slack's own quick-start guide. */
  slackTipsUrl: read('VITE_SLACK_TIPS_URL', 'https://slack.com/help/articles/360059928654'),
  /**
   * Embedded questionnaire of /onboarding: a Typeform form id (or the form's full URL on its own
   * domain); unset shows the fallback.
   */
  questionnaireFormId: read('VITE_QUESTIONNAIRE_FORM_ID', ''),
  /** Embedded scheduling widget of /onboarding/call (a Calendly URL); unset shows the fallback. */
  schedulingUrl: read('VITE_SCHEDULING_URL', ''),
  /**
   * The dashboard's embedded social wall: a Walls.io wall URL (https://my.walls.io/<wall>);
   * unset shows the fallback.
   */
  socialWallUrl: read('VITE_SOCIAL_WALL_URL', ''),
  socialLinks: [
    {
      network: 'LinkedIn',
      url: read('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/guildhall'),
    },
    { network: 'X', url: read('VITE_X_URL', 'https://x.com/guildhall') },
    { network: 'YouTube', url: read('VITE_YOUTUBE_URL', 'https://www.youtube.com/@guildhall') },
  ] satisfies SocialLink[] as SocialLink[],
  founder: {
    name: read('VITE_FOUNDER_NAME', 'Margaret Ellison'),
    role: read('VITE_FOUNDER_ROLE', 'Founder, Guildhall'),
  } satisfies FounderMessage,
  /**
   * Error reporting: the Sentry project's DSN. Unset, the SDK is never loaded and nothing is sent
   * (development logs instead).
   */
  sentryDsn: read('VITE_SENTRY_DSN', ''),
  /**
   * Analytics: the PostHog project's API key. Unset, the SDK is never loaded and nothing is sent
   * (development logs instead).
   */
  analyticsKey: read('VITE_ANALYTICS_KEY', ''),
  /** The PostHog host events go to: PostHog Cloud US (the default), EU, or a self-hosted one. */
  analyticsHost: read('VITE_ANALYTICS_HOST', ''),
  /** Build mode: adapters log only in development. */
  isDevelopment: Boolean(env.DEV),
} as const;
