import { Navigate, useLocation } from 'react-router-dom';

export interface RedirectKeepingQueryProps {
  to: string;
}

/** `/reset` → `/reset-password` with the same query (ARCHITECTURE.md decision). */
export function RedirectKeepingQuery({ to }: RedirectKeepingQueryProps) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
