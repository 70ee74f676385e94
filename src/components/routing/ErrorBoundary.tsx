import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunkLoad';
import { reportError } from '@/lib/errorReporting';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches render errors outside the router (providers, toasts) and shows the error page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, 'boundary', info);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

const RELOADED_KEY = 'guildhall:chunk-reload';

/**
 * A screen's code failed to load (or did not arrive within spec 9's 120 s): usually a new
 * release replaced the files this page knew, or the request stalled. One reload fetches them
 * again; a second failure shows the error page.
 */
function reloadOnceForNewRelease(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

interface RouteErrorBoundaryProps extends ErrorBoundaryProps {
  pathname: string;
}

interface RouteErrorBoundaryState {
  /** The path that failed; the error page shows until the location changes. */
  failedAt: string | null;
}

class PathErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!reloadOnceForNewRelease(error)) reportError(error, 'route', info);
  }

  override render() {
    return this.state.failedAt !== null ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * Around the routes: a failed route (render error, screen code that failed to load) shows the
 * error page in place of the whole page, until the member goes elsewhere.
 */
export function RouteErrorBoundary({ children }: ErrorBoundaryProps) {
  return <PathErrorBoundary pathname={useLocation().pathname}>{children}</PathErrorBoundary>;
}
