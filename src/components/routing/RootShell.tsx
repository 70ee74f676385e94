import { observer } from 'mobx-react-lite';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { useStores } from '@/models/StoresProvider';
import { AuthTransitionProvider } from './AuthTransition';
import { IdentifyMember } from './IdentifyMember';
import { RouteEffects } from './RouteEffects';

export const SessionGate = observer(function SessionGate() {
  const { session } = useStores();
  // Spec 2: while the session is being resolved, a spinner shows instead of routes.
  if (session.isPending) return <PageSpinner label="Loading your session" minH="100dvh" />;
  return <Outlet />;
});

/** The root route: titles and analytics for every page, the session gate, auth transitions. */
export function RootShell() {
  return (
    <AuthTransitionProvider>
      <RouteEffects />
      <IdentifyMember />
      <ScrollRestoration />
      <SessionGate />
    </AuthTransitionProvider>
  );
}
