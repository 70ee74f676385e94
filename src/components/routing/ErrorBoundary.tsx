import { Component, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from '@/lib/errorReporting';
import { ErrorScreen } from '@/screens/public/ErrorScreen';

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

  override componentDidCatch(error: Error) {
    reportError(error, 'boundary');
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;
const RELOADED_KEY = 'guildhall:chunk-reload';

/**
 * A screen's code failed to load: usually a new release replaced the files this page knew.
 * One reload fetches the new ones; a second failure shows the error page.
 */
function reloadOnceForNewRelease(error: unknown): boolean {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** The router's errorElement: a failed route (render error, chunk that failed to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (!reloadOnceForNewRelease(error)) reportError(error, 'route');
  }, [error]);
  return <ErrorScreen />;
}
