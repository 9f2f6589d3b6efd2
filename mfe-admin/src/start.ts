import { mountSignIn } from './auth/sign-in-form';
import { SESSION_STORAGE_KEY } from './session-key';

/**
 * The first script of every back-office page (docs/adr-008-back-office.md), loaded by the
 * document's boot line from this release's folder. A browser that holds a session (or comes
 * back from a magic link with one in the address) starts the whole back office at once;
 * otherwise only the sign-in screen runs: a few kilobytes, no React, no supabase-js. Once
 * signed in, the session is stored where supabase-js reads it and the back office starts.
 */
declare global {
  interface Window {
    /** Defined by the document's boot line: loads the runtime and mounts the back office. */
    __startBackOffice?: () => void;
  }
}

function start(): void {
  window.__startBackOffice?.();
}

function hasSession(): boolean {
  try {
    if (window.localStorage.getItem(SESSION_STORAGE_KEY)) return true;
  } catch {
    // Storage refused: supabase-js will say so.
  }
  return /(^|[#&])access_token=/.test(window.location.hash);
}

const box = document.getElementById('app-admin');
let config: { supabaseUrl?: string; supabaseAnonKey?: string } = {};
try {
  config = JSON.parse(document.getElementById('__SITE_CONFIG__')?.textContent ?? '{}');
} catch {
  // The back office will report the missing configuration.
}

if (!box || hasSession() || !config.supabaseUrl || !config.supabaseAnonKey) {
  start();
} else {
  // A magic link that failed comes back with the reason in the address's fragment.
  const linkError = /(^|[#&])error(_code)?=/.test(window.location.hash);
  if (linkError)
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  mountSignIn(box, {
    endpoint: { url: config.supabaseUrl, anonKey: config.supabaseAnonKey },
    linkError,
    onSignedIn: (session) => {
      // Exactly as supabase-js keeps a session (persistSession, its storage key).
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      start();
    },
  });
}
