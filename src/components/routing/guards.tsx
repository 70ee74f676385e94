import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isOperator } from '@/contract/roles';
import { useStores } from '@/models/StoresProvider';
import { useAuthTransition } from './AuthTransition';
import { NOT_FOUND_TITLE, NotFoundScreen } from './NotFoundScreen';
import { useDocumentTitle } from './RouteEffects';

/** Where RequireAuth sent the member from, so logging in can take them back there. */
export interface FromState {
  from?: string;
}

function fromOf(state: unknown): string | undefined {
  const from = (state as FromState | null)?.from;
  // Only in-app paths: a crafted state must not send the member to another site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined;
}

/** The page a member lands on after logging in. */
export function useAfterLogin(): string {
  return fromOf(useLocation().state) ?? '/dashboard';
}

/** Spec 2 "login required, else redirect to /login". */
export const RequireAuth = observer(function RequireAuth() {
  const { session } = useStores();
  const { held } = useAuthTransition();
  const location = useLocation();
  if (!session.isLoggedIn && !held) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
});

/** Spec 2 "signed-in users go to /dashboard" (public-only pages and the auth screens). */
export const PublicOnly = observer(function PublicOnly() {
  const { session } = useStores();
  const { held } = useAuthTransition();
  const destination = useAfterLogin();
  if (session.isLoggedIn && !held) return <Navigate to={destination} replace />;
  return <Outlet />;
});

/**
 * The operator screens (/admin, docs/architecture.md "Operators and vetting"): inside
 * RequireAuth, a reviewer or an admin goes on; a member gets the not-found page, as for any
 * path that is not theirs, and never loads the operator code.
 */
export const RequireOperator = observer(function RequireOperator() {
  const { me } = useStores();
  const allowed = isOperator(me.user?.role);
  useDocumentTitle(allowed ? undefined : NOT_FOUND_TITLE);
  return allowed ? <Outlet /> : <NotFoundScreen />;
});
