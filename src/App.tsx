import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import { ErrorBoundary, RouteErrorBoundary } from '@/components/routing/ErrorBoundary';
import { MatchedRouteHandles } from '@/components/routing/routeHandles';
import { routes } from '@/routes';

function AppRoutes() {
  const element = useRoutes(routes);
  return <MatchedRouteHandles routes={routes}>{element}</MatchedRouteHandles>;
}

/**
 * react-router's declarative mode (the data router's loaders and actions are not used, and it
 * would add about 17 KB gzip to every page). Screens are lazy elements: the page shows once the
 * matched screen's code has loaded, and a navigation keeps the current page until then.
 */
export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
      <ToastViewport />
    </ErrorBoundary>
  );
}
