import { useSyncExternalStore } from 'react';

/** The current path, following single-spa's routing (which fires popstate on every navigation). */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function usePathname(serverPath = '/'): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => serverPath,
  );
}
