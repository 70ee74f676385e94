import { type RefObject, useEffect } from 'react';
import { nextTask } from '@/start/nextTask';

/**
 * What a visitor did on a prerendered page before the SPA took it over: taps on buttons that
 * need its code, and forms held back from being sent. The page's head keeps them (server/html.ts
 * EARLY_INPUT_SCRIPT) in a list on `window`, under this name (EARLY_INPUT_GLOBAL there).
 */
const EARLY_INPUT_GLOBAL = '__guildhallEarlyInput';

interface EarlyInput {
  type: 'click' | 'submit';
  target: Element;
}

type EarlyInputWindow = Record<typeof EARLY_INPUT_GLOBAL, EarlyInput[] | null | undefined>;

let kept: EarlyInput[] = [];

/**
 * Ends the keeping, as React takes the page over (src/main.tsx): what was kept waits for its
 * element's component to claim it when `hydrating`, and is dropped with the markup otherwise.
 */
export function endEarlyInput(hydrating: boolean): void {
  const global = window as unknown as EarlyInputWindow;
  kept = hydrating ? (global[EARLY_INPUT_GLOBAL] ?? []) : [];
  global[EARLY_INPUT_GLOBAL] = null;
}

/**
 * Does again what was done on `ref`'s element before the page was hydrated: a tap is a click, a
 * form held back is sent. After the commit that hydrated it and a task more, so that the
 * component around it has run its own effects (a form's fields read into its state first).
 */
export function useEarlyInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const mine = kept.filter((input) => input.target === element);
    if (!element || mine.length === 0) return;
    kept = kept.filter((input) => input.target !== element);
    void nextTask().then(() => {
      if (!element.isConnected) return;
      for (const { type } of mine) {
        if (type === 'click') element.click();
        else if (element instanceof HTMLFormElement) element.requestSubmit();
      }
    });
    // Once, as the element is hydrated: later input goes through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
