import { type ComponentType, type ReactNode, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import { ErrorBoundary, RouteErrorBoundary } from '@/components/routing/ErrorBoundary';
import { MatchedRouteHandles } from '@/components/routing/routeHandles';
import { routes } from '@/routes';

function AppRoutes() {
  const element = useRoutes(routes);
  return <MatchedRouteHandles routes={routes}>{element}</MatchedRouteHandles>;
}

export interface AppProps {
  /**
   * The router: the browser's history in the app; the build's prerender (src/entry-prerender.tsx)
   * gives a StaticRouter at the page's path, so both render the same tree and the SPA can hydrate.
   */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * react-router's declarative mode (the data router's loaders and actions are not used, and it
 * would add about 17 KB gzip to every page). Screens are lazy elements: the page shows once the
 * matched screen's code has loaded, and a navigation keeps the current page until then.
 */
export function App({ router: Router = BrowserRouter }: AppProps) {
  return (
    <ErrorBoundary>
      <Router>
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Router>
      <ToastViewport />
    </ErrorBoundary>
  );
}
