import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { setCsrfToken } from '../api/http';
import { fetchSessionUser, type SessionUser } from './sessionUser';

export type SessionState =
  | { status: 'fetching' }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut' }
  | { status: 'failed'; error: Error };

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'fetching' });

  useEffect(() => {
    let cancelled = false;
    fetchSessionUser().then(
      (user) => {
        if (cancelled) return;
        setCsrfToken(user?.csrfToken);
        setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider> above it');
  return state;
}

/** For components that only render when signed in (the shell). */
export function useSignedInUser(): SessionUser {
  const state = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedInUser() outside a signed-in session');
  return state.user;
}
