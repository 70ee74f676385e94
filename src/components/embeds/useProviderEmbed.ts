import { type ComponentType, useCallback, useEffect, useState } from 'react';

/**
 * loading: the provider's code or page is on its way; ready: the provider said its page is up;
 * unavailable: not configured, offline, or no word from the provider in time (the fallback shows).
 */
export type EmbedStatus = 'loading' | 'ready' | 'unavailable';

/**
 * How long the provider has to load its code and page and say so. A blocked or unreachable host
 * still "loads" an iframe (the browser's error page), so only the provider's own ready message
 * tells that it works.
 */
export const EMBED_TIMEOUT_MS = 15_000;

export interface ProviderEmbedOptions {
  /** The provider is configured (a form id, a URL). */
  configured: boolean;
  timeoutMs?: number;
}

export interface ProviderEmbed<P> {
  status: EmbedStatus;
  /** The provider's component, once its chunk has loaded. */
  Embed: ComponentType<P> | undefined;
  /** The provider's page said it is up; stable, for the provider's memoised props. */
  ready: () => void;
}

interface State<P> {
  status: EmbedStatus;
  Embed?: ComponentType<P>;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Loads a provider's embed on demand (its package lives in its own chunk: only a configured
 * embed fetches it) and watches that it comes up: offline, a chunk that fails to load, or no
 * ready message within the timeout make it unavailable.
 */
export function useProviderEmbed<P>(
  load: () => Promise<ComponentType<P>>,
  { configured, timeoutMs = EMBED_TIMEOUT_MS }: ProviderEmbedOptions,
): ProviderEmbed<P> {
  const [state, setState] = useState<State<P>>(() => ({
    status: configured && isOnline() ? 'loading' : 'unavailable',
  }));
  const stillLoading = state.status === 'loading';

  useEffect(() => {
    if (!stillLoading) return undefined;
    let live = true;
    const giveUp = () => {
      if (live) setState((current) => ({ ...current, status: 'unavailable' }));
    };
    // Offline since the first render: the event has already gone by.
    if (!isOnline()) giveUp();
    load().then((Embed) => {
      if (live) setState((current) => ({ ...current, Embed }));
    }, giveUp);
    const timer = setTimeout(giveUp, timeoutMs);
    window.addEventListener('offline', giveUp);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('offline', giveUp);
    };
  }, [stillLoading, load, timeoutMs]);

  const ready = useCallback(() => {
    setState((current) =>
      current.status === 'loading' ? { ...current, status: 'ready' } : current,
    );
  }, []);

  return { status: state.status, Embed: state.Embed, ready };
}
