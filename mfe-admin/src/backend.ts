import type { Database } from '@parquet-alsace/shared/backend';
import { getSiteConfig } from '@parquet-alsace/shared/site-config';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SESSION_STORAGE_KEY } from './session-key';

/**
 * The back office's client, typed by the schema the migrations build (the generated `Database`
 * of shared/src/backend/database.types.ts): every `from()` and `rpc()` call is checked, and rows
 * come typed from their `select`.
 */
export type StaffBackend = SupabaseClient<Database>;

/**
 * The back office's backend client: supabase-js with the public anon key, as against a hosted
 * project, but signed in: the session is kept in this browser (`localStorage`), refreshed before
 * it expires, and read from the address after a magic link (`detectSessionInUrl`). What a
 * staff member may read or change is decided by the database's policies, never here.
 */
let client: StaffBackend | null = null;

export { SESSION_STORAGE_KEY } from './session-key';

export function staffBackend(): StaffBackend {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = getSiteConfig();
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new Error('Configuration du backend manquante : adresse Supabase et clé publique.');
  }
  client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // The magic link brings the session in the address's fragment (the embedded backend
      // serves no PKCE exchange).
      flowType: 'implicit',
      storageKey: SESSION_STORAGE_KEY,
    },
  });
  return client;
}

/** Tests give their own client. */
export function setStaffBackend(next: StaffBackend | null): void {
  client = next;
}

/**
 * A public address of the backend as a visitor page must name it. The back office runs on its
 * own origin and reaches the embedded backend through it (docs/adr-008-back-office.md,
 * decision 11); visitors reach the same backend through the site's origin (`siteUrl`). An
 * address of a hosted project is the same for both.
 */
export function siteAddress(address: string): string {
  const { siteUrl } = getSiteConfig();
  if (!siteUrl || typeof window === 'undefined') return address;
  const url = new URL(address, window.location.origin);
  if (url.origin !== window.location.origin) return address;
  return new URL(`${url.pathname}${url.search}`, siteUrl).href;
}
