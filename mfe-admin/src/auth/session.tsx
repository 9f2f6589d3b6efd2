import type { Session } from '@supabase/supabase-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { StaffBackend } from '../backend';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; linkError: boolean }
  | { status: 'signed-in'; session: Session };

const BackendContext = createContext<StaffBackend | null>(null);

export function BackendProvider({ backend, children }: { backend: StaffBackend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): StaffBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('BackendProvider manquant');
  return backend;
}

/**
 * The staff member's session as supabase-js keeps it: read at start (after a magic link, from
 * the address), then followed as it is refreshed, ended here or in another tab.
 */
export function useSession(backend: StaffBackend): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    // A magic link that failed comes back with the reason in the address's fragment.
    const linkError = /(^|[#&])error(_code)?=/.test(window.location.hash);
    if (linkError)
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    backend.auth
      .getSession()
      .then(({ data }) => {
        if (!active) return;
        setState(
          data.session ? { status: 'signed-in', session: data.session } : { status: 'signed-out', linkError },
        );
      })
      .catch(() => active && setState({ status: 'signed-out', linkError }));
    const { data } = backend.auth.onAuthStateChange((_event, session) => {
      if (!active) return;
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out', linkError: false });
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [backend]);
  return state;
}
