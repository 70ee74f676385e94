/**
 * Spec 2 "Route access": every path pattern the SPA shows a screen (or a redirect) for, as
 * plain data. src/routes.tsx declares the routes; tests/unit/contract/spaPaths.test.ts holds the
 * two to the same patterns. The server reads this list, not the React code: a path none of them
 * matches is spec 2's "any other path", answered with status 404 and the page whose SPA renders
 * the not-found screen (server/static.ts); a path one matches is a page, even when the screen
 * then refuses an id (/profile/abc) or redirects (/settings/*, /reset).
 */
export const SPA_ROUTE_PATTERNS = [
  '/',
  '/terms',
  '/privacy',
  '/community',
  '/team/:id',
  '/profile/:id',
  '/dashboard',
  '/marketing-help',
  '/marketing-help/vendors',
  '/technology-help',
  '/efficiency-roadmap',
  '/virtual-assistant',
  '/watch-list',
  '/notifications',
  '/settings',
  '/settings/basic',
  '/settings/security',
  '/settings/experience',
  '/settings/education',
  '/settings/certifications',
  '/settings/testimonials',
  '/settings/check',
  // Spec 2: any other sub-path of settings redirects to the hub.
  '/settings/*',
  '/testimonial/:uuid',
  '/unsubscribe/:token',
  '/opt-out/:token',
  // The account's e-mailed links (issue 23).
  '/verify-email/:token',
  '/confirm-email/:token',
  // The notice's way back from a takeover (issue 38 §4).
  '/restore-email/:token',
  '/onboarding',
  '/onboarding/call',
  // The operator screens (docs/architecture.md "Operators and vetting"): the SPA checks the role.
  '/admin',
  '/admin/reviews',
  '/admin/reviews/:id',
  '/admin/members',
  '/admin/members/:id',
  '/admin/posts',
  '/admin/reports',
  '/admin/licences',
  '/admin/audit',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/reset',
] as const;

export type SpaRoutePattern = (typeof SPA_ROUTE_PATTERNS)[number];

/**
 * A pattern as react-router matches it (its `compilePath` with `end`): case-insensitive,
 * trailing slashes ignored, `:name` one non-empty segment, a final `*` any rest (or none).
 */
function compilePattern(pattern: string): RegExp {
  const splat = pattern.endsWith('*');
  const body = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  const end = splat ? (body === '/' ? '(.*)$' : '(?:\\/(.+)|\\/*)$') : '\\/*$';
  return new RegExp(`^${body}${end}`, 'i');
}

const COMPILED = SPA_ROUTE_PATTERNS.map(compilePattern);

/** Each segment decoded as the router decodes a path (an escaped slash stays escaped). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: the router matches the path as it is.
    return pathname;
  }
}

/** True when a route of the SPA matches `pathname` (no query, no fragment). */
export function isSpaRoute(pathname: string): boolean {
  const decoded = decodePath(pathname);
  return COMPILED.some((pattern) => pattern.test(decoded));
}
