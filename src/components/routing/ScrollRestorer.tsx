import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'guildhall:scroll-positions';

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    return new Map(Object.entries(stored));
  } catch {
    return new Map();
  }
}

/** Scroll position of each history entry (location.key), kept across reloads of the tab. */
let positions: Map<string, number> | undefined;

/**
 * What react-router's <ScrollRestoration> does for its data router, for the declarative one:
 * a new page starts at the top (or at its #fragment), and Back/Forward (and a reload) return to
 * where the member was on that entry.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry a scroll belongs to, set as the new page commits and before it scrolls. The scroll
  // event of that scroll arrives a frame later; one listener that reads this, rather than one
  // bound to each page, cannot record the new page's position as the old page's, whenever the
  // old page's effect cleanup runs.
  const shown = useRef(location.key);

  // Listening from the commit on (a layout effect, not a passive one that may wait a frame or
  // more): a scroll right after the page shows is remembered too.
  useLayoutEffect(() => {
    positions ??= readPositions();
    const saved = positions;
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => saved.set(shown.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(saved)));
      } catch {
        // Storage full or unavailable: positions are still kept for this page's lifetime.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    positions ??= readPositions();
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
