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
