import { Navigate, useLocation } from 'react-router-dom';

export interface RedirectKeepingQueryProps {
  to: string;
}

/** `/reset` → `/reset-password` with the same query (docs/architecture.md "/reset-password or /reset"). */
export function RedirectKeepingQuery({ to }: RedirectKeepingQueryProps) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
