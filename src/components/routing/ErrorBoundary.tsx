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

/** The router's errorElement: a failed route (render error, chunk that failed to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  return <ErrorScreen />;
}
