import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type To, useLocation, useNavigate } from 'react-router-dom';

/**
 * Logging in, signing up, resetting a password and logging out each flip the session, and the
 * route guards react to the session. Left alone, a guard would redirect first (e.g. sign-up to
 * /dashboard instead of /onboarding/call). While a transition runs, guards hold still and the
 * screen that started it decides where the member goes.
 */
interface AuthTransitionValue {
  held: boolean;
  run: (action: () => Promise<To | undefined>) => Promise<void>;
}

const AuthTransitionContext = createContext<AuthTransitionValue | undefined>(undefined);

export interface AuthTransitionProviderProps {
  children: ReactNode;
}

function useTransitionRunner(hold?: (held: boolean) => void) {
  const navigate = useNavigate();
  return useCallback(
    async (action: () => Promise<To | undefined>) => {
      hold?.(true);
      let destination: To | undefined;
      try {
        destination = await action();
      } finally {
        // On success the hold ends with the navigation itself (the router commits location
        // changes in a transition, later than this code runs); otherwise it ends now.
        if (destination === undefined) hold?.(false);
      }
      if (destination !== undefined) await navigate(destination, { replace: true });
    },
    [navigate, hold],
  );
}

export function AuthTransitionProvider({ children }: AuthTransitionProviderProps) {
  const location = useLocation();
  // Held at one location: any navigation releases the guards.
  const [heldAt, setHeldAt] = useState<string | null>(null);
  const hold = useCallback(
    (held: boolean) => setHeldAt(held ? location.key : null),
    [location.key],
  );
  const run = useTransitionRunner(hold);
  const held = heldAt === location.key;
  const value = useMemo(() => ({ held, run }), [held, run]);
  return <AuthTransitionContext.Provider value={value}>{children}</AuthTransitionContext.Provider>;
}

/**
 * `run(action)`: guards hold while the action runs; it answers where to go next (replacing).
 * Outside the app shell (a screen alone in a story) there are no guards to hold.
 */
export function useAuthTransition(): AuthTransitionValue {
  const provided = useContext(AuthTransitionContext);
  const run = useTransitionRunner();
  return provided ?? { held: false, run };
}
