import { expect, waitFor } from 'storybook/test';
import { type AnalyticsEvent, setAnalyticsRecorder } from '@/lib/analytics';

/**
 * The stand-in provider pages of stories/assets/providers/, served on the story's own origin
 * (.storybook/main.ts staticDirs): `typeform`, `calendly`, and `unreachable` (a page that loads
 * but never says it is ready, as a browser's error page for an unreachable host).
 */
export const standInUrl = (page: 'typeform' | 'calendly' | 'unreachable'): string =>
  `${window.location.origin}/story-assets/providers/${page}.html`;

/** What the stand-in pages expose, so a play function sends the provider's completion message. */
interface StandInWindow extends Window {
  standInProvider: { submit?: () => void; schedule?: () => void };
}

/** The embedded provider's page, once it has loaded and said it is ready (the spinner is gone). */
export async function readyProvider(canvasElement: HTMLElement, title: string) {
  const frame = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
    if (!found) throw new Error(`No embedded page titled ${title}`);
    return found;
  });
  await waitFor(() => expect(canvasElement.querySelector('[role="status"]')).toBeNull(), {
    timeout: 10_000,
  });
  return {
    frame,
    provider: () => (frame.contentWindow as StandInWindow).standInProvider,
  };
}

/** Records analytics events for one story; returned by a story's beforeEach. */
export function recordAnalytics(events: AnalyticsEvent[]) {
  return () => {
    events.length = 0;
    setAnalyticsRecorder((event) => events.push(event));
    return () => setAnalyticsRecorder(undefined);
  };
}
