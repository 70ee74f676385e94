// Business constants of spec section 9, in one place so the forms, the mocks and the server
// cannot drift apart. Names carry their unit when it is not a count of characters.

export const PRODUCT_NAME = 'Guildhall';

// Text lengths (characters)
export const PASSWORD_MIN = 8;
// Not in the spec: bounds the cost of hashing an attacker-chosen input.
export const PASSWORD_MAX = 128;
export const TEXT_MIN = 2;
export const NAME_MAX = 50;
// Spec 5 "Personal info: ... email max 50": the account e-mail (signup, login, reset).
export const ACCOUNT_EMAIL_MAX = 50;
// Company, position, certification, education and position name fields.
export const FIELD_MAX = 100;
export const TESTIMONIAL_CONTENT_MAX = 500;
// The writer's description of a material conflict (issue 24).
export const TESTIMONIAL_CONFLICT_MAX = 300;
export const POSITION_DESCRIPTION_MAX = 500;
export const SUMMARY_MAX = 500;
export const HERO_MOMENT_MAX = 500;
export const BIO_MAX = 2000;
export const POST_LINK_MAX = 200;
export const WEBSITE_MAX = 200;
// Certification URL is "free text"; it still needs a ceiling like every stored string.
export const CERTIFICATION_URL_MAX = 200;
export const CONTACT_EMAIL_MAX = 100;
export const POSTAL_CODE_MAX = 5;
export const SSN_DIGITS = 4;
export const CITY_MAX = FIELD_MAX;

// Images
export const IMAGE_MAX_BYTES = 8_000_000;

// Time spans
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TESTIMONIAL_RESEND_INTERVAL_MS = 7 * DAY_MS;
// Issue 38: one address gets at most this many member-sent e-mails a day (team invitations,
// peer invitations, testimonial requests), from every sender together.
export const RECIPIENT_DAILY_EMAILS = 5;
export const MIN_EXPERIENCE_YEARS = 8;
export const CAREER_MONTHS_MIN = 96;
export const CERTIFICATION_EXPIRY_SPAN_YEARS = 20;
export const YEAR_PICKER_SPAN_YEARS = 70;

// Widgets and lists
export const AVATAR_STACK_MAX = 4;
export const EFFICIENCY_TIPS_COUNT = 8;
// The dashboard's right column sticks this far below the top of the viewport on desktop.
export const DASHBOARD_STICKY_OFFSET_PX = 20;
// The virtual assistant plan marked best (spec 9): the plans page and the dashboard's card.
export const VIRTUAL_ASSISTANT_BEST_RATE = 50;

// Toasts
export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;

// API client
export const API_RETRIES = 4;
export const API_BACKOFF_BASE_MS = 100;
export const API_BACKOFF_JITTER = 0.2;
export const TOKEN_STALE_MS = 60_000;
export const REFRESH_LOCK_ATTEMPT_MS = 5000;
export const REFRESH_LOCK_ATTEMPTS = 10;
export const TOKEN_PATH = '/v1/oauth/token';
export const API_BASE_PATH = '/api';

// Static chunks (spec 7 "Static script chunks", spec 9): a lazy chunk that has not arrived in
// this time is a chunk-load failure (src/lib/chunkLoad.ts), not a spinner for ever.
export const CHUNK_TIMEOUT_MS = 120_000;

// Community search (docs/architecture.md "search: answer")
export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_LIMIT_MAX = 100;
// Keeps offset pagination cheap; nobody pages 10,000 members deep.
export const SEARCH_OFFSET_MAX = 10_000;
// Saved searches (issue 23): a member keeps a few named searches, each checked on every
// listing change of every member, so their number stays small.
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

/**
 * The digests' time zone of a member who never chose one (users.time_zone's default): the SPA
 * then offers the browser's zone, and saves it with the preferences. Here, not beside the
 * notification schemas, so the screen reads it without loading zod.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';
