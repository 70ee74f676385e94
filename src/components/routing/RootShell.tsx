import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { useStores } from '@/models/StoresProvider';
import { AuthTransitionProvider } from './AuthTransition';
import { IdentifyMember } from './IdentifyMember';
import { RouteEffects } from './RouteEffects';
import { ScrollRestorer } from './ScrollRestorer';

export const SessionGate = observer(function SessionGate() {
  const { session } = useStores();
  // Spec 2: while the session is being resolved, a spinner shows instead of routes.
  if (session.isPending) return <PageSpinner label="Loading your session" minH="100dvh" />;
  // Screens are lazy: on the first page the spinner stays until its code has loaded (later
  // navigations keep the current page meanwhile, as the router renders them in a transition).
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" minH="100dvh" />}>
      <Outlet />
    </Suspense>
  );
});

/** The root route: titles and analytics for every page, the session gate, auth transitions. */
export function RootShell() {
  return (
    <AuthTransitionProvider>
      <RouteEffects />
      <IdentifyMember />
      <ScrollRestorer />
      <SessionGate />
    </AuthTransitionProvider>
  );
}
