import { useEffect } from 'react';
import { InlineWidget } from 'react-calendly';

export interface SchedulingEmbedProps {
  /** The Calendly scheduling page. */
  url: string;
  /** Fills in the booking form. */
  prefill: { name?: string; email?: string };
  title: string;
  /** The page has come up (its first `calendly.*` message). */
  onReady: () => void;
  /** `calendly.event_scheduled`: the member booked the call. */
  onScheduled: () => void;
}

/** Calendly's messages are `{ event: 'calendly.<name>', payload }`. */
function calendlyEvent(data: unknown): string | undefined {
  const event = (data as { event?: unknown } | null)?.event;
  return typeof event === 'string' && event.startsWith('calendly.') ? event : undefined;
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Renders nothing: the spinner of ./OnboardingPage.tsx covers the page while it loads. */
function NoSpinner() {
  return null;
}

const FILL = { width: '100%', height: '100%', minWidth: 0 };

/**
 * Calendly's React embed (react-calendly), loaded in its own chunk. Its messages are read here
 * rather than with react-calendly's useCalendlyEventListener, which checks neither the sender's
 * origin nor that a message carries data.
 */
export function SchedulingEmbed({
  url,
  prefill,
  title,
  onReady,
  onScheduled,
}: SchedulingEmbedProps) {
  useEffect(() => {
    const origin = originOf(url);
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== origin) return;
      const event = calendlyEvent(message.data);
      if (!event) return;
      onReady();
      if (event === 'calendly.event_scheduled') onScheduled();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onReady, onScheduled]);

  return (
    <InlineWidget
      url={url}
      prefill={prefill}
      iframeTitle={title}
      LoadingSpinner={NoSpinner}
      styles={FILL}
    />
  );
}
