import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '@/lib/analytics';
import { pageTitle } from '@/lib/pageTitle';
import { MAIN_CONTENT_ID } from '@/components/navigation/SkipLink';
import { useRouteHandles } from './routeHandles';

/** What a route declares in its `handle`. */
export interface RouteHandle {
  /** The page name of the title 'page name | Guildhall'. */
  title?: string;
}

function titleOf(handles: readonly unknown[]): string | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const title = (handles[index] as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * A screen that knows a better page name than its route (a member's name on /profile/{id})
 * names the page once its data is there; the route's title comes back when it unmounts. The
 * server writes the same title into a profile's HTML for link previews (server/previews.ts).
 */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = pageTitle(name);
    return () => {
      document.title = previous;
    };
  }, [name]);
}

/**
 * Sets the document title from the deepest route that names one, reports every path change to
 * analytics (spec 2) once the title is in place so the page call carries it, and moves focus to
 * the new page.
 */
export function RouteEffects() {
  const handles = useRouteHandles();
  const { pathname } = useLocation();
  const title = pageTitle(titleOf(handles));

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    analytics.page(pathname, document.title);
  }, [pathname]);

  // After an in-app navigation, screen-reader and keyboard users start at the new page's
  // content, as they would after a full page load (not on the first load itself).
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
