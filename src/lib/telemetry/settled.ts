/**
 * When the page has settled enough to fetch what it does not show (issue 25: error reporting and
 * analytics SDKs): after the window's load event, at the first idle moment or the first
 * interaction, whichever comes first. Never before the load event, so the SDKs never compete
 * with the page's own scripts, images and fonts. One promise per window.
 */

/** An idle callback may wait this long at most: a page that is never idle still loads them. */
export const IDLE_TIMEOUT_MS = 4_000;

const INTERACTIONS = ['pointerdown', 'keydown'] as const;
const settled = new WeakMap<Window, Promise<void>>();

export function whenSettled(target: Window = window): Promise<void> {
  let promise = settled.get(target);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const afterLoad = () => {
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        for (const type of INTERACTIONS) target.removeEventListener(type, go, true);
        resolve();
      };
      for (const type of INTERACTIONS) {
        target.addEventListener(type, go, { capture: true, passive: true, once: true });
      }
      if (typeof target.requestIdleCallback === 'function') {
        target.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      } else {
        target.setTimeout(go, 1);
      }
    };
    // The load event's own task must end first: its listeners run, then the SDKs may come.
    if (target.document.readyState === 'complete') target.setTimeout(afterLoad, 0);
    else target.addEventListener('load', () => target.setTimeout(afterLoad, 0), { once: true });
  });
  settled.set(target, promise);
  return promise;
}
