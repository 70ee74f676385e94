import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type To, useNavigate } from 'react-router-dom';

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

const AuthTransitionContext = createContext<AuthTransitionValue>({
  held: false,
  run: async (action) => {
    await action();
  },
});

export interface AuthTransitionProviderProps {
  children: ReactNode;
}

export function AuthTransitionProvider({ children }: AuthTransitionProviderProps) {
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);

  const run = useCallback(
    async (action: () => Promise<To | undefined>) => {
      setHeld(true);
      try {
        const destination = await action();
        if (destination !== undefined) await navigate(destination, { replace: true });
      } finally {
        setHeld(false);
      }
    },
    [navigate],
  );

  const value = useMemo(() => ({ held, run }), [held, run]);
  return <AuthTransitionContext.Provider value={value}>{children}</AuthTransitionContext.Provider>;
}

/** `run(action)`: guards hold while the action runs; it answers where to go next (replacing). */
export function useAuthTransition(): AuthTransitionValue {
  return useContext(AuthTransitionContext);
}
