import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { analytics } from '@/lib/analytics';
import { pageTitle } from '@/lib/pageTitle';

/** What a route declares in its `handle`. */
export interface RouteHandle {
  /** The page name of the title 'page name | Guildhall'. */
  title?: string;
}

function titleOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Sets the document title from the deepest route that names one, and reports every path change
 * to analytics (spec 2), once the title is in place so the page call carries it.
 */
export function RouteEffects() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = pageTitle(titleOf(matches));

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    analytics.page(pathname, document.title);
  }, [pathname]);

  return null;
}
