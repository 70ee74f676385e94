import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '@/components/routing/NotFoundScreen';
import { isSpaRoute, SPA_ROUTE_PATTERNS } from '@/contract';
import { routes } from '@/routes';

// The server answers a path no SPA route matches with 404 (server/static.ts), from the patterns
// of src/contract/spaPaths.ts: they must be the router's own, and match as the router matches.

/** Every route's full pattern, as react-router joins a route's path to its parents'. */
function patternsOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

/** The not-found screen's route: spec 2's "any other path". */
const NOT_FOUND = '/*';

/** What the SPA shows for a path: a route of its own, or the not-found page. */
function routerMatches(pathname: string): boolean {
  const branch = matchRoutes(routes, pathname);
  const leaf = branch?.at(-1)?.route;
  return leaf !== undefined && leaf.handle?.title !== NOT_FOUND_TITLE;
}

describe('the SPA route patterns in the contract', () => {
  it('are exactly the patterns of src/routes.tsx (the not-found catch-all aside)', () => {
    const fromRouter = patternsOf(routes);
    expect(fromRouter).toContain(NOT_FOUND);
    expect([...SPA_ROUTE_PATTERNS].sort()).toEqual(
      fromRouter.filter((pattern) => pattern !== NOT_FOUND).sort(),
    );
  });

  it('match a path exactly when the router shows a screen other than not-found', () => {
    const paths = [
      '/',
      '//',
      '/community',
      '/Community',
      '/community/',
      '/community//',
      '/%63ommunity',
      '/terms',
      '/privacy',
      '/login',
      '/login/x',
      '/signup',
      '/forgot-password',
      '/reset',
      '/reset-password',
      '/reset-passwords',
      '/dashboard',
      '/DASHBOARD/',
      '/marketing-help',
      '/marketing-help/vendors',
      '/marketing-help/other',
      '/technology-help',
      '/efficiency-roadmap',
      '/virtual-assistant',
      '/watch-list',
      '/team/7',
      '/team',
      '/team/7/x',
      '/profile/1',
      '/profile/abc',
      '/profile/0',
      '/profile/%2F',
      '/profile',
      '/profile/1/x',
      '/testimonial/99999999-9999-4999-8999-999999999999',
      '/testimonial/not-a-uuid',
      '/testimonial',
      '/onboarding',
      '/onboarding/call',
      '/onboarding/other',
      '/settings',
      '/settings/',
      '/settings/basic',
      '/settings/check',
      '/settings/anything',
      '/settings/a/b/c',
      '/.env',
      '/no-such-page',
      '/no/such/page',
      '/index.html',
      '/wp-login.php',
      '/api',
      '/assets/missing.js',
    ];
    for (const path of paths) expect(isSpaRoute(path), path).toBe(routerMatches(path));
    // The cases the server is for: soft 404s before.
    for (const path of ['/.env', '/no-such-page', '/no/such/page', '/index.html']) {
      expect(isSpaRoute(path), path).toBe(false);
    }
    // Spec 2: /settings/* goes to the hub; /reset to /reset-password; ids are the SPA's to check.
    for (const path of ['/settings/anything', '/reset', '/profile/abc', '/testimonial/x']) {
      expect(isSpaRoute(path), path).toBe(true);
    }
  });

  it('tolerates a malformed escape as the router does (no throw)', () => {
    expect(() => isSpaRoute('/profile/%E0%A4%A')).not.toThrow();
    expect(isSpaRoute('/profile/%E0%A4%A')).toBe(true);
    expect(isSpaRoute('/%E0%A4%A')).toBe(false);
  });
});
